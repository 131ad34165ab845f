import type { OptOutControl } from '../../model/index.ts';
import type { BannerRoot, PageScan, ScannedControl, ScannedToggle } from './banner-scan.ts';
import { setToggle } from './click.ts';
import { clickControl, pick, waitForLayer } from './layers.ts';
import { optOutToggleSemantics } from './text-classifier.ts';
import type { ActionOutcome, FlowContext } from './types.ts';

/**
 * The reject arm on a page without a banner but with a US-style opt-out control: a "Do Not Sell or
 * Share My Personal Information" / "Your Privacy Choices" link (possibly opening a dialog or a page
 * with an opt-out switch and a confirm button), or an opt-out switch on the page itself.
 */
export function findOptOutControl(scan: PageScan | null): { control: OptOutControl; link: ScannedControl | null; toggle: ScannedToggle | null } | null {
  if (!scan) return null;
  const link = scan.optOutLinks.find((c) => c.intent === 'do_not_sell') ?? scan.optOutLinks.find((c) => c.intent === 'privacy_choices') ?? null;
  if (link) {
    return { control: { kind: link.intent === 'do_not_sell' ? 'do_not_sell_link' : 'privacy_choices_link', label: link.label }, link, toggle: null };
  }
  const toggle = scan.toggles.find((t) => !t.disabled && optOutToggleSemantics(t.label) !== null) ?? null;
  return toggle ? { control: { kind: 'toggle', label: toggle.label }, link: null, toggle } : null;
}

/** Sets every sale/sharing switch of `toggles` to "opted out"; returns the arm time of the first change. */
async function applyOptOut(ctx: FlowContext, scan: PageScan, toggles: readonly ScannedToggle[]): Promise<{ changed: number; at: number | null }> {
  let changed = 0;
  let at: number | null = null;
  for (const toggle of toggles) {
    const semantics = optOutToggleSemantics(toggle.label);
    if (!semantics || toggle.disabled) continue;
    const wanted = semantics === 'checked_means_opt_out';
    if (toggle.checked === wanted) continue;
    const handle = await scan.toggleHandle(toggle);
    if (!handle) continue;
    ctx.beforeDecision();
    const time = ctx.runtime.elapsedMs();
    if (await setToggle(handle, wanted)) {
      changed += 1;
      at ??= time;
    }
    await handle.dispose().catch(() => undefined);
  }
  return { changed, at };
}

const hasOptOutParts = (root: BannerRoot) =>
  root.toggles.some((t) => optOutToggleSemantics(t.label) !== null) || root.controls.some((c) => c.intent === 'reject' || c.intent === 'save');

export async function useOptOutControl(ctx: FlowContext, scan: PageScan, found: NonNullable<ReturnType<typeof findOptOutControl>>): Promise<ActionOutcome> {
  const base = { kind: 'opt_out_control' as const, method: 'opt_out_control' as const, layer: 'page' as const, ambiguous: false, preticked: [] };
  if (found.toggle) {
    const { changed, at } = await applyOptOut(ctx, scan, [found.toggle]);
    const root = scan.roots.find((r) => r.key === found.toggle?.rootKey) ?? null;
    const confirm = pick(root, ['save']);
    const confirmedAt = confirm ? await clickControl(ctx, scan, confirm, true) : null;
    if (changed === 0 && confirmedAt === null) {
      return { ...base, clickStatus: 'click_failed', label: found.control.label, decisionAtMs: null, firstClickAtMs: null, failure: 'opt-out toggle did not change' };
    }
    const decisionAtMs = confirmedAt ?? at;
    return { ...base, clickStatus: 'clicked', label: confirm && confirmedAt !== null ? confirm.label : found.control.label, decisionAtMs, firstClickAtMs: at ?? decisionAtMs };
  }
  const link = found.link;
  if (!link) return { ...base, clickStatus: 'control_not_found', decisionAtMs: null, firstClickAtMs: null };
  const linkAt = await clickControl(ctx, scan, link);
  if (linkAt === null) {
    ctx.runtime.limit('consent_click_failed', `The opt-out link "${link.label.slice(0, 80)}" was found but the click did not go through.`);
    return { ...base, clickStatus: 'click_failed', label: link.label, decisionAtMs: null, firstClickAtMs: null };
  }
  // The link may open a dialog or another page with the actual switch and a confirm button.
  const next = await waitForLayer(ctx, hasOptOutParts);
  if (!next) {
    // The link itself was the opt-out (nothing else appeared).
    ctx.beforeDecision();
    return { ...base, clickStatus: 'clicked', label: link.label, decisionAtMs: linkAt, firstClickAtMs: linkAt };
  }
  try {
    const { changed, at: toggledAt } = await applyOptOut(ctx, next.scan, next.root.toggles);
    const confirm = pick(next.root, changed > 0 ? ['save', 'reject'] : ['reject', 'save']);
    if (!confirm) {
      ctx.beforeDecision();
      return { ...base, clickStatus: 'clicked', label: link.label, decisionAtMs: linkAt, firstClickAtMs: linkAt };
    }
    const at = await clickControl(ctx, next.scan, confirm, true);
    if (at === null) {
      ctx.runtime.limit('consent_click_failed', `The opt-out confirmation "${confirm.label.slice(0, 80)}" was found but the click did not go through.`);
      return { ...base, clickStatus: 'click_failed', label: confirm.label, decisionAtMs: null, firstClickAtMs: linkAt };
    }
    return { ...base, clickStatus: 'clicked', label: confirm.label, decisionAtMs: toggledAt ?? at, firstClickAtMs: linkAt };
  } finally {
    await next.scan.dispose();
  }
}
