/**
 * third_party_form_destination — a form that asks for personal data declares a third-party action
 * host. The declared destination is the form's action, NOT proof of submission or transfer.
 * Forms with only "other" fields (search boxes, selects) are not counted.
 * Anchors: timing (the form was seen before any consent action), vendor (destination classified),
 * consent context (the arm's consent state is known).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { classifyHost } from '../../classify/host-classification.ts';
import { partyOf } from '../../classify/party.ts';
import { collectArmItems, firstByKey } from '../arm-items.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { pageFields } from '../../classify/page-ref.ts';

export const meta: FindingMeta = {
  id: 'third_party_form_destination',
  label: 'Form declares a third-party destination',
  criticality: 'low',
  scoreEffect: 'deduction',
  reviewLenses: ['forms', 'third_party_transfer'],
  nextStep:
    'Check who receives these form submissions and whether the privacy notice names them; the declared action is not proof that data was sent.',
  plainEnglish:
    '{formCount} on the page declare a third-party destination ({hosts}) for personal data such as {fieldKinds}. This is the declared form action, not proof of submission or transfer.',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const items = collectArmItems(scan, (observation) => observation.forms).filter(({ item }) => {
    if (!item.actionHost) return false;
    if (item.party !== 'third_party' || partyOf(item.actionHost, scan.siteDomain) !== 'third_party')
      return false;
    return item.fields.some((field) => field.kind !== 'other');
  });
  const forms = firstByKey(items, ({ item }) => `${item.actionHost}${item.actionPath ?? ''}`);
  const first = forms[0];
  if (!first) return null;
  const hosts = distinct(forms.map(({ item }) => item.actionHost));
  const vendors = distinct(hosts.map((host) => classifyHost(host).vendor));
  const fieldKinds = distinct(
    forms
      .flatMap(({ item }) => item.fields.map((field) => field.kind))
      .filter((kind) => kind !== 'other'),
  );
  const anchors = {
    hasTimingAnchor: forms.some(
      ({ phase }) => phase !== 'after_reject' && phase !== 'post_consent',
    ),
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: forms.some(({ consentKnown }) => consentKnown),
  };
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(forms.length, 'form')} with a declared third-party action (${listPreview(hosts)}); declared destination, not proof of submission.`,
      phase: first.phase,
      examples: forms.map(({ item, phase, page }) => ({
        type: 'form' as const,
        vendor: classifyHost(item.actionHost!).vendor,
        urlHost: item.actionHost!,
        phase,
        name: `${item.method.toUpperCase()} form`,
        party: 'third_party' as const,
        ...pageFields(page),
      })),
      ...anchors,
    },
    facts: {
      formCount: plural(forms.length, 'form'),
      hosts: listPreview(hosts),
      fieldKinds: listPreview(fieldKinds.map((kind) => kind.replace(/_/g, ' '))),
    },
    subjects: { vendors, hosts },
  };
}
