import type { Page } from 'playwright-core';
import type { ArmRuntime } from '../arm-runtime.ts';
import type {
  ClickStatus,
  CmpDetectionSource,
  ConsentActionKind,
  ConsentActionMethod,
  ConsentState,
  GpcInfo,
} from '../../model/index.ts';
import type { AutoconsentBridge } from './autoconsent-bridge.ts';
import type { RecordedClick } from './click-recorder.ts';
import type { CmpSignals, LateBannerEvidence } from './late-banner.ts';
import type { MainFrameNavigation } from './main-frame-navigation.ts';
import type { PageSettle } from './page-settle.ts';
import type { Deadline } from './time.ts';

export type ConsentLayerAction = 'accept' | 'reject' | 'none';

export interface ConsentLayerOptions {
  /** What the arm does with the banner: `accept` (after_accept), `reject` (after_reject), `none` (before_consent, GPC arms). */
  action: ConsentLayerAction;
  /** Restrict autoconsent to this rule (e.g. the CMP the before_consent arm detected); saves CPU. */
  onlyRule?: string;
  /** Run autoconsent at all (default true). False = fallback heuristic only, e.g. when another arm found no known CMP. */
  autoconsent?: boolean;
  /** act() resolves within this many ms of being called (default 10 000). */
  deadlineMs?: number;
  /** Upper bound for detection inside act() (default 6 000, and never more than the deadline allows). */
  detectionBudgetMs?: number;
  /**
   * With evidence that a banner is still to come (a CMP script, a TCF stub, hidden consent markup), how
   * long detection keeps looking after that evidence (default 3 500). The arm that decides whether the
   * Reject and Accept arms run at all waits longer, so that a banner shown after a timer is not missed.
   */
  lateWaitMs?: number;
  /** autoconsent's detectRetries (default 6: about 3 s of retries while the DOM keeps changing). */
  detectRetries?: number;
  /** With action `none`: open the banner's settings layer (never saving) to read pre-ticked purposes. Default true. */
  inspectSettings?: boolean;
  /** Keep one `banner` screenshot when a popup is shown (default true; e.g. only in before_consent). */
  screenshot?: boolean;
  /** Read the banner's visible text (notice passages, policy links) when a popup is shown (default true; e.g. only in before_consent). */
  noticeText?: boolean;
}

/** What act() did and when, for the arm runner (phase switch, timings, evidence anchors). */
export interface ConsentActResult {
  /** Arm time (ms since navigation start) of the click that expressed the decision; null when none. */
  decisionAtMs: number | null;
  /** Arm time of the first click the layer caused (e.g. opening settings); null when none. */
  firstClickAtMs: number | null;
  detectedBy: CmpDetectionSource;
  popupShown: boolean;
  kind: ConsentActionKind;
  clickStatus: ClickStatus;
  /** Acceptance through an ambiguous "OK" / "Got it" (the banner offered nothing else). */
  ambiguousAcceptance: boolean;
  /** Detection ended on the budget rather than on an answer. */
  detectionTimedOut: boolean;
  /** With no banner found: the evidence that made detection wait for a late banner, or null (quick answer). */
  lateBannerEvidence: LateBannerEvidence | null;
  timings: {
    /** From act() call to the detection answer (popup, banner, or "nothing"). */
    detectionMs: number;
    /** Reading the banner's text (part of actionMs); 0 when not read. */
    noticeMs: number;
    /** From the detection answer to the end of the action (incl. autoconsent self-test). */
    actionMs: number;
    totalMs: number;
  };
}

export interface ConsentActOptions {
  /** Budget from now, in ms (default: the layer's `deadlineMs`). */
  deadlineMs?: number;
  /** Absolute deadline on the performance.now() clock; wins over `deadlineMs` when earlier. */
  deadline?: number;
  /**
   * Called once, right before the click that expresses the decision (not before opening a settings
   * layer), so the caller can switch the arm's phase and count what the click triggers as after it.
   * For autoconsent's own clicks it is called from the click recorder as the decisive click arrives.
   */
  beforeClick?: () => void;
  /** Called once, as soon as detection has answered (before any inspection or click). */
  onDetected?: (detected: ConsentDetected) => void;
}

