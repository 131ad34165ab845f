import type { OptOutControl } from '../../model/index.ts';
import type { BannerRoot, PageScan, ScannedControl, ScannedToggle } from './banner-scan.ts';
import { clickControl, pick, setToggleControl, waitForLayer, waitUntil } from './layers.ts';
import { pathOf } from '../site.ts';
import { optOutToggleSemantics } from './text-classifier.ts';
import type { ActionOutcome, FlowContext } from './types.ts';

/**
 * The reject arm on a page without a banner but with a US-style opt-out control: a "Do Not Sell or
 * Share My Personal Information" / "Your Privacy Choices" link (possibly opening a dialog or a page
 * with an opt-out switch and a confirm button), or an opt-out switch on the page itself.
 */
export function findOptOutControl(
  scan: PageScan | null,
): { control: OptOutControl; link: ScannedControl | null; toggle: ScannedToggle | null } | null {
  if (!scan) return null;
  const link =
    scan.optOutLinks.find((c) => c.intent === 'do_not_sell') ??
    scan.optOutLinks.find((c) => c.intent === 'privacy_choices') ??
    null;
  if (link) {
    return {
      control: {
        kind: link.intent === 'do_not_sell' ? 'do_not_sell_link' : 'privacy_choices_link',
        label: link.label,
      },
      link,
      toggle: null,
    };
  }
  const toggle =
    scan.toggles.find((t) => !t.disabled && optOutToggleSemantics(t.label) !== null) ?? null;
  return toggle ? { control: { kind: 'toggle', label: toggle.label }, link: null, toggle } : null;
}

/** Sets every sale/sharing switch of `toggles` to "opted out"; returns the arm time of the first change. */
async function applyOptOut(
  ctx: FlowContext,
  scan: PageScan,
  toggles: readonly ScannedToggle[],
): Promise<{ changed: number; at: number | null }> {
  let changed = 0;
  let at: number | null = null;
  for (const toggle of toggles) {
    const semantics = optOutToggleSemantics(toggle.label);
    if (!semantics || toggle.disabled) continue;
    const wanted = semantics === 'checked_means_opt_out';
    if (toggle.checked === wanted) continue;
    ctx.beforeDecision();
    const time = ctx.runtime.elapsedMs();
    if (await setToggleControl(ctx, scan, toggle, wanted)) {
      changed += 1;
      at ??= time;
    }
  }
  return { changed, at };
}

const hasOptOutParts = (root: BannerRoot) =>
  root.toggles.some((t) => optOutToggleSemantics(t.label) !== null) ||
  root.controls.some((c) => c.intent === 'reject' || c.intent === 'save');

/**
 * Page-side: whether a layer (or the form around it) asks the visitor who they are — an email, phone or
 * name field. Such a layer is a privacy-request form (a data-subject request, verified by email), not an
 * opt-out switch: a scanner must neither fill it nor submit it, so the flow ends there, unfinished.
 */
const ASKS_FOR_PERSONAL_DATA = `(root) => {
  const fields = 'input[type=email], input[type=tel], input[autocomplete~=email], input[autocomplete~=tel], input[autocomplete~=name], input[autocomplete~=given-name], input[autocomplete~=family-name]';
  return Boolean((root.closest('form') || root).querySelector(fields));
}`;

async function asksForPersonalData(scan: PageScan, root: BannerRoot): Promise<boolean> {
  return (
    (await scan.evaluateOnRoot(root, ASKS_FOR_PERSONAL_DATA, null).catch(() => false)) === true
  );
}

/** How long a link to another page may take to start its navigation after the click. */
const LINK_NAVIGATION_WAIT_MS = 5_000;

/** Steps of a flow followed after the opt-out link (a page or dialog, then at most two more layers). */
const MAX_LAYERS = 3;

const signature = (root: BannerRoot) =>
  `${root.controls.map((c) => c.label).join('|')}#${root.toggles.map((t) => t.label).join('|')}`;
