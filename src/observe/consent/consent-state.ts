import type {
  CmpDetection,
  ConsentAction,
  ConsentDecision,
  ConsentNotice,
  ConsentNoticeSource,
  ConsentState,
  OptOutControl,
} from '../../model/index.ts';
import { offersChoicesOnlyInSettings, type BannerRoot } from './banner-scan.ts';
import type { Detection } from './detection.ts';
import { hasIntent } from './layers.ts';
import { platformById, platformOfRule, type Platform } from './platforms/index.ts';
import { mergePreticked, pretickedLabels } from './preticked.ts';
import type { ConsentSnapshot, Evidence } from './registration.ts';
import { REFUSAL_INTENTS } from './text-classifier.ts';
import {
  notAttempted,
  type ActionOutcome,
  type ConsentActOptions,
  type ConsentActResult,
  type ConsentDetected,
  type ConsentLayerAction,
} from './types.ts';

/**
 * The consent layer of one arm as an explicit state machine: plain data, one pure transition
 * function (`consentStep`) and pure projections of the state (what `onDetected` hears, what `act()`
 * returns, the ConsentState `collect()` returns). consent-layer.ts does the browser work between the
 * transitions and feeds their results in as events; everything it decides from what it saw is here.
 *
 * Phases, in order (src/observe/README.md describes the whole arm around them):
 *
 *   new ──installed──▶ installed ──act_started──▶ detecting ──detected──▶ detected
 *   (act_started is accepted in `new` too: act() works, with less, when install() was never called)
 *   detecting: late_evidence (a banner to come) stays in `detecting`
 *   detected:  notice_read, settings_inspected stay in `detected`
 *   detected ──action_started──▶ acting      (a click flow starts; the snapshot is taken before it)
 *   acting:    decision_signalled (the decisive click is about to happen) stays in `acting`
 *   detected | acting ──action_finished──▶ acted
 *   detecting | detected | acting ──act_failed──▶ acted
 *   acted ──act_finished──▶ done            (the act() result, with its timings)
 *
 * An event a phase does not accept (or whose guard fails) returns the same state object, unchanged:
 * the layer never throws, and `next === state` tells it the event was refused.
 *
 * Not to be confused with the model's `ConsentState`, the part of the Observation that
 * `consentStateOf` projects this state to at the end of the arm.
 */

export type ConsentPhase =
  'new' | 'installed' | 'detecting' | 'detected' | 'acting' | 'acted' | 'done';

export type LateEvidence = NonNullable<ConsentDetected['lateBannerEvidence']>;

/** What detection answered, without the page scan it holds (a browser resource the layer disposes). */
export type DetectionAnswer =
  | { kind: 'autoconsent'; cmp: string; atMs: number }
  | {
      kind: 'fallback';
      cmp: string | null;
      /** The id of the platform whose banner container holds the heuristic's banner, or null. */
      platform: string | null;
      atMs: number;
    }
  | {
      kind: 'none';
      cmp: string | null;
      atMs: number;
      timedOut: boolean;
      lateEvidence: LateEvidence | null;
    };

/** What the first banner layer offers, read from its scanned container. */
export interface BannerFacts {
  /** A reject-all or necessary-only control on the first layer. */
  refusalOffered: boolean;
  /**
   * The first layer offers no choice at all, only its settings (offersChoicesOnlyInSettings):
   * refusing then takes no more steps than accepting, so whether a refusal is on the first layer is
   * not a question (firstLayerRejectAvailable stays null, also after a second-layer click).
   */
  choicesOnlyInSettings?: boolean;
  /** Labels of purpose toggles shown already ticked there. */
  preticked: readonly string[];
}

/** Raw durations of one act() call, in ms (rounded in the result). */
export interface ActTimings {
  detectionMs: number;
  noticeMs: number;
  totalMs: number;
}

