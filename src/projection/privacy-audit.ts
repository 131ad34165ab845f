/**
 * privacyAuditEvidence of the Scan: behaviour evidence summarised as counts, kinds, vendors, hosts and
 * categories. Collected with the same rules as the findings (usable arms; nothing after acceptance).
 */
import { vendorNameOf } from '../catalog/vendor-names.ts';
import type { ClassifiedScan } from '../classify/classified.ts';
import { partyOf } from '../classify/party.ts';
import {
  canvasCallQualifies,
  collectArmItems,
  fontProbeQualifies,
  SENSITIVE_FIELD_KINDS,
  thirdPartyDestinationOf,
} from '../findings/index.ts';
import type { FormFieldKind, PrivacyAuditEvidence, SensitiveCategory } from '../model/index.ts';
import { safeHost, safeVendor } from './sanitize.ts';

function uniq<T>(values: Iterable<T | null | undefined>, max: number): T[] {
  const out = new Set<T>();
  for (const value of values) if (value !== null && value !== undefined) out.add(value);
  return [...out].slice(0, max);
}

export function projectPrivacyAuditEvidence(scan: ClassifiedScan): PrivacyAuditEvidence {
  const formItems = collectArmItems(scan, (observation) => observation.forms);
  const forms = new Map<string, (typeof formItems)[number]['item']>();
  for (const { item } of formItems) {
    const key = `${item.method}|${item.actionHost ?? item.frameHost ?? ''}|${item.actionPath ?? ''}|${item.fields.map((field) => field.kind).join(',')}`;
    if (!forms.has(key)) forms.set(key, item);
  }
  const formList = [...forms.values()];
  const sensitiveFieldKinds = uniq<FormFieldKind>(
    formList
      .flatMap((form) => form.fields.map((field) => field.kind))
      .filter((kind) => SENSITIVE_FIELD_KINDS.has(kind)),
    11,
  );
  const replay = collectArmItems(scan, (observation) => observation.behaviour.sessionReplay).filter(
    ({ item }) => item.recordingDataSent === true,
  );
  const keyLogging = collectArmItems(
    scan,
    (observation) => observation.behaviour.keyLogging,
  ).filter(({ item }) => partyOf(item.destinationHost, scan.siteDomain) === 'third_party');
  const canvas = collectArmItems(
    scan,
    (observation) => observation.behaviour.canvasFingerprinting,
  ).filter(({ item }) => canvasCallQualifies(item));
  const audio = collectArmItems(
    scan,
    (observation) => observation.behaviour.audioFingerprinting ?? [],
  );
  const fonts = collectArmItems(
    scan,
    (observation) => observation.behaviour.fontFingerprinting ?? [],
  ).filter(({ item }) => fontProbeQualifies(item));
  const pixels = collectArmItems(scan, (observation) => observation.behaviour.pixelEvents).filter(
    ({ item }) => partyOf(item.host, scan.siteDomain) === 'third_party',
  );
  return {
    forms: {
      count: formList.length,
      // The same destinations as third_party_form_destination: a third-party action, or a visible form in a third-party frame.
      thirdPartyDestinationCount: formList.filter(
        (form) => thirdPartyDestinationOf(form, scan.siteDomain) !== null,
      ).length,
      sensitiveFieldKinds,
    },
    sessionRecordingVendors: uniq(
      replay.map(({ item }) => safeVendor(vendorNameOf(item.vendor))),
      50,
    ),
    keyLoggingDestinationHosts: uniq(
      keyLogging.map(({ item }) => safeHost(item.destinationHost)),
      50,
    ),
    canvasFingerprintingHosts: uniq(
      canvas.map(({ item }) => safeHost(item.scriptHost ?? scan.siteHost)),
      50,
    ),
    audioFingerprintingHosts: uniq(
      audio.map(({ item }) => safeHost(item.scriptHost ?? scan.siteHost)),
      50,
    ),
    fontFingerprintingHosts: uniq(
      fonts.map(({ item }) => safeHost(item.scriptHost ?? scan.siteHost)),
      50,
    ),
    sensitiveDataCategories: uniq<SensitiveCategory>(
      pixels.flatMap(({ item }) => item.categories),
      4,
    ),
  };
}
