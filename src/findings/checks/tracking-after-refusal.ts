/**
 * tracking_after_refusal — tracker activity after the Reject click (after_reject arm).
 *
 * Two paths (spec 2.6):
 * 1. Registered verdict: refusal confirmed and tracker requests or tracking cookies AFTER the click.
 *    Requests that started before the click (in flight at click time) are excluded.
 * 2. Reject-click policy: the Reject click completed but refusal was not confirmed; only with
 *    independently verified tracking (requests to known tracker vendors after the click AND cookies set
 *    after it). Confidence is capped at `moderate`: the consent context is not confirmed.
 * After a US opt-out ("Do Not Sell or Share"), only sale/sharing trackers count (refusal.ts): an
 * opt-out of sale does not refuse measurement.
 * Anchors: timing (click time retained, so "after" is measured), vendor (known vendors), consent
 * context (refusal confirmed).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import {
  consentModeDeniedNote,
  cookieExamples,
  listPreview,
  requestExamples,
} from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import { evaluateRefusal, refusalWording } from '../refusal.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

export const meta: FindingMeta = {
  id: 'tracking_after_refusal',
  label: 'Tracking after the visitor refused',
  criticality: 'high',
  scoreEffect: 'deduction',
  reviewLenses: ['consent', 'trackers', 'cookies'],
  nextStep:
    'Reproduce the refusal in a clean browser and check that tags and pixels stay blocked after Reject; fix the CMP integration for the listed vendors.',
  plainEnglish:
    'After the visitor {choice}, the page still sent {requestCount} to known trackers and set {cookieCount} ({vendors}). {pathNote}',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const refusal = evaluateRefusal(scan);
  if (!refusal.clicked || !refusal.window || !refusal.arm) return null;
  const registered = refusal.confirmed && refusal.hasActivity;
  const policy = !refusal.confirmed && refusal.independentlyVerified;
  if (!registered && !policy) return null;

  const { requests, cookies, clickMs, inFlightExcluded } = refusal.window;
  const vendors = distinct([
    ...requests.map((request) => request.vendor),
    ...cookies.map((cookie) => cookie.vendor),
  ]);
  const examples = [
    ...requestExamples(requests, 'after_reject'),
    ...cookieExamples(cookies, 'after_reject'),
  ];
  const hosts = distinct(examples.map((example) => example.urlHost));
  const anchors = {
    hasTimingAnchor: clickMs !== undefined,
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: refusal.confirmed,
  };
  // Hard-coded tags fire on page views: say so when the page view after the click is where they showed.
  const nextView = examples.find((example) => example.pageView === 'next_page_view');
  const where = nextView ? ` (seen on the next page view, ${nextView.page})` : '';
  const optOut = refusal.refusalKind === 'opt_out_control';
  const scopeNote = optOut
    ? ' Only advertising and social-media vendors are counted after an opt-out of sale or sharing.'
    : '';
  const pathNote =
    (registered
      ? 'The refusal was confirmed as registered by the site.'
      : 'The site did not confirm the refusal as registered; this is a review finding from the Reject click and independently verified tracking.') +
    scopeNote;
  const choice = optOut ? 'opt-out' : 'Reject click';
  const inFlight =
    inFlightExcluded > 0
      ? ` ${plural(inFlightExcluded, 'request')} already in flight at the click ${inFlightExcluded === 1 ? 'was' : 'were'} not counted.`
      : '';
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors, policy ? 'moderate' : 'strong'),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(requests.length, 'tracker request')} and ${plural(cookies.length, 'tracking cookie')} after the ${choice}${where} (${registered ? 'refusal confirmed' : 'refusal not confirmed'}).${inFlight}${consentModeDeniedNote(requests)}`,
      phase: 'after_reject',
      examples,
      ...anchors,
    },
    facts: {
      choice: refusalWording(refusal.arm.observation.consent.action),
      requestCount: plural(requests.length, 'request'),
      cookieCount: plural(cookies.length, 'tracking cookie'),
      vendors: listPreview(vendors.length > 0 ? vendors : hosts),
      pathNote,
    },
    subjects: { vendors, hosts },
  };
}