export interface LayerState {
  readonly action: ConsentLayerAction;
  readonly phase: ConsentPhase;
  /** Detection saw no banner yet but evidence of one to come (the interim, `pending` report). */
  readonly pending: { evidence: LateEvidence; atMs: number } | null;
  readonly detection: DetectionAnswer | null;
  /** The first layer of the detected banner, when its container was scanned. */
  readonly banner: BannerFacts | null;
  readonly popupShown: boolean;
  readonly firstLayerRejectAvailable: boolean | null;
  readonly optOutControl: OptOutControl | null;
  readonly preticked: readonly string[];
  readonly notice: ConsentNotice | null;
  /** Consent state (fingerprints) just before the click flow: what registration is judged against. */
  readonly snapshot: ConsentSnapshot | null;
  readonly outcome: ActionOutcome;
  /** The page view of the first decisive click or switch; null until the flow signals one. */
  readonly decisionPageView: number | null;
  /** Why act() stopped early (its error message), or null. */
  readonly failure: string | null;
  /** What act() did, once it is done. */
  readonly result: ConsentActResult | null;
}

export type LayerEvent =
  /** install() ran (its failures are reported as errors; act() then works with what it has). */
  | { type: 'installed' }
  | { type: 'act_started' }
  | { type: 'late_evidence'; evidence: LateEvidence; atMs: number }
  | {
      type: 'detected';
      answer: DetectionAnswer;
      /** The first layer's facts; null when no banner container was scanned (always with `none`). */
      banner: BannerFacts | null;
      /** A US-style opt-out control on the page, whatever the banner. */
      optOutControl: OptOutControl | null;
    }
  /** The banner's text, read before any click (null: it could not be read). */
  | { type: 'notice_read'; notice: ConsentNotice | null }
  /** An arm that decides nothing opened the settings layer and read these pre-ticked purposes. */
  | { type: 'settings_inspected'; preticked: readonly string[] }
  | { type: 'action_started'; snapshot: ConsentSnapshot }
  | { type: 'decision_signalled'; pageView: number }
  /** The flow's outcome, or null when no flow ran (nothing to click, or only an inspection). */
  | { type: 'action_finished'; outcome: ActionOutcome | null }
  | { type: 'act_failed'; message: string }
  | { type: 'act_finished'; timings: ActTimings };

export function initialState(action: ConsentLayerAction): LayerState {
  return {
    action,
    phase: 'new',
    pending: null,
    detection: null,
    banner: null,
    popupShown: false,
    firstLayerRejectAvailable: null,
    optOutControl: null,
    preticked: [],
    notice: null,
    snapshot: null,
    outcome: notAttempted(),
    decisionPageView: null,
    failure: null,
    result: null,
  };
}

/** The phases each event is accepted in. */
export const ACCEPTED_IN: Readonly<Record<LayerEvent['type'], readonly ConsentPhase[]>> = {
  installed: ['new'],
  act_started: ['new', 'installed'],
  late_evidence: ['detecting'],
  detected: ['detecting'],
  notice_read: ['detected'],
  settings_inspected: ['detected'],
  action_started: ['detected'],
  decision_signalled: ['acting'],
  action_finished: ['detected', 'acting'],
  act_failed: ['detecting', 'detected', 'acting'],
  act_finished: ['acted'],
};

const merged = (into: readonly string[], more: readonly string[]): readonly string[] => {
  if (more.length === 0) return into;
  const labels = [...into];
  mergePreticked(labels, more);
  return labels;
};

