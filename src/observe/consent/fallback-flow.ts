import type { BannerRoot, PageScan, ScannedToggle } from './banner-scan.ts';
import {
  clickControl,
  clickDecisive,
  hasIntent,
  pick,
  setToggleControl,
  waitUntilClosed,
  waitForLayer,
} from './layers.ts';
import { mergePreticked, pretickedLabels, radioGroups } from './preticked.ts';
import {
  isNecessaryPurpose,
  radioOptionMeaning,
  REFUSAL_INTENTS,
  type ControlIntent,
} from './text-classifier.ts';
import type { ActionOutcome, FlowContext } from './types.ts';

/**
 * consentry's own banner handling, for banners autoconsent does not know (or when its rule failed).
 * Reject arm: a first-layer refusal (Reject all › Necessary only › Continue without accepting);
 * otherwise open the settings layer ("More options" is settings, never a refusal; a "Set cookie
 * preferences" link to a settings page when the banner has nothing in-page) and use its Reject all /
 * Necessary only, or untick every optional purpose (select "No" in each Yes / No question) and save. Accept arm: Accept all, or
 * an "OK"/"Got it" beside a refusal ("Opt out" / "Got it!": the banner's acceptance), otherwise Accept
 * all in the settings layer. An "OK"/"Got it" alone is never clicked (a box offering only that is an
 * information notice, not a banner: see banner-scan.ts).
 */
const SECOND_LAYER_REFUSAL: readonly ControlIntent[] = ['reject', 'necessary_only'];

function outcomeKind(intent: ControlIntent): ActionOutcome['kind'] {
  return intent === 'necessary_only' || intent === 'save' ? 'necessary_only' : 'reject';
}

function failed(
  ctx: FlowContext,
  base: Partial<ActionOutcome>,
  kind: ActionOutcome['kind'],
  label: string,
  layer: 'first' | 'second',
): ActionOutcome {
  ctx.runtime.limit(
    'consent_click_failed',
    `The consent control "${label.slice(0, 80)}" (${layer} layer) was found but the click did not go through.`,
  );
  return {
    kind,
    clickStatus: 'click_failed',
    method: 'fallback_heuristic',
    label,
    layer,
    decisionAtMs: null,
    firstClickAtMs: base.firstClickAtMs ?? null,
    ambiguous: false,
    preticked: base.preticked ?? [],
    failure: `click on "${label.slice(0, 80)}" failed`,
  };
}

const notFound = (
  kind: ActionOutcome['kind'],
  preticked: string[],
  firstClickAtMs: number | null = null,
): ActionOutcome => ({
  kind,
  clickStatus: 'control_not_found',
  method: 'fallback_heuristic',
  decisionAtMs: null,
  firstClickAtMs,
  ambiguous: false,
  preticked,
});

/**
 * Opens the settings layer of `root`; the new layer must satisfy `want`. With `followLinks`, a banner
 * whose only way to its settings is a link ("Set cookie preferences" → /cookies, as UK public-sector
 * sites do) has it followed: the settings page is the layer.
 */
async function openSettings(
  ctx: FlowContext,
  scan: PageScan,
  root: BannerRoot,
  want: (layer: BannerRoot) => boolean,
  followLinks = false,
) {
  const settings =
    pick(root, ['settings'], { inPage: true }) ?? (followLinks ? pick(root, ['settings']) : null);
  if (!settings) return { opened: null, clickedAt: null, settingsLabel: null };
  const clickedAt = await clickControl(ctx, scan, settings);
  if (clickedAt === null) return { opened: null, clickedAt: null, settingsLabel: settings.label };
  // A new container, or the same one swapped in place: either way its controls differ from the first layer's.
  const opened = await waitForLayer(
    ctx,
    (layer) => want(layer) && signature(layer) !== signature(root),
  );
  return { opened, clickedAt, settingsLabel: settings.label };
}

const signature = (root: BannerRoot) =>
  `${root.controls.map((c) => c.label).join('|')}#${root.toggles.map((t) => t.label).join('|')}`;

/**
 * A settings layer still open after its decisive click. A "Reject all" / "Accept all" there may only set
 * the switches (Didomi's "Disagree to all"): the layer's own Save control then saves them, as a visitor
 * would (`saveToo`). A layer that saved and stayed open (tarteaucitron's panel after "Deny all") is
 * closed with its own Close control, so that it is not taken for a banner shown again.
 */
