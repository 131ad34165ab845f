import type { AutoconsentBridge } from './autoconsent-bridge.ts';
import { isBanner, scanPage, type BannerRoot, type PageScan } from './banner-scan.ts';
import { fallbackAction } from './fallback-flow.ts';
import { waitForLayer, waitUntilClosed } from './layers.ts';
import { ACTION_RESERVE_MS } from './consent-state.ts';
import { classifyControlText } from './text-classifier.ts';
import { Deadline, sleep } from './time.ts';
import { notAttempted, type ActionOutcome, type FlowContext } from './types.ts';

/**
 * Lets autoconsent perform the action on the popup it found (its rule knows the CMP), then reads
 * what it did from the click recorder: the label of the decisive (last) click, and whether a settings
 * control was clicked first (second layer). An opt-out is followed by autoconsent's self-test.
 * Returns null when autoconsent could not do it, so the caller can try the heuristic.
 */
const RESULT_WAIT_MS = 6_000;
/** Intents of a click that expresses the decision (a settings click only opens a layer). */
const DECISIVE = new Set([
  'accept',
  'reject',
  'necessary_only',
  'continue_without',
  'save',
  'acknowledge',
]);
const DONE_WAIT_MS = 800;
const POPUP_CLOSE_WAIT_MS = 800;
const SELF_TEST_WAIT_MS = 1_500;

async function waitFor(
  ctx: FlowContext,
  bridge: AutoconsentBridge,
  ready: () => boolean,
  ms: number,
): Promise<boolean> {
  const until = performance.now() + ctx.deadline.cap(ms);
  while (!ready()) {
    const left = until - performance.now();
    if (left <= 0) return false;
    await bridge.changed(Math.min(left, 250));
  }
  return true;
}

/**
 * The rule's self-test before the opt-out, as a baseline: only a test that fails before the click and
 * passes after it is evidence of the refusal (consent-layer.ts reads `selfTestBeforeAction`).
 */
async function selfTestBeforeAction(ctx: FlowContext, bridge: AutoconsentBridge): Promise<void> {
  const answer = () => bridge.selfTest?.ok ?? null;
  bridge.selfTest = null;
  if (await bridge.requestSelfTestBeforeAction())
    await waitFor(ctx, bridge, () => answer() !== null, SELF_TEST_WAIT_MS);
  bridge.selfTestBeforeAction = answer();
  bridge.selfTest = null;
}

export async function autoconsentAction(
  ctx: FlowContext,
  bridge: AutoconsentBridge,
  action: 'accept' | 'reject',
  firstLayerRejectAvailable: boolean | null,
): Promise<ActionOutcome | null> {
  const clicksBefore = ctx.clicks.length;
  const requestedAt = ctx.runtime.elapsedMs();
  ctx.setClickWatcher((click) => {
    if (DECISIVE.has(classifyControlText(click.label))) ctx.beforeDecision();
  });
  if (action === 'reject') await selfTestBeforeAction(ctx, bridge);
  let result: typeof bridge.result;
  try {
    if (!(await bridge.requestAction(action === 'accept' ? 'optIn' : 'optOut'))) return null;
    await waitFor(ctx, bridge, () => bridge.result !== null, RESULT_WAIT_MS);
    result = bridge.result;
  } finally {
    ctx.setClickWatcher(null);
  }
  if (!result?.ok) return null;
  ctx.beforeDecision(); // a rule that decided without a recognisable click (eval, or an unlabelled control)
  await sleep(30); // the click recorder's last message may trail the result by a tick

  const clicks = ctx.clicks.slice(clicksBefore);
  // The choice, not a "Hide cookie message" after it (GOV.UK's confirmation): the last decisive click.
  const decisiveIndex = clicks.findLastIndex((click) => isDecisive(click.label));
  const decisive = clicks.at(decisiveIndex >= 0 ? decisiveIndex : -1);
  const settingsFirst = clicks
    .slice(0, decisiveIndex >= 0 ? decisiveIndex : -1)
    .some((click) => classifyControlText(click.label) === 'settings');
  const layer: 'first' | 'second' =
    clicks.length > 0
      ? settingsFirst
        ? 'second'
        : 'first'
      : action === 'reject' && firstLayerRejectAvailable === false
        ? 'second'
        : 'first';
  const decisiveIntent = decisive ? classifyControlText(decisive.label) : null;
  const kind: ActionOutcome['kind'] =
    action === 'accept'
      ? 'accept'
      : decisiveIntent === 'necessary_only' || decisiveIntent === 'save'
        ? 'necessary_only'
        : 'reject';

  if (result.action === 'optOut' && result.scheduleSelfTest) {
    await waitFor(ctx, bridge, () => bridge.done !== null, DONE_WAIT_MS);
    if (await bridge.requestSelfTest())
      await waitFor(ctx, bridge, () => bridge.selfTest !== null, SELF_TEST_WAIT_MS);
  }

  const outcome: ActionOutcome = {
    kind,
    clickStatus: 'clicked',
    method: 'autoconsent',
    layer,
    decisionAtMs: decisive?.atMs ?? result.atMs ?? requestedAt,
    firstClickAtMs: clicks[0]?.atMs ?? result.atMs ?? requestedAt,
    ambiguous: false,
    preticked: [],
  };
  if (decisive) outcome.label = decisive.label;
  if (firstLayerRejectAvailable === null && action === 'reject' && clicks.length > 0)
    outcome.firstLayerRejectAvailable = layer === 'first';
  return outcome;
}

