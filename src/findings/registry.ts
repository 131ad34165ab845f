/**
 * The static list of finding checks, in report order. Ids are stable snake_case and part of the API.
 * Adding a check: one file in checks/ exporting `meta` and `check`, then one line here.
 */
import * as audioFingerprinting from './checks/audio-fingerprinting.ts';
import * as canvasFingerprinting from './checks/canvas-fingerprinting.ts';
import * as fontFingerprinting from './checks/font-fingerprinting.ts';
import * as gpcOptOutNotObserved from './checks/gpc-opt-out-not-observed.ts';
import * as keyLogging from './checks/key-logging.ts';
import * as noFirstLayerReject from './checks/no-first-layer-reject.ts';
import * as preConsentNonessentialCookies from './checks/pre-consent-nonessential-cookies.ts';
import * as preConsentTracking from './checks/pre-consent-tracking.ts';
import * as pretickedConsentOptions from './checks/preticked-consent-options.ts';
import * as refusalNotRegistered from './checks/refusal-not-registered.ts';
import * as sensitiveDataToThirdParty from './checks/sensitive-data-to-third-party.ts';
import * as sensitiveFormFields from './checks/sensitive-form-fields.ts';
import * as sessionRecording from './checks/session-recording.ts';
import * as thirdPartyFormDestination from './checks/third-party-form-destination.ts';
import * as trackingAfterRefusal from './checks/tracking-after-refusal.ts';
import * as trackingWithoutConsentMechanism from './checks/tracking-without-consent-mechanism.ts';
import type { FindingCheck, FindingMeta } from './types.ts';

export const FINDING_CHECKS: readonly FindingCheck[] = Object.freeze([
  trackingWithoutConsentMechanism,
  preConsentTracking,
  trackingAfterRefusal,
  preConsentNonessentialCookies,
  refusalNotRegistered,
  noFirstLayerReject,
  pretickedConsentOptions,
  sessionRecording,
  keyLogging,
  sensitiveDataToThirdParty,
  canvasFingerprinting,
  audioFingerprinting,
  fontFingerprinting,
  thirdPartyFormDestination,
  sensitiveFormFields,
  gpcOptOutNotObserved,
]);

export const FINDING_IDS: readonly string[] = Object.freeze(
  FINDING_CHECKS.map((check) => check.meta.id),
);

const BY_ID: ReadonlyMap<string, FindingMeta> = new Map(
  FINDING_CHECKS.map((check) => [check.meta.id, check.meta]),
);

export function findingMeta(id: string): FindingMeta | undefined {
  return BY_ID.get(id);
}