/** The one transition function: the next state, or `state` itself when the event is refused. */
export function consentStep(state: LayerState, event: LayerEvent): LayerState {
  if (!ACCEPTED_IN[event.type].includes(state.phase)) return state;
  switch (event.type) {
    case 'installed':
      return { ...state, phase: 'installed' };
    case 'act_started':
      return { ...state, phase: 'detecting' };
    case 'late_evidence':
      return { ...state, pending: { evidence: event.evidence, atMs: event.atMs } };
    case 'detected': {
      // A banner's first layer belongs to a banner: with no banner there is none to read.
      if (event.answer.kind === 'none' && event.banner !== null) return state;
      return {
        ...state,
        phase: 'detected',
        detection: event.answer,
        banner: event.banner,
        popupShown: event.answer.kind !== 'none',
        firstLayerRejectAvailable:
          event.banner && !event.banner.choicesOnlyInSettings ? event.banner.refusalOffered : null,
        preticked: merged(state.preticked, event.banner?.preticked ?? []),
        optOutControl: event.optOutControl,
      };
    }
    case 'notice_read':
      // The text is read from a shown banner, or from an information notice when no banner was shown.
      if (state.popupShown === (event.notice?.source === 'information_notice')) return state;
      return { ...state, notice: event.notice };
    case 'settings_inspected':
      // Opening the settings layer without saving is what an arm that decides nothing does.
      if (state.action !== 'none' || state.banner === null) return state;
      return { ...state, preticked: merged(state.preticked, event.preticked) };
    case 'action_started':
      if (state.action === 'none') return state;
      return { ...state, phase: 'acting', snapshot: event.snapshot };
    case 'decision_signalled':
      // Only the first decisive click or switch counts.
      if (state.decisionPageView !== null) return state;
      return { ...state, decisionPageView: event.pageView };
    case 'action_finished': {
      // An outcome comes from a click flow, which starts with `action_started`.
      if (event.outcome !== null && state.phase !== 'acting') return state;
      const outcome = event.outcome ?? state.outcome;
      const learnt =
        state.firstLayerRejectAvailable === null &&
        state.popupShown &&
        state.banner?.choicesOnlyInSettings !== true &&
        outcome.firstLayerRejectAvailable !== undefined;
      return {
        ...state,
        phase: 'acted',
        outcome,
        preticked: merged(state.preticked, outcome.preticked),
        firstLayerRejectAvailable: learnt
          ? (outcome.firstLayerRejectAvailable ?? null)
          : state.firstLayerRejectAvailable,
      };
    }
    case 'act_failed': {
      // A banner was there to act on and no click was tried: the action counts as a failed click.
      const clickFailed =
        state.action !== 'none' &&
        state.popupShown &&
        state.outcome.clickStatus === 'not_attempted';
      return {
        ...state,
        phase: 'acted',
        failure: event.message,
        outcome: clickFailed
          ? { ...notAttempted(state.action), clickStatus: 'click_failed' }
          : state.outcome,
      };
    }
    case 'act_finished':
      return { ...state, phase: 'done', result: actResultOf(state, event.timings) };
  }
}

/** What the layer's reading of a scanned banner container gives the `detected` event. */
export function bannerFacts(root: BannerRoot | null): BannerFacts | null {
  if (!root) return null;
  return {
    refusalOffered: hasIntent(root, REFUSAL_INTENTS),
    preticked: pretickedLabels(root),
    ...(offersChoicesOnlyInSettings(root) ? { choicesOnlyInSettings: true } : {}),
  };
}

/** Detection's answer as plain data (the scan it holds stays with the layer). */
export function detectionAnswer(detection: Detection): DetectionAnswer {
  if (detection.kind === 'autoconsent')
    return { kind: 'autoconsent', cmp: detection.cmp, atMs: detection.atMs };
  if (detection.kind === 'fallback')
    return {
      kind: 'fallback',
      cmp: detection.cmp,
      platform: detection.platform,
      atMs: detection.atMs,
    };
  return {
    kind: 'none',
    cmp: detection.cmp,
    atMs: detection.atMs,
    timedOut: detection.timedOut,
    lateEvidence: detection.lateEvidence,
  };
}

/** Default act() budget when neither the call nor the layer's options set one. */
export const DEFAULT_DEADLINE_MS = 10_000;
/** Time act() keeps for the action itself after detection (clicks, second layer, self-test). */
export const ACTION_RESERVE_MS = 3_000;

/** act()'s budget in ms from `now`: the call's, else the layer's, else 10 s; never past an absolute `deadline`. */
export function actBudgetMs(
  call: Pick<ConsentActOptions, 'deadlineMs' | 'deadline'>,
  layerDeadlineMs: number | undefined,
  now: number,
): number {
  let ms = call.deadlineMs ?? layerDeadlineMs ?? DEFAULT_DEADLINE_MS;
  if (call.deadline !== undefined) ms = Math.min(ms, call.deadline - now);
  return Math.max(0, ms);
}