async function finishIfLeftOpen(
  ctx: FlowContext,
  scan: PageScan,
  root: BannerRoot,
  saveToo: 'refusal' | 'acceptance' | false,
): Promise<void> {
  const save = saveToo ? pick(root, ['save'], { inPage: true }) : null;
  const close = pick(root, ['close'], { inPage: true });
  if (!save && !close) return;
  if (await waitUntilClosed(scan, root, ctx.deadline.cap(300))) return;
  if (save) {
    // A refusal never saves a switch left on (one the "Reject all" did not reach).
    if (saveToo === 'refusal') await untickOptional(ctx, scan, root.toggles);
    await clickControl(ctx, scan, save);
    if (!close || (await waitUntilClosed(scan, root, ctx.deadline.cap(300)))) return;
  }
  if (close) await clickControl(ctx, scan, close);
}

/**
 * A first layer that is itself a settings layer: purpose switches and a Save control (Orejime's
 * forceModal, Klaro's mustConsent modal). Its "Reject all" / "Accept all" may only set the switches
 * (Orejime's "Alles weigeren" / "Alles aanvaarden"), so it is finished like a second layer.
 */
const isSettingsLayer = (root: BannerRoot): boolean =>
  root.toggles.length > 0 && pick(root, ['save'], { inPage: true }) !== null;

async function untickOptional(
  ctx: FlowContext,
  scan: PageScan,
  toggles: readonly ScannedToggle[],
): Promise<void> {
  for (const toggle of toggles) {
    if (toggle.radio || !toggle.checked || toggle.disabled || isNecessaryPurpose(toggle.label))
      continue;
    await setToggleControl(ctx, scan, toggle, false);
  }
  // A Yes / No question per category: "No" is selected in each optional one (also where none is yet).
  for (const group of radioGroups(toggles)) {
    if (group.necessary) continue;
    const no = group.options.find((t) => radioOptionMeaning(t.label) === 'refuse' && !t.disabled);
    if (no && !no.checked) await setToggleControl(ctx, scan, no, true);
  }
}

export async function fallbackReject(
  ctx: FlowContext,
  scan: PageScan,
  root: BannerRoot,
): Promise<ActionOutcome> {
  const preticked = pretickedLabels(root);
  const first = pick(root, REFUSAL_INTENTS);
  if (first) {
    const at = await clickDecisive(ctx, scan, root, first);
    if (at === null)
      return failed(ctx, { preticked }, outcomeKind(first.intent), first.label, 'first');
    if (isSettingsLayer(root)) await finishIfLeftOpen(ctx, scan, root, 'refusal');
    return {
      kind: outcomeKind(first.intent),
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: first.label,
      layer: 'first',
      decisionAtMs: at,
      firstClickAtMs: at,
      ambiguous: false,
      preticked,
      firstLayerRejectAvailable: true,
    };
  }
  const wantsRefusal = (layer: BannerRoot) => hasIntent(layer, [...SECOND_LAYER_REFUSAL, 'save']);
  const { opened, clickedAt, settingsLabel } = await openSettings(
    ctx,
    scan,
    root,
    wantsRefusal,
    true,
  );
  if (!opened) {
    if (settingsLabel && clickedAt === null)
      return failed(ctx, { preticked }, 'reject', settingsLabel, 'first');
    if (settingsLabel) {
      ctx.runtime.limit(
        'flow_incomplete',
        `The refusal flow stopped at step 2: "${settingsLabel.slice(0, 80)}" (the first layer offers no refusal) opened no layer with a Reject all, Necessary only or Save choices control the scanner could identify; nothing is concluded about registration.`,
      );
    }
    return { ...notFound('reject', preticked, clickedAt), firstLayerRejectAvailable: false };
  }
  try {
    mergePreticked(preticked, pretickedLabels(opened.root));
    const refusal = pick(opened.root, SECOND_LAYER_REFUSAL);
    const save = refusal ? null : pick(opened.root, ['save']);
    const control = refusal ?? save;
    if (!control)
      return { ...notFound('reject', preticked, clickedAt), firstLayerRejectAvailable: false };
    if (save) await untickOptional(ctx, opened.scan, opened.root.toggles);
    const at = await clickDecisive(ctx, opened.scan, opened.root, control);
    if (at !== null)
      await finishIfLeftOpen(ctx, opened.scan, opened.root, control === refusal && 'refusal');
    if (at === null)
      return {
        ...failed(
          ctx,
          { preticked, firstClickAtMs: clickedAt },
          outcomeKind(control.intent),
          control.label,
          'second',
        ),
        firstLayerRejectAvailable: false,
      };
    return {
      kind: outcomeKind(control.intent),
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: control.label,
      layer: 'second',
      decisionAtMs: at,
      firstClickAtMs: clickedAt,
      ambiguous: false,
      preticked,
      firstLayerRejectAvailable: false,
    };
  } finally {
    await opened.scan.dispose();
  }
}

