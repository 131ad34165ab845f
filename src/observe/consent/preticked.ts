import type { BannerRoot, PageScan } from './banner-scan.ts';
import { isNecessaryPurpose, optOutToggleSemantics } from './text-classifier.ts';

const MAX_PURPOSES = 50;
const MAX_LABEL = 200;
/** A master switch over every purpose (Klaro's "Enable or disable all services"), not a purpose itself. */
const TOGGLE_ALL =
  /\b(enable|disable|toggle|select)( or (enable|disable))? all\b|\balle (dienste|cookies) (aktivieren|an|auswahlen)|\b(tout|tous) (activer|selectionner)|activer ou desactiver tous/i;

/**
 * Labels of purpose toggles a banner layer shows already ticked: checked, not locked, and not a
 * strictly-necessary purpose. US sale/sharing switches are not consent purposes and are left out.
 */
export function pretickedLabels(root: BannerRoot | null): string[] {
  if (!root) return [];
  const labels = root.toggles
    .filter(
      (t) =>
        t.checked &&
        !t.disabled &&
        !isNecessaryPurpose(t.label) &&
        !TOGGLE_ALL.test(t.label) &&
        optOutToggleSemantics(t.label) === null,
    )
    .map((t) => t.label.slice(0, MAX_LABEL));
  return [...new Set(labels)].slice(0, MAX_PURPOSES);
}

/** Merges labels found on several layers, keeping first-seen order. */
export function mergePreticked(into: string[], more: readonly string[]): void {
  for (const label of more)
    if (!into.includes(label) && into.length < MAX_PURPOSES) into.push(label);
}

/** Every banner-like container of a scan that shows toggles (a settings layer may be a new container). */
export function rootsWithToggles(scan: PageScan): BannerRoot[] {
  return scan.roots.filter((root) => root.toggles.length > 0);
}