/** How long detection may take of an act() budget: the rest is kept for reading and acting. */
export function detectionBudgetMs(
  action: ConsentLayerAction,
  deadlineMs: number,
  wantedMs: number,
): number {
  const reserve =
    action === 'none'
      ? Math.min(1_500, deadlineMs * 0.3)
      : Math.min(ACTION_RESERVE_MS, deadlineMs * 0.4);
  return Math.max(0, Math.min(wantedMs, deadlineMs - reserve));
}

/** What the click flow of the `detected` state is. */
export type ActionStep =
  /** Nothing to do: no banner (and no opt-out control for a reject arm), or nothing readable. */
  | { kind: 'none' }
  /** An arm that decides nothing: open the settings layer to read pre-ticked purposes, never save. */
  | { kind: 'inspect_settings' }
  /** The reject arm on a page with no banner but a US-style opt-out control. */
  | { kind: 'opt_out' }
  /** autoconsent recognised the popup: its rule acts (the heuristic gets one chance after it). */
  | { kind: 'autoconsent'; cmp: string }
  /** The heuristic's banner: its controls are clicked by intent. */
  | { kind: 'fallback' };

export function planAction(
  state: LayerState,
  available: { bridge: boolean; inspectSettings: boolean },
): ActionStep {
  const { detection, banner } = state;
  if (state.phase !== 'detected' || !detection) return { kind: 'none' };
  if (state.action === 'none')
    return banner && available.inspectSettings ? { kind: 'inspect_settings' } : { kind: 'none' };
  if (detection.kind === 'none')
    return state.action === 'reject' && state.optOutControl
      ? { kind: 'opt_out' }
      : { kind: 'none' };
  if (detection.kind === 'autoconsent' && available.bridge)
    return { kind: 'autoconsent', cmp: detection.cmp };
  return banner ? { kind: 'fallback' } : { kind: 'none' };
}

/** What detected the CMP: the TCF API counts only when nothing else did (known at collect time). */
export function detectionSource(
  state: LayerState,
  tcfPresent: boolean | null,
): CmpDetection['detectedBy'] {
  const { detection } = state;
  if (!detection) return 'none';
  if (detection.kind === 'autoconsent' || detection.cmp) return 'autoconsent';
  if (detection.kind === 'fallback') return 'fallback_heuristic';
  return tcfPresent ? 'tcf_api' : 'none';
}

/** Who identified the container the notice text is read from. */
export function noticeSource(state: LayerState): ConsentNoticeSource {
  return detectionSource(state, null) === 'autoconsent' ? 'autoconsent' : 'fallback_heuristic';
}

/** The interim report while detection waits for a late banner (`pending`), or null. */
export function pendingReport(state: LayerState): ConsentDetected | null {
  if (!state.pending) return null;
  return {
    atMs: state.pending.atMs,
    pending: true,
    popupShown: false,
    autoconsentRule: null,
    optOutControl: false,
    lateBannerEvidence: state.pending.evidence,
  };
}

/** The final detection report (`onDetected`), or null before detection answered. */
export function detectedReport(state: LayerState): ConsentDetected | null {
  const { detection } = state;
  if (!detection) return null;
  return {
    atMs: detection.atMs,
    pending: false,
    popupShown: state.popupShown,
    autoconsentRule: detection.kind === 'autoconsent' ? detection.cmp : null,
    optOutControl: state.optOutControl !== null,
    lateBannerEvidence: detection.kind === 'none' ? detection.lateEvidence : null,
  };
}