/**
 * The heuristic's turn after a rule that failed. A rule fails by waiting out a control that is not
 * there (Shopify's rule waits for a first-layer Decline the store's banner does not show), which takes
 * most of the act budget; the heuristic then still gets the time an action needs (ACTION_RESERVE_MS,
 * what detection leaves it), so that it can open the settings layer and refuse there.
 */
function withHeuristicReserve(ctx: FlowContext): FlowContext {
  if (ctx.deadline.remaining() >= ACTION_RESERVE_MS) return ctx;
  return { ...ctx, deadline: new Deadline(ACTION_RESERVE_MS) };
}

const isDecisive = (label: string | undefined): boolean =>
  label !== undefined && DECISIVE.has(classifyControlText(label));

/**
 * A rule that reported success, whose popup is gone from view, but whose last click was one that
 * decides nothing ("More information", "Cookie Preferences") and after which nothing was registered only opened the
 * next layer — autoconsent calls such a rule intermediate and leaves the rest to a rule for that layer,
 * which may not exist (TrustArc-top's opt-out without a Decline All clicks the preferences button and
 * hides the notice and the preference manager's overlay with a style of its own for ten seconds; the
 * TrustArc-frame rule for the consent-pref.trustarc.com iframe is gone from autoconsent). We observe,
 * we do not hide: the hiding style is removed, and the heuristic acts on whatever banner or layer is
 * then visible. Null when nothing is (the popup really closed) or the choice was registered.
 */
async function afterOpeningOnly(
  ctx: FlowContext,
  action: 'accept' | 'reject',
  done: ActionOutcome,
): Promise<ActionOutcome | null> {
  if ((await ctx.registeredSince()) || ctx.deadline.remaining() < 1_500) return null;
  await removeAutoconsentHiding(ctx.page);
  // The layer it opened may still be loading (TrustArc's preference manager is an iframe).
  const opened = await waitForLayer(ctx, isBanner);
  if (!opened) return null;
  try {
    const fallback = await fallbackAction(ctx, action, opened.scan, opened.root);
    if (fallback.clickStatus !== 'clicked') return null;
    // What the heuristic finds first is the layer autoconsent opened: the choice was on a later layer.
    const outcome: ActionOutcome = {
      ...fallback,
      firstClickAtMs: done.firstClickAtMs,
      layer: fallback.layer === 'page' ? 'page' : 'second',
      preticked: done.preticked.length > 0 ? done.preticked : fallback.preticked,
    };
    if (done.firstLayerRejectAvailable !== undefined)
      outcome.firstLayerRejectAvailable = done.firstLayerRejectAvailable;
    else delete outcome.firstLayerRejectAvailable;
    return outcome;
  } finally {
    await opened.scan.dispose();
  }
}

/** autoconsent's own hiding style (`style#autoconsent-css-rules`), in every frame of the page. */
async function removeAutoconsentHiding(page: FlowContext['page']): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() => {
          for (const style of document.querySelectorAll('style#autoconsent-css-rules'))
            style.remove();
        })
        .catch(() => undefined),
    ),
  );
}

