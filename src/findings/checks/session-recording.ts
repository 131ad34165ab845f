/**
 * session_recording — a session-replay vendor actually recorded: recording payloads were sent
 * (`recordingDataSent`), not merely a script loaded. Survey-only Hotjar or a Yandex tag without
 * Webvisor loads the vendor but sends no recording and is not counted.
 * Anchors: timing (time-stamped in a phase before consent or after refusal), vendor (the replay
 * vendor's host is classified), consent context (the arm's consent state is known).
 */
import { canonicalVendorName } from '../../catalog/vendor-names.ts';
import type { ClassifiedScan } from '../../classify/classified.ts';
import { classifyHost } from '../../classify/host-classification.ts';
import { collectArmItems, firstByKey } from '../arm-items.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview } from '../evidence-helpers.ts';
import { distinct } from '../../shared/values.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { pageFields } from '../../classify/page-ref.ts';

export const meta: FindingMeta = {
  id: 'session_recording',
  label: 'Session recording',
  criticality: 'high',
  scoreEffect: 'deduction',
  reviewLenses: ['behavioural_monitoring', 'trackers'],
  nextStep:
    'Check that session recording starts only after consent, masks form inputs and is named in the privacy notice.',
  plainEnglish: 'A session-recording service ({vendors}) sent recordings of the visit {when}.',
};

const WHEN: Record<string, string> = {
  before_consent: 'before any consent choice',
  pre_consent: 'before any consent choice',
  gpc_on: 'with a Global Privacy Control signal and no consent choice',
  after_reject: 'after the visitor refused',
  post_consent: 'after a consent action',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  // The detector's vendor names go through the one vocabulary (Yandex Webvisor is Yandex Metrica's).
  const items = collectArmItems(scan, (observation) => observation.behaviour.sessionReplay)
    .filter(({ item }) => item.recordingDataSent === true)
    .map((entry) => ({
      ...entry,
      item: { ...entry.item, vendor: canonicalVendorName(entry.item.vendor) },
    }));
  const signals = firstByKey(items, ({ item, phase }) => `${item.vendor}|${item.host}|${phase}`);
  const first = signals[0];
  if (!first) return null;
  const vendors = distinct(signals.map(({ item }) => item.vendor));
  const hosts = distinct(signals.map(({ item }) => item.host));
  const anchors = {
    hasTimingAnchor: signals.some(({ phase }) => phase !== 'post_consent'),
    hasVendorAnchor: hosts.some((host) => classifyHost(host).vendor !== null),
    hasConsentContext: signals.some(({ consentKnown }) => consentKnown),
  };
  const when = distinct(signals.map(({ phase }) => WHEN[phase] ?? null));
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `Recording data sent to ${listPreview(vendors)} (${listPreview(when)}).`,
      phase: first.phase,
      examples: signals.map(({ item, phase, page }) => ({
        type: 'signal' as const,
        vendor: item.vendor,
        urlHost: item.host,
        phase,
        name: 'session_recording',
        tMs: item.tMs,
        ...pageFields(page),
      })),
      ...anchors,
    },
    facts: { vendors: listPreview(vendors), when: listPreview(when) },
    subjects: { vendors, hosts },
  };
}
