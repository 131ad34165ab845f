/**
 * The refusal path of the after_reject arm, evaluated once and shared by the findings
 * (`tracking_after_refusal`, `refusal_not_registered`) and the typed postRefusalObservation.
 *
 * - Refusal is *confirmed* when the observer verified its registration and no stored state read after
 *   the click says otherwise (a TC string with purpose consents, a GPP/USP string not opted out).
 * - Activity *after* the click: tracker requests that started at or after the click time and tracking
 *   cookies first seen at or after it. Requests that started before the click (phase `pre_consent`, or
 *   an `after_*` phase with an earlier start) are in-flight and excluded.
 * - Reject-click policy (spec 2.6): without confirmed refusal, a completed click plus *independently
 *   verified* tracking — requests to known tracker vendors after the click, with cookies set after it
 *   (Set-Cookie on those responses or tracking cookies first seen after the click).
 */
import type {
  ClassifiedArm,
  ClassifiedCookie,
  ClassifiedRequest,
  ClassifiedScan,
} from '../classify/classified.ts';
import { pageRefOf } from '../classify/page-ref.ts';
import type {
  ArmName,
  ConsentActionKind,
  ConsentState,
  EvidencePhase,
  RefusalKind,
  RefusalVerdict,
} from '../model/index.ts';
import { armState, clickTimeMs, type ArmState } from './arm-status.ts';
import { trackerRequests, trackingCookies } from './evidence-helpers.ts';
import { saleSharingRequests } from './gpc.ts';

const REFUSAL_KIND: Partial<Record<ConsentActionKind, RefusalKind>> = {
  reject: 'reject_all',
  necessary_only: 'necessary_only',
  opt_out_control: 'opt_out_control',
};

export interface ActionWindow {
  arm: ClassifiedArm;
  clickMs: number | undefined;
  /** Tracker requests that started after the click. */
  requests: ClassifiedRequest[];
  /**
   * Tracking cookies set after the click: first seen after it, or set again on a later page view after
   * it (hard-coded tags re-set their cookies on every page view). Each carries the time and page of
   * that write as `firstSeenMs` / `phase` / `page`.
   */
  cookies: ClassifiedCookie[];
  /** Tracker requests marked after the click that started before it (in flight at click time). */
  inFlightExcluded: number;
  /** Every request that started after the click (all hosts), for afterAction counts. */
  allAfterRequests: ClassifiedRequest[];
}

/** Which trackers and cookies an action's window counts (all of them unless narrowed). */
export interface WindowScope {
  request?: (request: ClassifiedRequest) => boolean;
  cookie?: (cookie: ClassifiedCookie) => boolean;
}

/** Activity of an action arm after its click (phase `afterPhase` or `post_consent`, started ≥ click). */
export function afterClick(
  arm: ClassifiedArm,
  afterPhase: EvidencePhase,
  scope: WindowScope = {},
): ActionWindow {
  const clickMs = clickTimeMs(arm);
  const isAfter = (phase: EvidencePhase | undefined): boolean =>
    phase === afterPhase || phase === 'post_consent';
  const startedAfter = (t: number | undefined): boolean =>
    clickMs === undefined || t === undefined || t >= clickMs;
  const marked = arm.requests.filter((request) => isAfter(request.phase));
  const allAfterRequests = marked.filter((request) => startedAfter(request.tMs));
  const trackers = trackerRequests(marked).filter(scope.request ?? (() => true));
  const requests = trackers.filter((request) => startedAfter(request.tMs));
  const cookies = trackingCookies(arm.cookies)
    .filter(scope.cookie ?? (() => true))
    .flatMap((cookie): ClassifiedCookie[] => {
      if (isAfter(cookie.phase) && startedAfter(cookie.firstSeenMs)) return [cookie];
      const rewrite = cookie.rewrites?.find(
        (write) => isAfter(write.phase) && startedAfter(write.tMs),
      );
      if (!rewrite) return [];
      const page = pageRefOf(arm.observation, rewrite.pageView);
      return [
        { ...cookie, firstSeenMs: rewrite.tMs, phase: rewrite.phase, ...(page ? { page } : {}) },
      ];
    });
  return {
    arm,
    clickMs,
    requests,
    cookies,
    inFlightExcluded: trackers.length - requests.length,
    allAfterRequests,
  };
}

/** Cookie purposes a US "sale or sharing" opt-out covers (cross-context advertising). */
const SALE_SHARING_COOKIE_PURPOSES: ReadonlySet<string> = new Set(['advertising', 'social_media']);

/**
 * A US opt-out refuses the sale or sharing of personal information, not measurement: after it, only
 * sale/sharing vendors count (advertising and social pixels, not analytics), and a vendor told by every
 * hit after the choice to restrict processing is the opt-out at work (saleSharingRequests).
 */
