/**
 * Scan outcome and coverage from the arms (pure).
 *
 * - `failed`: no arm observed the page (DNS, TLS, connection, HTTP error status, timeout, arm errors, or a
 *   bot wall/captcha standing in for the page in every arm: `interstitial_only`). A failed scan has no
 *   findings and no score (a bot wall must never get a good score); `failure` names the cause.
 * - `completed_limited`: the page was observed but at least one arm could not do its job (arm not run,
 *   click failed, bot wall or captcha in some arms, budget ended before quiet, caps, navigation failure in
 *   one arm …).
 * - `completed`: every expected arm did its job. Informational limitations (screenshots, persistence,
 *   storage snapshot) are listed but do not limit the scan.
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import type {
  ArmName,
  Coverage,
  CoverageLimitation,
  CoverageLimitationCode,
  Observation,
  ScanFailure,
  ScanFailureCode,
} from '../model/index.ts';
import { clip, plural } from '../shared/text.ts';
import { collectArmItems, firstByKey } from './arm-items.ts';
import { INFORMATIONAL_LIMITATIONS, navigationSucceeded, observationState } from './arm-status.ts';

export type ScanOutcome = 'completed' | 'completed_limited' | 'failed';

export interface CoverageAssessment {
  status: ScanOutcome;
  coverage: Coverage;
  failure: ScanFailure | null;
}

export const EXPECTED_ARMS: readonly ArmName[] = [
  'before_consent',
  'after_reject',
  'after_accept',
  'gpc_on',
];

const ARM_LABEL: Record<ArmName, string> = {
  before_consent: 'before-consent',
  after_reject: 'after-Reject',
  after_accept: 'after-Accept',
  gpc_on: 'GPC',
  gpc_off: 'GPC comparison (no signal)',
};

const MAX_LIMITATIONS = 50;

function derivedLimitations(name: ArmName, observation: Observation): CoverageLimitation[] {
  const label = ARM_LABEL[name];
  const out: CoverageLimitation[] = [];
  if (!navigationSucceeded(observation)) {
    out.push({
      code: 'navigation_failed',
      arm: name,
      summary: `The ${label} arm could not load the page.`,
    });
  }
  if (observation.termination.kind === 'arm_error') {
    out.push({
      code: 'other',
      arm: name,
      summary: `The ${label} arm ended with an internal error.`,
    });
  }
  if (observation.termination.kind === 'budget_exhausted') {
    out.push({
      code: 'budget_exhausted_before_quiet',
      arm: name,
      summary: `The ${label} arm's time budget ended before the network was quiet.`,
    });
  }
  if (observation.consent.action.clickStatus === 'click_failed') {
    out.push({
      code: 'consent_click_failed',
      arm: name,
      summary: `The ${label} arm found the consent control but the click failed.`,
    });
  }
  const { decision } = observation.consent;
  if (decision.kind === 'refusal' && decision.unconfirmedBecause === 'stored_state_unread') {
    out.push({
      code: 'other',
      arm: name,
      summary: `In the ${label} arm the site stored its consent state after the click in a format consentry does not decode; whether the refusal was registered was not verified.`,
    });
  }
  if (observation.droppedRequestCount > 0) {
    out.push({
      code: 'request_cap_reached',
      arm: name,
      summary: `The ${label} arm reached its request cap; ${observation.droppedRequestCount} requests were not recorded.`,
    });
  }
  return out;
}

/** Arms the scan chose not to run because the page offered nothing for them to do (arm-plan.ts). */
export function armsNotNeeded(scan: ClassifiedScan): Set<ArmName> {
  const names = new Set<ArmName>();
  for (const arm of Object.values(scan.arms)) {
    for (const limitation of arm.observation.coverageLimitations) {
      if (limitation.code === 'arm_not_needed' && limitation.arm) names.add(limitation.arm);
    }
  }
  return names;
}

/**
 * Forms of the site's own pages that ask for personal data and declare no destination (no action
 * attribute, or fields outside any form). They post to their own page unless a script sends them
 * elsewhere, and no finding can say which: consentry never submits a form. Informational.
 */
