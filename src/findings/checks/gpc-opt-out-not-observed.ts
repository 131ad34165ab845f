/**
 * gpc_opt_out_not_observed — informational and score-neutral: with a Global Privacy Control signal
 * delivered, sale/sharing trackers were still active — whether the site registered no opt-out, or
 * recorded one (a GPP usnat / US Privacy string, OneTrust's isGpcEnabled) that did not stop its tags:
 * a stored state is not an effect. Not a legal assessment and never a score effect.
 * Only where it adds something (gpc-choice.ts): wherever GPC is the visitor's only choice, and on an
 * opt-in site only when the GPC arm went beyond what was already reported before consent. The GPC
 * comparison itself stays in the Scan's gpcResponse either way.
 * Anchors: timing (the signal was delivered with the main document, so all activity followed it),
 * vendor (known vendors), consent context (the registration was readable and said "not opted out").
 * A recorded opt-out gives no consent-context anchor: requests carry no query string in the
 * observation, so whether the opt-out was passed on to these vendors (restricted data processing)
 * cannot be seen.
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview, requestExamples } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import { evaluateGpc } from '../gpc.ts';
import { beyondPreConsent, gpcIsOnlyChoice } from '../gpc-choice.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

export const meta: FindingMeta = {
  id: 'gpc_opt_out_not_observed',
  label: 'No opt-out observed with Global Privacy Control',
  criticality: 'info',
  scoreEffect: 'none',
  reviewLenses: ['opt_out_signals', 'trackers'],
  nextStep:
    'Where opt-out preference signals apply, check whether the site should treat GPC as an opt-out of sale/sharing for these vendors.',
  plainEnglish:
    'With a Global Privacy Control signal, the page still sent {requestCount} to sale/sharing partners ({vendors}) and {registration}. This is an observation, not a legal assessment.',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const gpc = evaluateGpc(scan);
  if (!gpc.on || !gpc.signalDelivered) return null;
  const registration = gpc.on.observation.gpc.registration;
  const requests = gpc.saleSharingWithGpc;
  if (requests.length === 0) return null;
  const onlyChoice = gpcIsOnlyChoice(scan);
  const beyond = onlyChoice ? null : beyondPreConsent(scan, gpc);
  const beyondItems = beyond ? [...beyond.hosts, ...beyond.cookies] : [];
  // Opt-in site, nothing new with GPC on: pre_consent_tracking already says it.
  if (beyond && beyondItems.length === 0) return null;
  const examples = requestExamples(requests, 'gpc_on');
  const vendors = distinct(examples.map((example) => example.vendor));
  const hosts = examples.map((example) => example.urlHost);
  const anchors = {
    hasTimingAnchor: gpc.on.observation.gpc.mainDocumentDelivery === 'delivered',
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: registration.state === 'not_opted_out',
  };
  const registrationText =
    registration.state === 'not_opted_out'
      ? `the site recorded no opt-out (read from ${registration.source})`
      : registration.state === 'opted_out'
        ? `the opt-out the site recorded (read from ${registration.source}) did not stop them`
        : 'no opt-out registration could be read';
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary:
        `${plural(requests.length, 'sale/sharing request')} to ${plural(hosts.length, 'host')} with GPC on; registration ${registration.state}${registration.state === 'opted_out' ? ' (recorded, tags not stopped)' : ''}.` +
        (beyondItems.length > 0 ? ` Not seen before consent: ${listPreview(beyondItems)}.` : ''),
      phase: 'gpc_on',
      examples,
      ...anchors,
    },
    facts: {
      requestCount: plural(requests.length, 'request'),
      vendors: listPreview(vendors.length > 0 ? vendors : hosts),
      registration: registrationText,
    },
    subjects: { vendors, hosts },
  };
}