function saleSharingScope(arm: ClassifiedArm): WindowScope {
  const afterChoice = (request: ClassifiedRequest) =>
    request.phase === 'after_reject' || request.phase === 'post_consent';
  const saleSharing = new Set(saleSharingRequests(arm, afterChoice));
  return {
    request: (request) => saleSharing.has(request),
    cookie: (cookie) => SALE_SHARING_COOKIE_PURPOSES.has(cookie.purpose),
  };
}

/**
 * How a finding says the visitor refused: the label clicked, or — when a consent platform's rule
 * refused through the platform's own script and no labelled click was seen — that, not a click.
 */
export function refusalWording(action: ConsentState['action']): string {
  if (action.label) return `clicked "${action.label}"`;
  if (action.method === 'autoconsent')
    return "refused through the consent platform's own script (no labelled button click was seen)";
  return 'clicked "Reject"';
}

/**
 * A US opt-out must be honoured as soon as feasible, not within the page it was made on: when the page
 * view after it was observed in full and sent nothing to sale/sharing vendors, the tags and timers still
 * running on the page of the choice are not counted (the opt-out took effect from the next page view).
 */
function effectiveFromNextPageView(window: ActionWindow): ActionWindow {
  const observed = window.arm.observation.pageViews?.some(
    (view) => view.role === 'next_page_view' && view.outcome === 'observed',
  );
  const onNextView = (item: { page?: { role: string } }) => item.page?.role === 'next_page_view';
  if (!observed || window.requests.some(onNextView) || window.cookies.some(onNextView))
    return window;
  return { ...window, requests: [], cookies: [] };
}

export interface RefusalEvaluation {
  armName: ArmName;
  state: ArmState;
  arm: ClassifiedArm | null;
  refusalKind: RefusalKind | null;
  /** A refusal control was clicked successfully in an arm whose evidence is usable. */
  clicked: boolean;
  confirmed: boolean;
  /** Stored state read after the click that says consent/not opted out. */
  contradictions: string[];
  window: ActionWindow | null;
  hasActivity: boolean;
  independentlyVerified: boolean;
  verdict: RefusalVerdict;
}

function contradictionsOf(arm: ClassifiedArm, kind: RefusalKind): string[] {
  const { tcf, gpp, usp } = arm.observation.consent;
  const found: string[] = [];
  // Purpose 1 (storage) is kept by some CMPs for a necessary-only choice; a reject-all keeps none.
  const allowedPurposes = kind === 'necessary_only' ? 1 : 0;
  if (
    kind !== 'opt_out_control' &&
    tcf.present &&
    tcf.tcStringPresent &&
    (tcf.purposeConsentsCount ?? 0) > allowedPurposes
  ) {
    found.push(`the TC string still records consent to ${tcf.purposeConsentsCount} purposes`);
  }
  if (kind === 'opt_out_control' && gpp.present && gpp.saleOptOut === 'not_opted_out') {
    found.push('the GPP string records no sale/sharing opt-out');
  }
  if (kind === 'opt_out_control' && usp.present && usp.optOut === false) {
    found.push('the US Privacy string records no opt-out');
  }
  return found;
}

export function evaluateRefusal(scan: ClassifiedScan): RefusalEvaluation {
  const state = armState(scan, 'after_reject');
  const arm = scan.arms.after_reject ?? null;
  const usable = arm !== null && (state === 'complete' || state === 'bounded');
  const action = arm?.observation.consent.action;
  const refusalKind = (action && REFUSAL_KIND[action.kind]) ?? null;
  const clicked = usable && refusalKind !== null && action?.clickStatus === 'clicked';
  const base = { armName: 'after_reject' as const, state, arm, refusalKind };
  if (!clicked || !arm || !refusalKind) {
    return {
      ...base,
      clicked: false,
      confirmed: false,
      contradictions: [],
      window: null,
      hasActivity: false,
      independentlyVerified: false,
      verdict: 'not_evaluated',
    };
  }
  const contradictions = contradictionsOf(arm, refusalKind);
  const decision = arm.observation.consent.decision;
  const confirmed =
    decision.kind === 'refusal' &&
    decision.registration === 'confirmed' &&
    contradictions.length === 0;
  const window =
    refusalKind === 'opt_out_control'
      ? effectiveFromNextPageView(afterClick(arm, 'after_reject', saleSharingScope(arm)))
      : afterClick(arm, 'after_reject');
  const hasActivity = window.requests.length > 0 || window.cookies.length > 0;
  const knownVendorRequests = window.requests.filter((request) => request.vendor !== null);
  const cookiesAfter =
    window.cookies.length > 0 ||
    knownVendorRequests.some((request) => (request.setCookieNames?.length ?? 0) > 0);
  const independentlyVerified = knownVendorRequests.length > 0 && cookiesAfter;
  const verdict: RefusalVerdict = !confirmed
    ? 'refusal_not_confirmed'
    : hasActivity
      ? 'eligible_nonessential_activity_observed_after_confirmed_refusal'
      : 'no_eligible_nonessential_activity_after_confirmed_refusal';
  return {
    ...base,
    clicked,
    confirmed,
    contradictions,
    window,
    hasActivity,
    independentlyVerified,
    verdict,
  };
}
