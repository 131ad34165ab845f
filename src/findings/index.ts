/** Findings stage: one check per file (checks/), a static registry, coverage, score. Pure. */
export type { DraftEvidence, FactValue, FindingCheck, FindingDraft, FindingMeta } from './types.ts';
export { FINDING_CHECKS, FINDING_IDS, findingMeta } from './registry.ts';
export { assessScan, runChecks, scoreDrafts, type ScanAssessment } from './assess.ts';
export {
  assessCoverage,
  collectLimitations,
  EXPECTED_ARMS,
  failureOf,
  type CoverageAssessment,
  type ScanOutcome,
} from './coverage.ts';
export {
  CONFIDENCE_WEIGHT,
  DEDUCTION,
  deductionOf,
  scoreFindings,
  type ScorableFinding,
  type ScoreResult,
} from './score.ts';
export { confidenceFromAnchors, type Anchors } from './confidence.ts';
export {
  armState,
  completeArm,
  consentStateKnown,
  usableArm,
  type ArmState,
} from './arm-status.ts';
export {
  evaluateRefusal,
  afterClick,
  type ActionWindow,
  type RefusalEvaluation,
} from './refusal.ts';
export { evaluateAcceptance, type AcceptanceEvaluation } from './acceptance.ts';
export { evaluateGpc, armActivity, saleSharingRequests, type GpcEvaluation } from './gpc.ts';
export {
  cookieExamples,
  requestExamples,
  trackerRequests,
  trackingCookies,
} from './evidence-helpers.ts';
export { preConsentActivity, type PreConsentActivity } from './pre-consent.ts';
export { collectArmItems, type ArmItem } from './arm-items.ts';
export { SENSITIVE_FIELD_KINDS } from './checks/sensitive-form-fields.ts';
export { thirdPartyDestinationOf } from './checks/third-party-form-destination.ts';
export { qualifies as canvasCallQualifies } from './checks/canvas-fingerprinting.ts';
export { qualifies as fontProbeQualifies } from './checks/font-fingerprinting.ts';