export async function fallbackAccept(
  ctx: FlowContext,
  scan: PageScan,
  root: BannerRoot,
): Promise<ActionOutcome> {
  const preticked = pretickedLabels(root);
  const firstLayerRejectAvailable = hasIntent(root, REFUSAL_INTENTS);
  const control =
    pick(root, ['accept']) ?? (firstLayerRejectAvailable ? pick(root, ['acknowledge']) : null);
  if (control) {
    const at = await clickDecisive(ctx, scan, root, control);
    if (at === null)
      return {
        ...failed(ctx, { preticked }, 'accept', control.label, 'first'),
        firstLayerRejectAvailable,
      };
    if (isSettingsLayer(root)) await finishIfLeftOpen(ctx, scan, root, 'acceptance');
    return {
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: control.label,
      layer: 'first',
      decisionAtMs: at,
      firstClickAtMs: at,
      ambiguous: false,
      preticked,
      firstLayerRejectAvailable,
    };
  }
  const { opened, clickedAt, settingsLabel } = await openSettings(ctx, scan, root, (layer) =>
    hasIntent(layer, ['accept']),
  );
  if (!opened) {
    if (settingsLabel && clickedAt === null)
      return {
        ...failed(ctx, { preticked }, 'accept', settingsLabel, 'first'),
        firstLayerRejectAvailable,
      };
    return { ...notFound('accept', preticked, clickedAt), firstLayerRejectAvailable };
  }
  try {
    mergePreticked(preticked, pretickedLabels(opened.root));
    const accept = pick(opened.root, ['accept']);
    if (!accept) return { ...notFound('accept', preticked, clickedAt), firstLayerRejectAvailable };
    const at = await clickDecisive(ctx, opened.scan, opened.root, accept);
    if (at !== null) await finishIfLeftOpen(ctx, opened.scan, opened.root, 'acceptance');
    if (at === null)
      return {
        ...failed(ctx, { preticked, firstClickAtMs: clickedAt }, 'accept', accept.label, 'second'),
        firstLayerRejectAvailable,
      };
    return {
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: accept.label,
      layer: 'second',
      decisionAtMs: at,
      firstClickAtMs: clickedAt,
      ambiguous: false,
      preticked,
      firstLayerRejectAvailable,
    };
  } finally {
    await opened.scan.dispose();
  }
}

/** The heuristic's Reject or Accept on `root`. */
export function fallbackAction(
  ctx: FlowContext,
  action: 'accept' | 'reject',
  scan: PageScan,
  root: BannerRoot,
): Promise<ActionOutcome> {
  return action === 'reject' ? fallbackReject(ctx, scan, root) : fallbackAccept(ctx, scan, root);
}

/**
 * For arms that decide nothing: open the settings layer (a non-navigating control only), read the
 * pre-ticked purposes, and leave it open — nothing is saved.
 */
export async function inspectSettings(
  ctx: FlowContext,
  scan: PageScan,
  root: BannerRoot,
): Promise<string[]> {
  const preticked = pretickedLabels(root);
  if (!pick(root, ['settings'], { inPage: true })) return preticked;
  // The settings layer shows toggles, or per-purpose/per-vendor allow/deny buttons (then nothing is pre-ticked).
  const { opened } = await openSettings(
    ctx,
    scan,
    root,
    (layer) => layer.toggles.length > 0 || hasIntent(layer, ['accept', 'reject', 'save']),
  );
  if (opened) {
    mergePreticked(preticked, pretickedLabels(opened.root));
    await opened.scan.dispose();
  }
  return preticked;
}
