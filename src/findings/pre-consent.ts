/**
 * Activity before any consent choice, from the canonical `before_consent` arm (no interaction with any
 * banner). Other arms' pre-click phases are not merged in: one arm, one clean vantage point.
 */
import type {
  ClassifiedArm,
  ClassifiedCookie,
  ClassifiedRequest,
  ClassifiedScan,
} from '../classify/classified.ts';
import type { EvidencePhase } from '../model/index.ts';
import { usableArm } from './arm-status.ts';
import { trackerRequests, trackingCookies, transmitted } from './evidence-helpers.ts';

const BEFORE: ReadonlySet<EvidencePhase | undefined> = new Set(['before_consent', 'pre_consent']);

export interface PreConsentActivity {
  arm: ClassifiedArm;
  /** Every transmitted request before consent (all hosts, all parties). */
  requests: ClassifiedRequest[];
  trackerRequests: ClassifiedRequest[];
  cookies: ClassifiedCookie[];
  trackingCookies: ClassifiedCookie[];
  /** Cookies the catalogue does not know: reported as unclassified, never as violations. */
  unclassifiedCookies: ClassifiedCookie[];
}

/** Null when the before_consent arm is missing or invalid. */
export function preConsentActivity(scan: ClassifiedScan): PreConsentActivity | null {
  const arm = usableArm(scan, 'before_consent');
  if (!arm) return null;
  const requests = arm.requests.filter(
    (request) => BEFORE.has(request.phase) && transmitted(request),
  );
  // Cookies without a phase in the before_consent arm can only have been set before consent.
  const cookies = arm.cookies.filter(
    (cookie) => cookie.phase === undefined || BEFORE.has(cookie.phase),
  );
  return {
    arm,
    requests,
    trackerRequests: trackerRequests(requests),
    cookies,
    trackingCookies: trackingCookies(cookies),
    unclassifiedCookies: cookies.filter((cookie) => cookie.purpose === 'unknown'),
  };
}
