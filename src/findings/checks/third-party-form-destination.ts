/**
 * third_party_form_destination — a form that asks for personal data sends it to a third party as the
 * page declares it: its action names a third-party host, or — with no action of its own — it is a
 * visible form inside a third-party frame (an embedded form service such as Typeform or Jotform), where
 * only the frame's host can read what is typed. A hidden form in a frame (a closed chat window's) is
 * not counted. The declared destination is NOT proof of submission or transfer.
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
import type { ObservedForm } from '../../model/index.ts';
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
    '{formCount} on the page {declare} a third-party destination ({hosts}) for personal data such as {fieldKinds}{framedNote}. This is the declared destination, not proof of submission or transfer.',
};

/** Where a form's data goes, if to a third party: its declared action, or the host of the third-party frame a visible form without an action is in. */
export function thirdPartyDestinationOf(
  form: ObservedForm,
  siteDomain: string,
): { host: string; path: string; via: 'action' | 'frame' } | null {
  if (form.actionHost) {
    if (form.party !== 'third_party' || partyOf(form.actionHost, siteDomain) !== 'third_party')
      return null;
    return { host: form.actionHost, path: form.actionPath ?? '', via: 'action' };
  }
  if (
    form.frameHost &&
    form.visible === true &&
    partyOf(form.frameHost, siteDomain) === 'third_party'
  )
    return { host: form.frameHost, path: '', via: 'frame' };
  return null;
}

export function check(scan: ClassifiedScan): FindingDraft | null {
  const items = collectArmItems(scan, (observation) => observation.forms)
    .filter(({ item }) => item.fields.some((field) => field.kind !== 'other'))
    .flatMap((entry) => {
      const destination = thirdPartyDestinationOf(entry.item, scan.siteDomain);
      return destination ? [{ ...entry, destination }] : [];
    });
  const forms = firstByKey(
    items,
    ({ destination }) => `${destination.via}|${destination.host}${destination.path}`,
  );
  const first = forms[0];
  if (!first) return null;
  const hosts = distinct(forms.map(({ destination }) => destination.host));
  const vendors = distinct(hosts.map((host) => classifyHost(host).vendor));
  const fieldKinds = distinct(
    forms
      .flatMap(({ item }) => item.fields.map((field) => field.kind))
      .filter((kind) => kind !== 'other'),
  );
  const framed = forms.filter(({ destination }) => destination.via === 'frame').length;
  const anchors = {
    hasTimingAnchor: forms.some(
      ({ phase }) => phase !== 'after_reject' && phase !== 'post_consent',
    ),
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: forms.some(({ consentKnown }) => consentKnown),
  };
  const how =
    framed === 0
      ? 'with a declared third-party action'
      : framed === forms.length
        ? 'inside a third-party frame'
        : `with a declared third-party action or inside a third-party frame (${framed})`;
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(forms.length, 'form')} ${how} (${listPreview(hosts)}); declared destination, not proof of submission.`,
      phase: first.phase,
      examples: forms.map(({ item, phase, page, destination }) => ({
        type: 'form' as const,
        vendor: classifyHost(destination.host).vendor,
        urlHost: destination.host,
        phase,
        name:
          destination.via === 'frame'
            ? 'form in a third-party frame'
            : `${item.method.toUpperCase()} form`,
        party: 'third_party' as const,
        ...pageFields(page),
      })),
      ...anchors,
    },
    facts: {
      formCount: plural(forms.length, 'form'),
      declare: forms.length === 1 ? 'declares' : 'declare',
      hosts: listPreview(hosts),
      fieldKinds: listPreview(fieldKinds.map((kind) => kind.replace(/_/g, ' '))),
      framedNote:
        framed === 0
          ? ''
          : ` (${framed === forms.length && framed === 1 ? 'the form is' : `${plural(framed, 'form')} ${framed === 1 ? 'is' : 'are'}`} inside a third-party frame: what is typed there is read by the frame's host)`,
    },
    subjects: { vendors, hosts },
  };
}