/**
 * The heuristic's outcome after autoconsent already clicked: when autoconsent opened a settings layer
 * before failing (Sourcepoint's rule clicks "Manage options" in the message frame, which the wrapper
 * then replaces by the privacy manager's frame, so the rule never answers), the heuristic decided on
 * that second layer, not on a first one; the refusal it found there says nothing about the first layer.
 */
function afterAutoconsentClicks(
  ctx: FlowContext,
  clicksBefore: number,
  outcome: ActionOutcome,
): ActionOutcome {
  if (outcome.clickStatus !== 'clicked' || outcome.layer === 'second') return outcome;
  const clicks = ctx.clicks.slice(clicksBefore);
  const settingsFirst = clicks
    .slice(0, -1)
    .some((click) => classifyControlText(click.label) === 'settings');
  if (!settingsFirst) return outcome;
  const { firstLayerRejectAvailable: _onTheSecondLayer, ...rest } = outcome;
  return { ...rest, layer: 'second', firstClickAtMs: clicks[0]?.atMs ?? outcome.firstClickAtMs };
}

/**
 * The whole action on an autoconsent popup: autoconsent acts; if the popup stays with the clicked
 * control still there and nothing was stored (a CMP that shows its buttons before wiring them
 * swallowed the click), autoconsent is asked once more; if its rule fails, the heuristic gets one
 * chance on whatever banner is still visible. A rule that reports success without a decisive click
 * (it only ticked purposes, or clicked buttons that no longer exist, as autoconsent's Cookiebot opt-in
 * does on today's templates) while the popup stays open and nothing was stored counts as a failed
 * rule: the heuristic acts on the banner still shown. So does one whose last click only opened a layer
 * and hid it (`afterOpeningOnly`).
 */
export async function autoconsentPath(
  ctx: FlowContext,
  bridge: AutoconsentBridge,
  action: 'accept' | 'reject',
  cmp: string,
  scan: PageScan | null,
  root: BannerRoot | null,
  firstLayerRejectAvailable: boolean | null,
): Promise<ActionOutcome> {
  const clicksBefore = ctx.clicks.length;
  const done = await autoconsentAction(ctx, bridge, action, firstLayerRejectAvailable);
  if (done) {
    if (
      !root ||
      !scan ||
      (await waitUntilClosed(scan, root, ctx.deadline.cap(POPUP_CLOSE_WAIT_MS)))
    ) {
      if (!root || !scan || done.label === undefined || isDecisive(done.label)) return done;
      return (await afterOpeningOnly(ctx, action, done)) ?? done;
    }
    const again = await scanPage(ctx.page);
    try {
      const stillThere =
        done.label !== undefined &&
        again.banner?.controls.some((control) => control.label === done.label);
      if ((await ctx.registeredSince()) || ctx.deadline.remaining() < 1_500) return done;
      if (!stillThere) {
        if (isDecisive(done.label) || !again.banner) return done;
        const fallback = await fallbackAction(ctx, action, again, again.banner);
        // What autoconsent ticked is not what the page ticked: keep the purposes known before it acted.
        return fallback.clickStatus === 'clicked'
          ? { ...afterAutoconsentClicks(ctx, clicksBefore, fallback), preticked: done.preticked }
          : done;
      }
      bridge.resetOutcome();
      const retry = await autoconsentAction(ctx, bridge, action, firstLayerRejectAvailable);
      return retry ? { ...retry, firstClickAtMs: done.firstClickAtMs } : done;
    } finally {
      await again.dispose();
    }
  }
  const rescan = await scanPage(ctx.page);
  try {
    if (rescan.banner)
      return afterAutoconsentClicks(
        ctx,
        clicksBefore,
        await fallbackAction(withHeuristicReserve(ctx), action, rescan, rescan.banner),
      );
  } finally {
    await rescan.dispose();
  }
  ctx.runtime.limit(
    'consent_click_failed',
    `autoconsent found the ${cmp} popup but could not ${action === 'reject' ? 'refuse' : 'accept'}, and no banner was left for the heuristic.`,
  );
  return { ...notAttempted(action), clickStatus: 'click_failed', method: 'autoconsent' };
}
