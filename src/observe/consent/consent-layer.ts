import type {
  CmpDetection,
  ConsentAction,
  ConsentDecision,
  ConsentNotice,
  ConsentState,
  GpcInfo,
  OptOutControl,
} from '../../model/index.ts';
import type { ArmRuntime } from '../arm-runtime.ts';
import { AutoconsentBridge } from './autoconsent-bridge.ts';
import { autoconsentPath } from './autoconsent-flow.ts';
import type { BannerRoot, PageScan } from './banner-scan.ts';
import { installClickRecorder, type RecordedClick } from './click-recorder.ts';
import { closedShadowBanner } from './closed-shadow.ts';
import { DEFAULT_TUNING, detectBanner, type Detection } from './detection.ts';
import { CmpSignals } from './late-banner.ts';
import { fallbackAccept, fallbackReject, inspectSettings } from './fallback-flow.ts';
import { bannerStillShown, hasIntent } from './layers.ts';
import { captureNotice, NOTICE_READ_TIMEOUT_MS } from './notice-text.ts';
import { findOptOutControl, useOptOutControl } from './opt-out-flow.ts';
import { PageSettle } from './page-settle.ts';
import { mergePreticked, pretickedLabels } from './preticked.ts';
import {
  collectEvidence,
  decide,
  readConsentApis,
  readRegistration,
  snapshotChanged,
  takeSnapshot,
  type ConsentSnapshot,
  type Evidence,
} from './registration.ts';
import { keepBannerScreenshot } from './screenshot.ts';
import { REFUSAL_INTENTS } from './text-classifier.ts';
import { Deadline, withTimeout } from './time.ts';
import {
  notAttempted,
  type ActionOutcome,
  type ConsentActOptions,
  type ConsentActResult,
  type ConsentDetected,
  type ConsentLayer,
  type ConsentLayerOptions,
  type FlowContext,
} from './types.ts';

const DEFAULT_DEADLINE_MS = 10_000;
const DEFAULT_DETECT_RETRIES = 6;
/** Time act() keeps for the action itself after detection (clicks, second layer, self-test). */
const ACTION_RESERVE_MS = 3_000;
const COLLECT_WAIT_FOR_ACT_MS = 15_000;

function message(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error);
}

const decisionKind = (outcome: ActionOutcome): ConsentDecision['kind'] => {
  if (outcome.clickStatus !== 'clicked') return 'none';
  if (outcome.kind === 'accept') return 'acceptance';
  return outcome.kind === 'none' ? 'none' : 'refusal';
};

/**
 * The consent layer of one arm, Collector-like: `install` before navigation, `act` once navigation
 * started (detect → inspect → act, bounded by a deadline), `collect` at the end (registration and
 * TCF/GPP/USP read then). One instance per arm.
 *
 * Phase switching is the caller's: `act` returns `decisionAtMs`, the arm time of the click that
 * expressed the decision (for autoconsent, the last click it made), so the runner can set
 * `after_reject` / `after_accept` from that moment. Nothing here throws; failures become
 * `runtime.reportError('consent', …)` or coverage limitations.
 */