const quoted = (label: string) => `"${label.slice(0, 80)}"`;
const pageOf = (ctx: FlowContext) => (ctx.page.isClosed() ? '/' : pathOf(ctx.page.url()));
const documentOf = (url: string) => url.replace(/#.*$/, '');

/**
 * A flow that could not be followed to its final control: a coverage limitation naming the step where
 * it stopped, and no refusal (nothing is concluded about registration from an unfinished flow).
 */
function incomplete(
  ctx: FlowContext,
  base: Omit<ActionOutcome, 'clickStatus' | 'decisionAtMs' | 'firstClickAtMs'>,
  step: number,
  firstClickAtMs: number,
  why: string,
): ActionOutcome {
  ctx.runtime.limit(
    'flow_incomplete',
    `The opt-out flow stopped at step ${step} (${pageOf(ctx)}): ${why}; whether the site registers the opt-out was not observed.`,
  );
  return {
    ...base,
    clickStatus: 'control_not_found',
    decisionAtMs: null,
    firstClickAtMs,
    failure: why,
  };
}

export async function useOptOutControl(
  ctx: FlowContext,
  scan: PageScan,
  found: NonNullable<ReturnType<typeof findOptOutControl>>,
): Promise<ActionOutcome> {
  const base = {
    kind: 'opt_out_control' as const,
    method: 'opt_out_control' as const,
    layer: 'page' as const,
    ambiguous: false,
    preticked: [],
  };
  if (found.toggle) {
    const { changed, at } = await applyOptOut(ctx, scan, [found.toggle]);
    const root = scan.roots.find((r) => r.key === found.toggle?.rootKey) ?? null;
    const confirm = pick(root, ['save']);
    const confirmedAt = confirm ? await clickControl(ctx, scan, confirm, true) : null;
    if (changed === 0 && confirmedAt === null) {
      return {
        ...base,
        clickStatus: 'click_failed',
        label: found.control.label,
        decisionAtMs: null,
        firstClickAtMs: null,
        failure: 'opt-out toggle did not change',
      };
    }
    const decisionAtMs = confirmedAt ?? at;
    return {
      ...base,
      clickStatus: 'clicked',
      label: confirm && confirmedAt !== null ? confirm.label : found.control.label,
      decisionAtMs,
      firstClickAtMs: at ?? decisionAtMs,
    };
  }
  const link = found.link;
  if (!link)
    return { ...base, clickStatus: 'control_not_found', decisionAtMs: null, firstClickAtMs: null };
  const before = documentOf(ctx.page.url());
  const navigationsBefore = ctx.navigation.requested();
  const linkAt = await clickControl(ctx, scan, link);
  if (linkAt === null) {
    ctx.runtime.limit(
      'consent_click_failed',
      `The opt-out link "${link.label.slice(0, 80)}" was found but the click did not go through.`,
    );
    return {
      ...base,
      clickStatus: 'click_failed',
      label: link.label,
      decisionAtMs: null,
      firstClickAtMs: null,
    };
  }
  const stopped = (step: number, why: string) =>
    incomplete(ctx, { ...base, label: link.label }, step, linkAt, why);
  // A link to another page: a busy renderer can take seconds to start its navigation.
  if (link.navigates)
    await waitUntil(
      ctx,
      () => ctx.navigation.requested() > navigationsBefore,
      LINK_NAVIGATION_WAIT_MS,
    );
  // The link may open a dialog or another page with the actual switch and a confirm button, possibly behind one more layer.
  let next = await waitForLayer(ctx, hasOptOutParts);
  if (!next) {
    if (!ctx.page.isClosed() && documentOf(ctx.page.url()) !== before) {
      return stopped(
        2,
        `the ${quoted(link.label)} link led to a page with no opt-out switch or confirm control the scanner could identify`,
      );
    }
    // A link to another page that never opened it was not the opt-out: its next step was not seen.
    if (link.navigates && ctx.navigation.requested() === navigationsBefore)
      return stopped(2, `the ${quoted(link.label)} link did not open its page in time`);
    // The link itself was the opt-out (nothing else appeared and the page stayed).
    ctx.beforeDecision();
    return {
      ...base,
      clickStatus: 'clicked',
      label: link.label,
      decisionAtMs: linkAt,
      firstClickAtMs: linkAt,
    };
  }
  let toggledAt: number | null = null;
  let switched = 0;
  for (let layer = 1; ; layer++) {
    const step = layer + 1;
    const current: { scan: PageScan; root: BannerRoot } = next;
    try {
      if (await asksForPersonalData(current.scan, current.root))
        return stopped(
          step,
          `the opt-out is a request form that asks for personal data (name, email or phone); the scanner does not fill in or submit it`,
        );
      const { changed, at } = await applyOptOut(ctx, current.scan, current.root.toggles);
      switched += changed;
      toggledAt ??= at;
      const confirm = pick(current.root, switched > 0 ? ['save', 'reject'] : ['reject', 'save']);
      if (confirm) {
        const at = await clickControl(ctx, current.scan, confirm, true);
        if (at === null) {
          ctx.runtime.limit(
            'consent_click_failed',
            `The opt-out confirmation "${confirm.label.slice(0, 80)}" was found but the click did not go through.`,
          );
          return {
            ...base,
            clickStatus: 'click_failed',
            label: confirm.label,
            decisionAtMs: null,
            firstClickAtMs: linkAt,
          };
        }
        return {
          ...base,
          clickStatus: 'clicked',
          label: confirm.label,
          decisionAtMs: toggledAt ?? at,
          firstClickAtMs: linkAt,
        };
      }
      // No confirm here: one more layer behind a settings / "manage" control, at most MAX_LAYERS deep.
      const further = layer < MAX_LAYERS ? pick(current.root, ['settings']) : null;
      // A new container, or the same one swapped in place: either way its controls differ from this layer's.
      const opened =
        further && (await clickControl(ctx, current.scan, further)) !== null
          ? await waitForLayer(
              ctx,
              (root) => hasOptOutParts(root) && signature(root) !== signature(current.root),
            )
          : null;
      if (!opened) {
        const what =
          switched > 0
            ? "the opt-out switch was set to opt out, but no confirm control could be identified (a control without a label or accessible name cannot be told from the page's other controls)"
            : 'no opt-out switch to turn off and no confirm control could be identified';
        return stopped(
          step,
          further ? `${what}, and ${quoted(further.label)} opened no layer with one either` : what,
        );
      }
      next = opened;
    } finally {
      await current.scan.dispose();
    }
  }
}
