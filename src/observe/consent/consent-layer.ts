import type { ConsentDecision, ConsentState, GpcInfo } from '../../model/index.ts';
import type { ArmRuntime } from '../arm-runtime.ts';
import { AutoconsentBridge } from './autoconsent-bridge.ts';
import { autoconsentPath } from './autoconsent-flow.ts';
import { informationNoticeCandidates, type BannerRoot, type PageScan } from './banner-scan.ts';
import { installClickRecorder, type RecordedClick } from './click-recorder.ts';
import { closedShadowBanner } from './closed-shadow.ts';
import {
  actBudgetMs,
  bannerCheckNeeded,
  bannerFacts,
  ACTION_RESERVE_MS,
  consentStateOf,
  consentStep,
  decisionKind,
  detectedReport,
  detectionAnswer,
  detectionBudgetMs,
  initialState,
  noticeSource,
  pendingReport,
  planAction,
  withSelfTest,
  type LayerEvent,
  type LayerState,
} from './consent-state.ts';
import { DEFAULT_TUNING, detectBanner } from './detection.ts';
import { CmpSignals } from './late-banner.ts';
import { fallbackAction, inspectSettings } from './fallback-flow.ts';
import { bannerStillShown, settleDocument } from './layers.ts';
import { MainFrameNavigation } from './main-frame-navigation.ts';
import { captureInformationNotice, captureNotice, NOTICE_READ_TIMEOUT_MS } from './notice-text.ts';
import { findOptOutControl, useOptOutControl } from './opt-out-flow.ts';
import { PageSettle } from './page-settle.ts';
import {
  collectEvidence,
  decide,
  readConsentApis,
  readRegistration,
  snapshotChanged,
  unconfirmed,
  takeSnapshot,
} from './registration.ts';
import { keepBannerScreenshot } from './screenshot.ts';
import { Deadline, withTimeout } from './time.ts';
import type {
  ConsentActOptions,
  ConsentDetected,
  ConsentLayer,
  ConsentLayerOptions,
  FlowContext,
} from './types.ts';

const DEFAULT_DETECT_RETRIES = 6;
const COLLECT_WAIT_FOR_ACT_MS = 15_000;

function message(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error);
}

/** What install() sets up in the browser and act() drives: handles, not state. */
interface LayerIo {
  bridge: AutoconsentBridge | null;
  settle: PageSettle | null;
  readonly cmpSignals: CmpSignals;
  readonly navigation: MainFrameNavigation;
  clicks: RecordedClick[];
  /** The flow's watcher of every click the page receives (autoconsent's included), while set. */
  clickWatcher: ((click: RecordedClick) => void) | null;
}

/**
 * The consent layer of one arm, Collector-like: `install` before navigation, `act` once navigation
 * started (detect → inspect → act, bounded by a deadline), `collect` at the end (registration and
 * TCF/GPP/USP read then). One instance per arm.
 *
 * What the layer knows is one `LayerState` (consent-state.ts), changed only by `consentStep`: this
 * file does the browser work between the transitions and feeds what it saw in as events; the state
 * machine decides what that means (popup shown, which flow runs, a failed click, the result).
 *
 * Phase switching is the caller's: `act` returns `decisionAtMs`, the arm time of the click that
 * expressed the decision (for autoconsent, the last click it made), so the runner can set
 * `after_reject` / `after_accept` from that moment. Nothing here throws; failures become
 * `runtime.reportError('consent', …)` or coverage limitations.
 */
