/**
 * pre_consent_tracking — third-party tracker requests before any consent choice (before_consent arm).
 * Not tracking on their own: first-party requests, cookieless analytics, fonts, CDNs, consent
 * providers and tag managers (the classification gives them no tracking purpose).
 * Anchors: timing (the arm never interacted, so every request precedes consent), vendor (classified
 * vendor), consent context (CMP/banner known or a completed "none" answer).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { consentStateKnown } from '../arm-status.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import {
  consentModeDeniedNote,
  innerPagesNote,
  listPreview,
  requestExamples,
} from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import { preConsentActivity } from '../pre-consent.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

export const meta: FindingMeta = {
  id: 'pre_consent_tracking',
  label: 'Tracking requests before consent',
  criticality: 'high',
  scoreEffect: 'deduction',
  reviewLenses: ['consent', 'trackers'],
  nextStep:
    'Check that the tag manager and embedded scripts wait for a consent choice before loading these trackers.',
  plainEnglish:
    'Before the visitor made any consent choice, the page sent {requestCount} to {hostCount} of known trackers ({vendors}){where}.',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const activity = preConsentActivity(scan);
  if (!activity || activity.trackerRequests.length === 0) return null;
  const requests = activity.trackerRequests;
  const examples = requestExamples(requests, 'before_consent');
  // In order of first contact.
  const vendors = distinct(examples.map((example) => example.vendor));
  const hosts = examples.map((example) => example.urlHost);
  const anchors = {
    hasTimingAnchor: true,
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: consentStateKnown(activity.arm),
  };
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(requests.length, 'request')} to ${plural(hosts.length, 'tracker host')} before any consent choice (${listPreview(vendors.length > 0 ? vendors : hosts)}).${consentModeDeniedNote(requests)}`,
      phase: 'before_consent',
      examples,
      ...anchors,
    },
    facts: {
      requestCount: plural(requests.length, 'request'),
      hostCount: plural(hosts.length, 'host'),
      vendors: listPreview(vendors.length > 0 ? vendors : hosts),
      where: innerPagesNote(examples),
    },
    subjects: { vendors, hosts },
  };
}