export function undeclaredFormDestinations(scan: ClassifiedScan): CoverageLimitation | null {
  const forms = firstByKey(
    collectArmItems(scan, (observation) => observation.forms).filter(
      ({ item }) =>
        item.actionHost === null &&
        item.frameHost === undefined &&
        item.fields.some((field) => field.kind !== 'other'),
    ),
    ({ item, page }) =>
      `${page?.path ?? ''}|${item.method}|${item.fields.map((field) => field.kind).join(',')}`,
  );
  const first = forms[0];
  if (!first) return null;
  const one = forms.length === 1;
  return {
    code: 'form_destination_not_declared',
    arm: first.arm.arm,
    summary: `${plural(forms.length, 'form')} asking for personal data ${one ? 'declares' : 'declare'} no destination but ${one ? 'its' : 'their'} own page (no action attribute, an action to the same page, or fields outside any form): ${one ? 'it posts' : 'they post'} there unless a script sends ${one ? 'it' : 'them'} elsewhere. consentry never submits a form, so a destination that is only in script was not observed.`,
  };
}

export function collectLimitations(
  scan: ClassifiedScan,
  expected: readonly ArmName[] = EXPECTED_ARMS,
): CoverageLimitation[] {
  const all: CoverageLimitation[] = [];
  const notNeeded = armsNotNeeded(scan);
  for (const name of expected) {
    if (!scan.arms[name] && !notNeeded.has(name))
      all.push({
        code: 'arm_not_run',
        arm: name,
        summary: `The ${ARM_LABEL[name]} arm did not run.`,
      });
  }
  for (const arm of Object.values(scan.arms)) {
    for (const limitation of arm.observation.coverageLimitations) {
      all.push({
        code: limitation.code,
        arm: limitation.arm ?? arm.arm,
        summary: clip(limitation.summary, 500),
      });
    }
    all.push(...derivedLimitations(arm.arm, arm.observation));
  }
  const undeclared = undeclaredFormDestinations(scan);
  if (undeclared) all.push(undeclared);
  const seen = new Set<string>();
  return all
    .filter((limitation) => {
      const key = `${limitation.code}/${limitation.arm ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_LIMITATIONS);
}

/** Navigation error codes of src/observe (navigation-error.ts) and raw Chromium net errors → failure codes. */
const FAILURE_PATTERNS: ReadonlyArray<[RegExp, ScanFailureCode]> = [
  [/dns_failure|NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|ENOTFOUND/i, 'dns_error'],
  [/tls_error|ERR_CERT_|ERR_SSL_|SSL_PROTOCOL|BAD_SSL/i, 'tls_error'],
  [/egress_denied|target_not_allowed|BLOCKED_BY_CLIENT|ACCESS_DENIED/i, 'target_not_allowed'],
  [/too_many_redirects|TOO_MANY_REDIRECTS/i, 'http_error'],
  [/navigation_timeout|TIMED?_?OUT|timeout/i, 'timeout'],
  [
    /connection_failed|navigation_aborted|REFUSED|RESET|CONNECTION|UNREACHABLE|EMPTY_RESPONSE|ECONN/i,
    'connection_failed',
  ],
  [/browser_crashed/i, 'internal_error'],
];

const FAILURE_TEXT: Record<ScanFailureCode, string> = {
  dns_error: 'The host name did not resolve.',
  tls_error: 'The TLS connection or certificate failed.',
  http_error: 'The main document answered with an HTTP error or redirected too many times.',
  timeout: 'The main document did not load within the time budget.',
  connection_failed: 'The connection to the site failed.',
  target_not_allowed: 'The target policy refused the URL or an address it resolved to.',
  interstitial_only:
    'A bot wall or captcha interstitial stood in for the page in every arm; the site itself was not observed.',
  browser_unavailable: 'No browser could be started.',
  internal_error: 'The scan failed for an internal reason.',
};

export function failureOf(observation: Observation | undefined): ScanFailure {
  if (!observation) return { code: 'internal_error', summary: FAILURE_TEXT.internal_error };
  const status = observation.mainDocumentStatus;
  if (typeof status === 'number' && status >= 400 && status <= 599) {
    return {
      code: 'http_error',
      summary: `The main document answered with HTTP ${status}.`,
      httpStatus: status,
    };
  }
  const text = observation.errors
    .filter((error) => error.stage === 'navigation')
    .map((error) => `${error.code} ${error.message}`)
    .join(' ');
  for (const [pattern, code] of FAILURE_PATTERNS) {
    if (pattern.test(text)) return { code, summary: FAILURE_TEXT[code] };
  }
  if (observation.termination.kind === 'budget_exhausted')
    return { code: 'timeout', summary: FAILURE_TEXT.timeout };
  if (observation.termination.kind === 'navigation_failed')
    return { code: 'connection_failed', summary: FAILURE_TEXT.connection_failed };
  return { code: 'internal_error', summary: FAILURE_TEXT.internal_error };
}

const hasInterstitial = (observation: Observation): boolean =>
  observation.coverageLimitations.some(
    (limitation) =>
      limitation.code === 'bot_wall_detected' || limitation.code === 'captcha_detected',
  );

/** Why no arm observed the page: an interstitial everywhere, or the canonical arm's navigation failure. */
function scanFailure(scan: ClassifiedScan, observations: readonly Observation[]): ScanFailure {
  if (
    observations.length > 0 &&
    observations.every(
      (observation) => hasInterstitial(observation) || !navigationSucceeded(observation),
    )
  ) {
    const walled = observations.find(hasInterstitial);
    if (walled) {
      const failure: ScanFailure = {
        code: 'interstitial_only',
        summary: FAILURE_TEXT.interstitial_only,
      };
      const status = walled.mainDocumentStatus;
      if (typeof status === 'number' && status >= 100 && status <= 599) failure.httpStatus = status;
      return failure;
    }
  }
  return failureOf(scan.arms.before_consent?.observation ?? observations[0]);
}

function completeSummary(notNeeded: ReadonlySet<ArmName>): string {
  if (notNeeded.size === 0)
    return 'Every planned arm observed the page: before consent, after Reject, after Accept and with GPC.';
  const skipped = [...notNeeded].map((name) => ARM_LABEL[name]).join(' and ');
  return `Every arm the page called for observed it; the ${skipped} ${notNeeded.size > 1 ? 'arms were' : 'arm was'} not needed (nothing to click before consent).`;
}

export function assessCoverage(
  scan: ClassifiedScan,
  expected: readonly ArmName[] = EXPECTED_ARMS,
): CoverageAssessment {
  const observations = Object.values(scan.arms).map((arm) => arm.observation);
  // The page was observed when at least one arm's evidence is the page's (see arm-status.ts).
  const observed = observations.some((observation) => observationState(observation) !== 'invalid');
  const limitations = collectLimitations(scan, expected);
  if (!observed) {
    const failure = scanFailure(scan, observations);
    return {
      status: 'failed',
      failure,
      coverage: { status: 'failed', summary: failure.summary, limitations },
    };
  }
  const limiting = limitations.filter(
    (limitation) => !INFORMATIONAL_LIMITATIONS.has(limitation.code as CoverageLimitationCode),
  );
  if (limiting.length === 0) {
    return {
      status: 'completed',
      failure: null,
      coverage: { status: 'complete', summary: completeSummary(armsNotNeeded(scan)), limitations },
    };
  }
  const shown = limiting
    .slice(0, 3)
    .map((limitation) => limitation.summary)
    .join(' ');
  const more = limiting.length > 3 ? ` (${limiting.length - 3} more limitations)` : '';
  return {
    status: 'completed_limited',
    failure: null,
    coverage: {
      status: 'partial',
      summary: clip(`Incomplete evidence. ${shown}${more}`, 1000),
      limitations,
    },
  };
}
