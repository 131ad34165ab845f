/**
 * The GPC pair: `gpc_on` against `gpc_off` (or, when absent, `before_consent` as the "off" side).
 * Jurisdiction-neutral counts only; never a legal conclusion and never a score effect.
 */
import type { ClassifiedArm, ClassifiedRequest, ClassifiedScan } from '../classify/classified.ts';
import type { ArmName, GpcArmActivity, GpcComparisonStatus } from '../model/index.ts';
import { onStartingPage } from '../classify/page-ref.ts';
import { armState, type ArmState } from './arm-status.ts';
import { transmitted } from './evidence-helpers.ts';

export interface GpcEvaluation {
  onState: ArmState;
  offState: ArmState;
  offArmName: ArmName;
  on: ClassifiedArm | null;
  off: ClassifiedArm | null;
  /** The signal reached the page: Sec-GPC sent and not blocked/undelivered, or navigator exposed. */
  signalDelivered: boolean;
  /** Transmitted third-party sale/sharing requests with GPC on. */
  saleSharingWithGpc: ClassifiedRequest[];
  withGpc: GpcArmActivity | null;
  withoutGpc: GpcArmActivity | null;
  comparison: GpcComparisonStatus;
}

/** Loading a tag's code is not where data goes: a vendor's hits are its other requests. */
const CODE_TYPES: ReadonlySet<string> = new Set(['script', 'stylesheet', 'font', 'document']);

/**
 * Third-party requests to sale/sharing vendors that left the browser. A vendor told by every hit to
 * restrict processing for the opt-out (Meta's Limited Data Use, Google's restricted data processing, a
 * US Privacy string saying "opted out") is the opt-out at work, not a sale: none of its requests count,
 * its script loads included. `within` narrows the requests judged (and so "every hit") to those made
 * under the opt-out: an arm's hits from before the visitor opted out were never meant to be restricted.
 */
export function saleSharingRequests(
  arm: ClassifiedArm,
  within: (request: ClassifiedRequest) => boolean = () => true,
): ClassifiedRequest[] {
  const sent = arm.requests.filter(
    (request) =>
      within(request) &&
      request.salesSharing &&
      request.party === 'third_party' &&
      transmitted(request),
  );
  const restricted = new Set<string>();
  const unrestricted = new Set<string>();
  for (const request of sent) {
    if (CODE_TYPES.has(request.resourceType)) continue;
    const vendor = request.vendor ?? request.host;
    (request.restrictedProcessing === true ? restricted : unrestricted).add(vendor);
  }
  return sent.filter((request) => {
    const vendor = request.vendor ?? request.host;
    return !(restricted.has(vendor) && !unrestricted.has(vendor));
  });
}

/**
 * An arm's activity on its starting page: the comparison is like for like (the GPC arm's next page
 * view and the before-consent crawl would otherwise count pages the other side never loaded).
 */
export function armActivity(arm: ClassifiedArm): GpcArmActivity {
  const sent = arm.requests.filter((request) => transmitted(request) && onStartingPage(request));
  return {
    requestCount: sent.length,
    saleSharingRequestCount: saleSharingRequests(arm).filter(onStartingPage).length,
    thirdPartyHostCount: new Set(
      sent.filter((request) => request.party === 'third_party').map((request) => request.host),
    ).size,
    cookieCount: arm.cookies.filter(onStartingPage).length,
  };
}

const usable = (state: ArmState): boolean => state === 'complete' || state === 'bounded';

export function evaluateGpc(scan: ClassifiedScan): GpcEvaluation {
  const offArmName: ArmName = scan.arms.gpc_off ? 'gpc_off' : 'before_consent';
  const onState = armState(scan, 'gpc_on');
  const offState = armState(scan, offArmName);
  const on = usable(onState) ? (scan.arms.gpc_on ?? null) : null;
  const off = usable(offState) ? (scan.arms[offArmName] ?? null) : null;
  const gpc = on?.observation.gpc;
  const delivery = gpc?.mainDocumentDelivery;
  const headerDelivered =
    gpc?.secGpcSent === true &&
    delivery !== 'not_delivered' &&
    delivery !== 'blocked_before_transmission';
  const signalDelivered = gpc !== undefined && (headerDelivered || gpc.navigatorExposed);
  const withGpc = on ? armActivity(on) : null;
  const withoutGpc = off ? armActivity(off) : null;
  let comparison: GpcComparisonStatus;
  if (onState === 'missing') comparison = 'not_attempted';
  else if (
    !withGpc ||
    !withoutGpc ||
    onState !== 'complete' ||
    offState !== 'complete' ||
    !signalDelivered
  )
    comparison = 'indeterminate';
  else if (withGpc.saleSharingRequestCount === 0 && withoutGpc.saleSharingRequestCount === 0)
    comparison = 'indeterminate';
  else if (withGpc.saleSharingRequestCount < withoutGpc.saleSharingRequestCount)
    comparison = 'reduced_activity_with_gpc';
  else comparison = 'no_reduction_observed';
  return {
    onState,
    offState,
    offArmName,
    on,
    off,
    signalDelivered,
    saleSharingWithGpc: on ? saleSharingRequests(on) : [],
    withGpc,
    withoutGpc,
    comparison,
  };
}
