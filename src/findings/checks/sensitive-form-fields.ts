/**
 * sensitive_form_fields — forms that ask for sensitive categories: health, government id, date of
 * birth or payment data (field kinds inferred from type/autocomplete/name/label; never values).
 * Anchors: timing (seen before any consent action), vendor (the destination is classified or the
 * site itself), consent context (the arm's consent state is known).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { classifyHost } from '../../classify/host-classification.ts';
import type { FormFieldKind } from '../../model/index.ts';
import { collectArmItems, firstByKey } from '../arm-items.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { pageFields } from '../../classify/page-ref.ts';

export const SENSITIVE_FIELD_KINDS: ReadonlySet<FormFieldKind> = new Set([
  'health',
  'government_id',
  'date_of_birth',
  'payment',
]);

export const meta: FindingMeta = {
  id: 'sensitive_form_fields',
  label: 'Forms ask for sensitive data',
  criticality: 'low',
  scoreEffect: 'deduction',
  reviewLenses: ['forms', 'sensitive_data'],
  nextStep:
    'Check that collecting these categories is necessary, that the form is served and submitted securely, and that no analytics or pixel reads these fields.',
  plainEnglish: '{formCount} on the page {ask} for sensitive data: {fieldKinds}.',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const items = collectArmItems(scan, (observation) => observation.forms).filter(({ item }) =>
    item.fields.some((field) => SENSITIVE_FIELD_KINDS.has(field.kind)),
  );
  const forms = firstByKey(
    items,
    ({ item }) =>
      `${item.actionHost ?? item.frameHost ?? ''}${item.actionPath ?? ''}|${item.fields.map((field) => field.kind).join(',')}`,
  );
  const first = forms[0];
  if (!first) return null;
  const examples = forms.map(({ item, phase, page }) => {
    // Where the form is: its declared action, else the (third-party) frame it is in, else the site.
    const host = item.actionHost ?? item.frameHost ?? scan.siteHost;
    const kinds = distinct(
      item.fields.map((field) => field.kind).filter((kind) => SENSITIVE_FIELD_KINDS.has(kind)),
    );
    return {
      type: 'form' as const,
      vendor: host === scan.siteHost ? null : classifyHost(host).vendor,
      urlHost: host,
      phase,
      name: kinds.join(', '),
      party: item.party,
      ...pageFields(page),
    };
  });
  const fieldKinds = distinct(examples.flatMap((example) => example.name.split(', ')));
  const hosts = distinct(examples.map((example) => example.urlHost));
  const vendors = distinct(examples.map((example) => example.vendor));
  const anchors = {
    hasTimingAnchor: forms.some(
      ({ phase }) => phase !== 'after_reject' && phase !== 'post_consent',
    ),
    hasVendorAnchor: examples.some(
      (example) => example.vendor !== null || example.party === 'first_party',
    ),
    hasConsentContext: forms.some(({ consentKnown }) => consentKnown),
  };
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(forms.length, 'form')} with sensitive fields (${listPreview(fieldKinds)}).`,
      phase: first.phase,
      examples,
      ...anchors,
    },
    facts: {
      formCount: plural(forms.length, 'form'),
      ask: forms.length === 1 ? 'asks' : 'ask',
      fieldKinds: listPreview(fieldKinds.map((kind) => kind.replace(/_/g, ' '))),
    },
    subjects: { vendors, hosts },
  };
}
