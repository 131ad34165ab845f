/**
 * pre_consent_nonessential_cookies — known tracking cookies (analytics, advertising, social media,
 * session replay) present before any consent choice. Strictly necessary, security and consent cookies
 * are exempt; cookies the catalogue does not know are never a violation (only counted as unclassified).
 * Anchors: timing (before_consent arm), vendor (catalogued vendor), consent context (as for trackers).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { consentStateKnown } from '../arm-status.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { cookieExamples, innerPagesNote, listPreview } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import { preConsentActivity } from '../pre-consent.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

export const meta: FindingMeta = {
  id: 'pre_consent_nonessential_cookies',
  label: 'Non-essential cookies before consent',
  criticality: 'medium',
  scoreEffect: 'deduction',
  reviewLenses: ['consent', 'cookies'],
  nextStep:
    'Check which script sets these cookies and make it wait for consent; strictly necessary cookies need no change.',
  plainEnglish:
    'Before the visitor made any consent choice, {cookieCount} known to serve tracking purposes were set ({names}, by {vendors}){where}. {unclassifiedNote}',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const activity = preConsentActivity(scan);
  if (!activity || activity.trackingCookies.length === 0) return null;
  const examples = cookieExamples(activity.trackingCookies, 'before_consent');
  const vendors = distinct(activity.trackingCookies.map((cookie) => cookie.vendor));
  const hosts = distinct(examples.map((example) => example.urlHost));
  const names = distinct(examples.map((example) => example.name));
  const unclassified = distinct(activity.unclassifiedCookies.map((cookie) => cookie.name)).length;
  const anchors = {
    hasTimingAnchor: true,
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: consentStateKnown(activity.arm),
  };
  const unclassifiedNote =
    unclassified > 0
      ? `${plural(unclassified, 'other cookie')} could not be classified and ${unclassified === 1 ? 'is' : 'are'} not counted.`
      : 'No unclassified cookies were seen.';
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(examples.length, 'non-essential tracking cookie')} before any consent choice (${listPreview(names)}); ${plural(unclassified, 'unclassified cookie')} not counted.`,
      phase: 'before_consent',
      examples,
      ...anchors,
    },
    facts: {
      cookieCount: plural(examples.length, 'cookie'),
      names: listPreview(names),
      vendors: listPreview(vendors.length > 0 ? vendors : ['unnamed vendors']),
      unclassifiedNote,
      where: innerPagesNote(examples),
    },
    subjects: { vendors, hosts },
  };
}