export function createConsentLayer(options: ConsentLayerOptions): ConsentLayer {
  const action = options.action;
  let bridge: AutoconsentBridge | null = null;
  let settle: PageSettle | null = null;
  const cmpSignals = new CmpSignals();
  let clicks: RecordedClick[] = [];
  let acting: Promise<ConsentActResult> | null = null;
  let lastResult: ConsentActResult | null = null;
  let detection: Detection | null = null;
  let outcome: ActionOutcome = notAttempted();
  let popupShown = false;
  let firstLayerRejectAvailable: boolean | null = null;
  let optOutControl: OptOutControl | undefined;
  let notice: ConsentNotice | null = null;
  let snapshot: ConsentSnapshot | null = null;
  let clickWatcher: ((click: RecordedClick) => void) | null = null;
  /** The page view the decision was expressed on (its first decisive click or switch). */
  let decisionPageView: number | null = null;
  const preticked: string[] = [];

  async function install(runtime: ArmRuntime): Promise<void> {
    try {
      settle = new PageSettle(runtime.elapsedMs);
      settle.install(runtime.page);
      cmpSignals.install(runtime.page);
      clicks = await installClickRecorder(runtime.page, runtime.elapsedMs, (click) =>
        clickWatcher?.(click),
      );
      if (options.autoconsent !== false) {
        const bridgeOptions = {
          detectRetries: options.detectRetries ?? DEFAULT_DETECT_RETRIES,
          now: runtime.elapsedMs,
        };
        bridge = new AutoconsentBridge(
          options.onlyRule === undefined
            ? bridgeOptions
            : { ...bridgeOptions, onlyRule: options.onlyRule },
        );
        await bridge.install(runtime.page);
      }
    } catch (error) {
      runtime.reportError(
        'consent',
        'consent_install_failed',
        `The consent layer could not be installed: ${message(error)}`,
      );
    }
  }

  async function runAction(
    ctx: FlowContext,
    scan: PageScan | null,
    root: BannerRoot | null,
  ): Promise<void> {
    const { runtime, page } = ctx;
    if (action === 'none') {
      if (root && scan && options.inspectSettings !== false)
        mergePreticked(preticked, await inspectSettings(ctx, scan, root));
      return;
    }
    if (detection?.kind === 'none') {
      const found = action === 'reject' ? findOptOutControl(scan) : null;
      if (!found || !scan) return;
      snapshot = await takeSnapshot(runtime.context, page);
      outcome = await useOptOutControl(ctx, scan, found);
      return;
    }
    snapshot = await takeSnapshot(runtime.context, page);
    if (detection?.kind === 'autoconsent' && bridge) {
      outcome = await autoconsentPath(
        ctx,
        bridge,
        action,
        detection.cmp,
        scan,
        root,
        firstLayerRejectAvailable,
      );
      return;
    }
    if (scan && root)
      outcome =
        action === 'reject'
          ? await fallbackReject(ctx, scan, root)
          : await fallbackAccept(ctx, scan, root);
  }

  async function actOnce(
    runtime: ArmRuntime,
    deadlineMs: number,
    actOptions: ConsentActOptions,
  ): Promise<ConsentActResult> {
    const { beforeClick, onDetected } = actOptions;
    const started = performance.now();
    const deadline = new Deadline(deadlineMs);
    let signalled = false;
    const ctx: FlowContext = {
      runtime,
      page: runtime.page,
      bridge,
      settle: settle ?? new PageSettle(runtime.elapsedMs),
      cmpSignals,
      clicks,
      deadline,
      beforeDecision: () => {
        if (signalled) return;
        signalled = true;
        decisionPageView = runtime.pageView();
        try {
          beforeClick?.();
        } catch (error) {
          runtime.reportError('consent', 'consent_before_click_failed', message(error));
        }
      },
      setClickWatcher: (watcher) => {
        clickWatcher = watcher;
      },
      registeredSince: async () =>
        snapshot !== null &&
        snapshotChanged(snapshot, await takeSnapshot(runtime.context, runtime.page)),
      ...(onDetected
        ? {
            onLateEvidence: (evidence) =>
              report(runtime, onDetected, {
                atMs: runtime.elapsedMs(),
                pending: true,
                popupShown: false,
                autoconsentRule: null,
                optOutControl: false,
                lateBannerEvidence: evidence,
              }),
          }
        : {}),
    };
    const reserve =
      action === 'none'
        ? Math.min(1_500, deadlineMs * 0.3)
        : Math.min(ACTION_RESERVE_MS, deadlineMs * 0.4);
    const budgetMs = Math.max(
      0,
      Math.min(options.detectionBudgetMs ?? DEFAULT_TUNING.budgetMs, deadlineMs - reserve),
    );
    let detectionMs = 0;
    let noticeMs = 0;
    let detectionTimedOut = false;
    let scan: PageScan | null = null;
    try {
      detection = await detectBanner(ctx, {
        ...DEFAULT_TUNING,
        budgetMs,
        lateWaitMs: options.lateWaitMs ?? DEFAULT_TUNING.lateWaitMs,
      });
      detectionMs = performance.now() - started;
      detectionTimedOut = detection.kind === 'none' && detection.timedOut;
      scan = detection.scan;
      const root = detection.kind === 'none' ? null : (scan?.banner ?? null);
      if (detection.kind === 'none' && (await closedShadowBanner(runtime.page))) {
        runtime.limit(
          'other',
          'A consent banner sits inside a closed shadow root, which no script can inspect or click: its choices were not observed, and "no banner" is not established.',
        );
      }
      popupShown = detection.kind !== 'none';
      firstLayerRejectAvailable = root ? hasIntent(root, REFUSAL_INTENTS) : null;
      mergePreticked(preticked, pretickedLabels(root));
      optOutControl = findOptOutControl(scan)?.control;
      reportDetected(runtime, onDetected);
      if (popupShown && options.screenshot !== false)
        await keepBannerScreenshot(runtime, scan, root);
      // Read before runAction: inspecting the settings layer or clicking changes what the banner says.
      if (popupShown && scan && root && options.noticeText !== false) {
        const noticeStarted = performance.now();
        notice = await captureNotice(
          scan,
          root,
          detectionSource(null) === 'autoconsent' ? 'autoconsent' : 'fallback_heuristic',
          deadline.cap(NOTICE_READ_TIMEOUT_MS),
        );
        noticeMs = performance.now() - noticeStarted;
        if (!notice)
          runtime.reportError(
            'consent',
            'notice_text_unread',
            'The consent banner was shown, but its text could not be read (container gone, read timed out or no text); no notice passages were kept.',
          );
      }
      await runAction(ctx, scan, root);
      mergePreticked(preticked, outcome.preticked);
      if (
        firstLayerRejectAvailable === null &&
        popupShown &&
        outcome.firstLayerRejectAvailable !== undefined
      ) {
        firstLayerRejectAvailable = outcome.firstLayerRejectAvailable;
      }
    } catch (error) {
      runtime.reportError(
        'consent',
        'consent_act_failed',
        `The consent action failed: ${message(error)}`,
      );
      if (action !== 'none' && outcome.clickStatus === 'not_attempted' && popupShown) {
        outcome = { ...notAttempted(action), clickStatus: 'click_failed' };
        runtime.limit(
          'consent_click_failed',
          `The consent ${action} could not be completed: ${message(error)}`,
        );
      }
    } finally {
      await scan?.dispose().catch(() => undefined);
    }
    const totalMs = performance.now() - started;
    return {
      decisionAtMs: outcome.decisionAtMs,
      firstClickAtMs: outcome.firstClickAtMs,
      detectedBy: detectionSource(null),
      popupShown,
      kind: outcome.kind,
      clickStatus: outcome.clickStatus,
      ambiguousAcceptance: outcome.ambiguous,
      detectionTimedOut,
      lateBannerEvidence: detection?.kind === 'none' ? detection.lateEvidence : null,
      timings: {
        detectionMs: Math.round(detectionMs),
        noticeMs: Math.round(noticeMs),
        actionMs: Math.round(totalMs - detectionMs),
        totalMs: Math.round(totalMs),
      },
    };
  }

  function reportDetected(runtime: ArmRuntime, onDetected: ConsentActOptions['onDetected']): void {
    if (!onDetected || !detection) return;
    report(runtime, onDetected, {
      atMs: detection.atMs,
      pending: false,
      popupShown,
      autoconsentRule: detection.kind === 'autoconsent' ? detection.cmp : null,
      optOutControl: optOutControl !== undefined,
      lateBannerEvidence: detection.kind === 'none' ? detection.lateEvidence : null,
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

  function detectionSource(tcfPresent: boolean | null): CmpDetection['detectedBy'] {
    if (!detection) return 'none';
    if (detection.kind === 'autoconsent' || detection.cmp) return 'autoconsent';
    if (detection.kind === 'fallback') return 'fallback_heuristic';
    return tcfPresent ? 'tcf_api' : 'none';
  }

  async function act(runtime: ArmRuntime, actOptions: ConsentActOptions = {}): Promise<void> {
    let ms = actOptions.deadlineMs ?? options.deadlineMs ?? DEFAULT_DEADLINE_MS;
    if (actOptions.deadline !== undefined)
      ms = Math.min(ms, actOptions.deadline - performance.now());
    acting ??= actOnce(runtime, Math.max(0, ms), actOptions).then((result) => {
      lastResult = result;
      return result;
    });
    await acting;
  }

  async function readGpcRegistration(runtime: ArmRuntime): Promise<GpcInfo['registration']> {
    return readRegistration(runtime.page);
  }

  async function collect(runtime: ArmRuntime): Promise<ConsentState> {
    if (acting) await withTimeout(acting, COLLECT_WAIT_FOR_ACT_MS, null);
    const apis = await readConsentApis(runtime.page).catch(() => null);
    const kind = decisionKind(outcome);
    let decision: ConsentDecision = decide('none', []);
    try {
      if (kind !== 'none' && snapshot && apis) {
        const evidence: Evidence[] = await collectEvidence(
          runtime.context,
          runtime.page,
          snapshot,
          apis,
        );
        if (outcome.method === 'autoconsent' && kind === 'refusal' && bridge?.selfTest?.ok)
          evidence.push({ method: 'autoconsent_self_test', verdict: 'refusal' });
        decision = decide(kind, evidence);
        if (
          decision.registration === 'confirmed' &&
          popupShown &&
          (await bannerStillShown(runtime.page))
        ) {
          decision = { kind, registration: 'unconfirmed', verifiedBy: [] };
        }
      } else if (kind !== 'none') {
        decision = { kind, registration: 'unconfirmed', verifiedBy: [] };
      }
    } catch (error) {
      runtime.reportError(
        'consent',
        'consent_registration_failed',
        `The consent registration could not be read: ${message(error)}`,
      );
      if (kind !== 'none') decision = { kind, registration: 'unconfirmed', verifiedBy: [] };
    }

    const tcf = apis?.tcf.state ?? { present: false };
    const cmp: CmpDetection = {
      name: detection?.cmp ?? null,
      detectedBy: detectionSource(tcf.present),
    };
    if (tcf.cmpId !== undefined) cmp.tcfCmpId = tcf.cmpId;
    const consentAction: ConsentAction = { kind: outcome.kind, clickStatus: outcome.clickStatus };
    if (outcome.method) consentAction.method = outcome.method;
    if (outcome.label) consentAction.label = outcome.label.slice(0, 200);
    if (outcome.layer) consentAction.layer = outcome.layer;
    if (outcome.clickStatus === 'clicked' && decisionPageView !== null && decisionPageView > 0)
      consentAction.pageView = decisionPageView;
    const state: ConsentState = {
      cmp,
      popupShown,
      firstLayerRejectAvailable: popupShown ? firstLayerRejectAvailable : null,
      pretickedPurposes: preticked.slice(0, 50),
      action: consentAction,
      decision,
      tcf,
      gpp: apis?.gpp.state ?? { present: false },
      usp: apis?.usp.state ?? { present: false },
    };
    if (optOutControl)
      state.optOutControl = { kind: optOutControl.kind, label: optOutControl.label.slice(0, 200) };
    if (notice) state.notice = notice;
    return state;
  }

  return {
    name: 'consent',
    install,
    act,
    actResult: () => lastResult,
    collect,
    readGpcRegistration,
    stop: () => bridge?.stop(),
  };
}
