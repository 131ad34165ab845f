import type { BannerRoot, PageScan, ScannedToggle } from './banner-scan.ts';
import {
  isLegitimateInterestSwitch,
  isNecessaryPurpose,
  optOutToggleSemantics,
  radioOptionMeaning,
} from './text-classifier.ts';

const MAX_PURPOSES = 50;
const MAX_LABEL = 200;
/** A master switch over every purpose (Klaro's "Enable or disable all services"), not a purpose itself. */
const TOGGLE_ALL =
  /\b(enable|disable|toggle|select)( or (enable|disable))? all\b|\balle (dienste|cookies) (aktivieren|an|auswahlen)|\b(tout|tous) (activer|selectionner)|activer ou desactiver tous/i;

/**
 * Labels of purpose toggles a banner layer shows already ticked: checked, not locked, and not a
 * strictly-necessary purpose. US sale/sharing switches and TCF legitimate-interest (objection) switches
 * are not consent purposes and are left out.
 */
export function pretickedLabels(root: BannerRoot | null): string[] {
  if (!root) return [];
  const labels = root.toggles
    .filter(
      (t) =>
        !t.radio &&
        t.checked &&
        !t.disabled &&
        !isNecessaryPurpose(t.label) &&
        !isLegitimateInterestSwitch(t.label) &&
        !TOGGLE_ALL.test(t.label) &&
        optOutToggleSemantics(t.label) === null,
    )
    .map((t) => t.label.slice(0, MAX_LABEL));
  // A Yes / No question per category: pre-ticked when "Yes" is selected before the visitor answers.
  for (const group of radioGroups(root.toggles)) {
    const selected = group.options.find((t) => t.checked);
    if (group.necessary || !selected || selected.disabled) continue;
    if (radioOptionMeaning(selected.label) !== 'allow') continue;
    labels.push((group.question || selected.label).slice(0, MAX_LABEL));
  }
  return [...new Set(labels)].slice(0, MAX_PURPOSES);
}

export interface RadioGroup {
  /** The question (the fieldset's legend), or '' when it has none. */
  question: string;
  options: ScannedToggle[];
  /** A strictly necessary category (its question or any option names it). */
  necessary: boolean;
}

/**
 * The radio buttons of `toggles` grouped per question, for the groups that are a consent choice: one
 * option refuses and another allows ("Yes" / "No", "Use cookies that …" / "Do not use cookies that …").
 */
export function radioGroups(toggles: readonly ScannedToggle[]): RadioGroup[] {
  const groups = new Map<string, RadioGroup>();
  for (const toggle of toggles) {
    if (!toggle.radio) continue;
    const key = `${toggle.rootKey ?? '-'}|${toggle.radio.group}`;
    const group = groups.get(key) ?? {
      question: toggle.radio.legend,
      options: [],
      necessary: false,
    };
    group.options.push(toggle);
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter(
      (group) =>
        group.options.some((t) => radioOptionMeaning(t.label) === 'refuse') &&
        group.options.some((t) => radioOptionMeaning(t.label) === 'allow'),
    )
    .map((group) => ({ ...group, necessary: isNecessaryPurpose(group.question) }));
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