/** What act() did and when (the `done` state's result). */
export function actResultOf(state: LayerState, timings: ActTimings): ConsentActResult {
  const { outcome, detection } = state;
  return {
    decisionAtMs: outcome.decisionAtMs,
    firstClickAtMs: outcome.firstClickAtMs,
    detectedBy: detectionSource(state, null),
    popupShown: state.popupShown,
    kind: outcome.kind,
    clickStatus: outcome.clickStatus,
    ambiguousAcceptance: outcome.ambiguous,
    detectionTimedOut: detection?.kind === 'none' && detection.timedOut,
    lateBannerEvidence: detection?.kind === 'none' ? detection.lateEvidence : null,
    timings: {
      detectionMs: Math.round(timings.detectionMs),
      noticeMs: Math.round(timings.noticeMs),
      actionMs: Math.round(timings.totalMs - timings.detectionMs),
      totalMs: Math.round(timings.totalMs),
    },
  };
}

/** The decision an outcome expresses: only a click that happened decides anything. */
export function decisionKind(outcome: ActionOutcome): ConsentDecision['kind'] {
  if (outcome.clickStatus !== 'clicked') return 'none';
  if (outcome.kind === 'accept') return 'acceptance';
  return outcome.kind === 'none' ? 'none' : 'refusal';
}

/** Registration evidence plus autoconsent's own self-test, which speaks for a refusal it made. */
export function withSelfTest(
  state: LayerState,
  evidence: readonly Evidence[],
  selfTestOk: boolean,
): Evidence[] {
  const all = [...evidence];
  if (
    state.outcome.method === 'autoconsent' &&
    decisionKind(state.outcome) === 'refusal' &&
    selfTestOk
  )
    all.push({ method: 'autoconsent_self_test', verdict: 'refusal' });
  return all;
}

/** A confirmed decision on a page whose banner is still shown is looked at again (a popup that re-opened). */
export function bannerCheckNeeded(state: LayerState, decision: ConsentDecision): boolean {
  return decision.registration === 'confirmed' && state.popupShown;
}

/**
 * The platform an observation names: the one that claims the detecting rule when a rule was named,
 * else the one whose banner container holds the heuristic's banner (detection's `platform`).
 */
function cmpPlatform(state: LayerState, rule: string | null): Platform | undefined {
  if (rule !== null) return platformOfRule(rule);
  const { detection } = state;
  return detection?.kind === 'fallback' && detection.platform !== null
    ? platformById(detection.platform)
    : undefined;
}

/** The model's ConsentState of the arm: this state, the APIs read at the end, and the decision. */
export function consentStateOf(
  state: LayerState,
  apis: Pick<ConsentState, 'tcf' | 'gpp' | 'usp'> | null,
  decision: ConsentDecision,
): ConsentState {
  const { outcome } = state;
  const tcf = apis?.tcf ?? { present: false };
  const cmp: CmpDetection = {
    name: state.detection?.cmp ?? null,
    detectedBy: detectionSource(state, tcf.present),
  };
  if (tcf.cmpId !== undefined) cmp.tcfCmpId = tcf.cmpId;
  const platform = cmpPlatform(state, cmp.name);
  if (platform) cmp.platform = { id: platform.id, name: platform.name };
  const action: ConsentAction = { kind: outcome.kind, clickStatus: outcome.clickStatus };
  if (outcome.method) action.method = outcome.method;
  if (outcome.label) action.label = outcome.label.slice(0, 200);
  if (outcome.layer) action.layer = outcome.layer;
  if (
    outcome.clickStatus === 'clicked' &&
    state.decisionPageView !== null &&
    state.decisionPageView > 0
  )
    action.pageView = state.decisionPageView;
  const consent: ConsentState = {
    cmp,
    popupShown: state.popupShown,
    firstLayerRejectAvailable: state.popupShown ? state.firstLayerRejectAvailable : null,
    pretickedPurposes: state.preticked.slice(0, 50),
    action,
    decision,
    tcf,
    gpp: apis?.gpp ?? { present: false },
    usp: apis?.usp ?? { present: false },
  };
  if (state.optOutControl)
    consent.optOutControl = {
      kind: state.optOutControl.kind,
      label: state.optOutControl.label.slice(0, 200),
    };
  if (state.notice) consent.notice = state.notice;
  return consent;
}