export function createConsentLayer(options: ConsentLayerOptions): ConsentLayer {
  const action = options.action;
  const io: LayerIo = {
    bridge: null,
    settle: null,
    cmpSignals: new CmpSignals(),
    navigation: new MainFrameNavigation(),
    clicks: [],
    clickWatcher: null,
  };
  let state: LayerState = initialState(action);
  /** The one act() run; later calls wait for it. */
  let acting: Promise<void> | null = null;

  /** Applies an event; false when the current phase refused it (the state is then unchanged). */
  const apply = (event: LayerEvent): boolean => {
    const next = consentStep(state, event);
    if (next === state) return false;
    state = next;
    return true;
  };

  async function install(runtime: ArmRuntime): Promise<void> {
    try {
      io.settle = new PageSettle(runtime.elapsedMs);
      io.settle.install(runtime.page);
      io.cmpSignals.install(runtime.page);
      io.navigation.install(runtime.page);
      io.clicks = await installClickRecorder(runtime.page, runtime.elapsedMs, (click) =>
        io.clickWatcher?.(click),
      );
      if (options.autoconsent !== false) {
        const bridgeOptions = {
          detectRetries: options.detectRetries ?? DEFAULT_DETECT_RETRIES,
          now: runtime.elapsedMs,
        };
        io.bridge = new AutoconsentBridge(
          options.onlyRule === undefined
            ? bridgeOptions
            : { ...bridgeOptions, onlyRule: options.onlyRule },
        );
        await io.bridge.install(runtime.page);
      }
    } catch (error) {
      runtime.reportError(
        'consent',
        'consent_install_failed',
        `The consent layer could not be installed: ${message(error)}`,
      );
    }
    apply({ type: 'installed' });
  }

  function flowContext(
    runtime: ArmRuntime,
    deadline: Deadline,
    actOptions: ConsentActOptions,
  ): FlowContext {
    const { beforeClick, onDetected } = actOptions;
    return {
      runtime,
      page: runtime.page,
      bridge: io.bridge,
      settle: io.settle ?? new PageSettle(runtime.elapsedMs),
      cmpSignals: io.cmpSignals,
      navigation: io.navigation,
      clicks: io.clicks,
      deadline,
      beforeDecision: () => {
        if (!apply({ type: 'decision_signalled', pageView: runtime.pageView() })) return;
        try {
          beforeClick?.();
        } catch (error) {
          runtime.reportError('consent', 'consent_before_click_failed', message(error));
        }
      },
      setClickWatcher: (watcher) => {
        io.clickWatcher = watcher;
      },
      registeredSince: async () =>
        state.snapshot !== null &&
        snapshotChanged(state.snapshot, await takeSnapshot(runtime.context, runtime.page)),
      onLateEvidence: (evidence) => {
        if (!apply({ type: 'late_evidence', evidence, atMs: runtime.elapsedMs() })) return;
        const pending = pendingReport(state);
        if (onDetected && pending) report(runtime, onDetected, pending);
      },
    };
  }

  /** The `detected` state's flow: what planAction chose, run, its outcome fed back. */
  async function runAction(
    ctx: FlowContext,
    scan: PageScan | null,
    root: BannerRoot | null,
  ): Promise<void> {
    const { runtime, page } = ctx;
    const { bridge } = io;
    const step = planAction(state, {
      bridge: bridge !== null,
      inspectSettings: options.inspectSettings !== false,
    });
    // A click is made once the page's own scripts have run, as a visitor reads before choosing; the
    // wait takes only what the deadline can spare beyond the time the action itself needs.
    if (action !== 'none' && step.kind !== 'none' && step.kind !== 'inspect_settings')
      await settleDocument(ctx, ctx.deadline.remaining() - ACTION_RESERVE_MS);
    if (step.kind === 'inspect_settings' && scan && root) {
      apply({ type: 'settings_inspected', preticked: await inspectSettings(ctx, scan, root) });
    } else if (step.kind === 'opt_out') {
      const found = findOptOutControl(scan);
      if (found && scan) {
        apply({ type: 'action_started', snapshot: await takeSnapshot(runtime.context, page) });
        apply({ type: 'action_finished', outcome: await useOptOutControl(ctx, scan, found) });
        return;
      }
    } else if (step.kind === 'autoconsent' && bridge && action !== 'none') {
      apply({ type: 'action_started', snapshot: await takeSnapshot(runtime.context, page) });
      const outcome = await autoconsentPath(
        ctx,
        bridge,
        action,
        step.cmp,
        scan,
        root,
        state.firstLayerRejectAvailable,
      );
      apply({ type: 'action_finished', outcome });
      return;
    } else if (step.kind === 'fallback' && scan && root && action !== 'none') {
      apply({ type: 'action_started', snapshot: await takeSnapshot(runtime.context, page) });
      const outcome = await fallbackAction(ctx, action, scan, root);
      apply({ type: 'action_finished', outcome });
      return;
    }
    apply({ type: 'action_finished', outcome: null });
  }

  async function actOnce(
    runtime: ArmRuntime,
    deadlineMs: number,
    actOptions: ConsentActOptions,
  ): Promise<void> {
    const { onDetected } = actOptions;
    const started = performance.now();
    const deadline = new Deadline(deadlineMs);
    apply({ type: 'act_started' });
    const ctx = flowContext(runtime, deadline, actOptions);
    let detectionMs = 0;
    let noticeMs = 0;
    let scan: PageScan | null = null;
    try {
      const detection = await detectBanner(ctx, {
        ...DEFAULT_TUNING,
        budgetMs: detectionBudgetMs(
          action,
          deadlineMs,
          options.detectionBudgetMs ?? DEFAULT_TUNING.budgetMs,
        ),
        lateWaitMs: options.lateWaitMs ?? DEFAULT_TUNING.lateWaitMs,
      });
      detectionMs = performance.now() - started;
      scan = detection.scan;
      const root = detection.kind === 'none' ? null : (scan?.banner ?? null);
      if (detection.kind === 'none' && (await closedShadowBanner(runtime.page))) {
        runtime.limit(
          'other',
          'A consent banner sits inside a closed shadow root, which no script can inspect or click: its choices were not observed, and "no banner" is not established.',
        );
      }
      apply({
        type: 'detected',
        answer: detectionAnswer(detection),
        banner: bannerFacts(root),
        optOutControl: findOptOutControl(scan)?.control ?? null,
      });
      const detected = detectedReport(state);
      if (onDetected && detected) report(runtime, onDetected, detected);
      if (state.popupShown && options.screenshot !== false)
        await keepBannerScreenshot(runtime, scan, root);
      // Read before runAction: inspecting the settings layer or clicking changes what the banner says.
      if (state.popupShown && scan && root && options.noticeText !== false) {
        const noticeStarted = performance.now();
        const notice = await captureNotice(
          scan,
          root,
          noticeSource(state),
          deadline.cap(NOTICE_READ_TIMEOUT_MS),
        );
        noticeMs = performance.now() - noticeStarted;
        apply({ type: 'notice_read', notice });
        if (!notice)
          runtime.reportError(
            'consent',
            'notice_text_unread',
            'The consent banner was shown, but its text could not be read (container gone, read timed out or no text); no notice passages were kept.',
          );
      } else if (
        !state.popupShown &&
        scan &&
        options.noticeText !== false &&
        informationNoticeCandidates(scan.roots).length > 0
      ) {
        const noticeStarted = performance.now();
        const notice = await captureInformationNotice(scan, deadline.cap(NOTICE_READ_TIMEOUT_MS));
        noticeMs = performance.now() - noticeStarted;
        if (notice) apply({ type: 'notice_read', notice });
      }
      await runAction(ctx, scan, root);
    } catch (error) {
      runtime.reportError(
        'consent',
        'consent_act_failed',
        `The consent action failed: ${message(error)}`,
      );
      const before = state.outcome;
      apply({ type: 'act_failed', message: message(error) });
      if (state.outcome !== before && state.outcome.clickStatus === 'click_failed') {
        runtime.limit(
          'consent_click_failed',
          `The consent ${action} could not be completed: ${message(error)}`,
        );
      }
    } finally {
      await scan?.dispose().catch(() => undefined);
    }
    apply({
      type: 'act_finished',
      timings: { detectionMs, noticeMs, totalMs: performance.now() - started },
    });
  }

  function report(
    runtime: ArmRuntime,
    onDetected: NonNullable<ConsentActOptions['onDetected']>,
    detected: ConsentDetected,
  ): void {
    try {
      onDetected(detected);
    } catch (error) {
      runtime.reportError('consent', 'consent_on_detected_failed', message(error));
    }
  }

  async function act(runtime: ArmRuntime, actOptions: ConsentActOptions = {}): Promise<void> {
    acting ??= actOnce(
      runtime,
      actBudgetMs(actOptions, options.deadlineMs, performance.now()),
      actOptions,
    );
    await acting;
  }

  async function readGpcRegistration(runtime: ArmRuntime): Promise<GpcInfo['registration']> {
    return readRegistration(runtime.page);
  }

  async function collect(runtime: ArmRuntime): Promise<ConsentState> {
    if (acting) await withTimeout(acting, COLLECT_WAIT_FOR_ACT_MS, null);
    const apis = await readConsentApis(runtime.page).catch(() => null);
    const kind = decisionKind(state.outcome);
    let decision: ConsentDecision = decide('none', []);
    try {
      if (kind !== 'none' && state.snapshot && apis) {
        const { evidence, unread } = await collectEvidence(
          runtime.context,
          runtime.page,
          state.snapshot,
          apis,
        );
        decision = decide(
          kind,
          withSelfTest(
            state,
            evidence,
            io.bridge?.selfTest?.ok === true && io.bridge.selfTestBeforeAction !== true,
          ),
          unread,
        );
        if (bannerCheckNeeded(state, decision) && (await bannerStillShown(runtime.page)))
          decision = unconfirmed(kind, 'banner_shown_again');
      } else if (kind !== 'none') {
        decision = unconfirmed(kind, 'not_read');
      }
    } catch (error) {
      runtime.reportError(
        'consent',
        'consent_registration_failed',
        `The consent registration could not be read: ${message(error)}`,
      );
      if (kind !== 'none') decision = unconfirmed(kind, 'not_read');
    }
    return consentStateOf(
      state,
      apis ? { tcf: apis.tcf.state, gpp: apis.gpp.state, usp: apis.usp.state } : null,
      decision,
    );
  }

  return {
    name: 'consent',
    install,
    act,
    actResult: () => state.result,
    collect,
    readGpcRegistration,
    stop: () => io.bridge?.stop(),
  };
}