/** What detection found, reported before the layer acts: enough to plan the other arms of a scan. */
export interface ConsentDetected {
  /** Arm time (ms since navigation start) of the answer. */
  atMs: number;
  /**
   * True for the interim report of a detection that saw no banner yet but evidence of one to come
   * (`lateBannerEvidence`) and now waits for it; the final answer is reported after it.
   */
  pending: boolean;
  popupShown: boolean;
  /** The autoconsent rule that recognised the popup (so other arms can run only that rule), or null. */
  autoconsentRule: string | null;
  /** A "Do Not Sell or Share" / "Your Privacy Choices" control on the page (no banner needed). */
  optOutControl: boolean;
  /** With no banner: the evidence that made detection wait for a late one (it did not come in time). */
  lateBannerEvidence: LateBannerEvidence | null;
}

export interface ConsentLayer {
  readonly name: 'consent';
  /** Before navigation: bindings, init scripts, listeners. */
  install(runtime: ArmRuntime): Promise<void>;
  /**
   * After navigation started: waits for the banner (or the answer that there is none), inspects it,
   * performs the action, and resolves within the deadline. Never throws. The caller switches the
   * arm's phase itself (`beforeClick`, or `decisionAtMs` of `actResult()`). Calling it again waits
   * for the first call.
   */
  act(runtime: ArmRuntime, options?: ConsentActOptions): Promise<void>;
  /** What act() did and when (timings, decision time); null until act() has finished. */
  actResult(): ConsentActResult | null;
  /** At the end of the arm: the ConsentState (registration read now). Never throws. */
  collect(runtime: ArmRuntime): Promise<ConsentState>;
  /** The site's recorded sale/sharing opt-out (GPC arms): __gpp, __uspapi, OneTrust flags. Never throws. */
  readGpcRegistration(runtime: ArmRuntime): Promise<GpcInfo['registration']>;
  /** Done with consent (after collect): later page views get no autoconsent content script. */
  stop(): void;
}

/** What one action flow did. */
export interface ActionOutcome {
  kind: ConsentActionKind;
  clickStatus: ClickStatus;
  method?: ConsentActionMethod;
  label?: string;
  layer?: 'first' | 'second' | 'page';
  decisionAtMs: number | null;
  firstClickAtMs: number | null;
  ambiguous: boolean;
  preticked: string[];
  /** Set when the flow learnt whether the first layer offers a refusal. */
  firstLayerRejectAvailable?: boolean;
  failure?: string;
}

export interface FlowContext {
  runtime: ArmRuntime;
  page: Page;
  bridge: AutoconsentBridge | null;
  settle: PageSettle;
  /** CMP scripts and frames seen loading (evidence of a late banner). */
  cmpSignals?: CmpSignals;
  /** Main-frame navigations the flow's clicks started (and whether one is still in flight). */
  navigation: MainFrameNavigation;
  clicks: RecordedClick[];
  deadline: Deadline;
  /** Idempotent: signals the decisive click (see ConsentActOptions.beforeClick). */
  beforeDecision: () => void;
  /** Whether consent state (cookies, TC/GPP/USP strings) changed since the snapshot taken before the action. */
  registeredSince: () => Promise<boolean>;
  /** Sees each click the page receives (autoconsent's included) while set. */
  setClickWatcher: (watcher: ((click: RecordedClick) => void) | null) => void;
  /** Detection saw no banner yet but evidence of one to come, and starts waiting for it. */
  onLateEvidence?: (evidence: LateBannerEvidence) => void;
}

export const notAttempted = (kind: ConsentActionKind = 'none'): ActionOutcome => ({
  kind,
  clickStatus: 'not_attempted',
  decisionAtMs: null,
  firstClickAtMs: null,
  ambiguous: false,
  preticked: [],
});
