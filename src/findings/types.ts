/**
 * Shapes of the findings stage. A check is a `meta` (static texts and criticality) plus one pure
 * function from a ClassifiedScan to zero or one FindingDraft. Drafts carry ALL evidence examples;
 * the projection caps them and fills the plain-English template from `facts`.
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import type {
  Confidence,
  Criticality,
  EvidenceBasis,
  EvidenceExample,
  EvidencePhase,
  FindingId,
  ReviewLens,
} from '../model/index.ts';

export interface FindingMeta {
  /** Stable snake_case id: part of the API. */
  readonly id: FindingId;
  readonly label: string;
  readonly criticality: Criticality;
  /** `none` for informational findings (GPC): they never change the score. */
  readonly scoreEffect: 'deduction' | 'none';
  readonly reviewLenses: readonly ReviewLens[];
  readonly nextStep: string;
  /** Plain-language text with `{fact}` placeholders, filled from FindingDraft.facts by the projection. */
  readonly plainEnglish: string;
}

export interface DraftEvidence {
  basis: EvidenceBasis;
  summary: string;
  phase: EvidencePhase;
  /** Every example retained (uncapped); the projection shows at most EXAMPLE_CAP of them. */
  examples: EvidenceExample[];
  hasTimingAnchor: boolean;
  hasVendorAnchor: boolean;
  hasConsentContext: boolean;
}

export type FactValue = string | number;

export interface FindingDraft {
  id: FindingId;
  confidence: Confidence;
  evidence: DraftEvidence;
  /** Values for the `{placeholders}` of meta.plainEnglish (counts, vendor lists, hosts). */
  facts: Record<string, FactValue>;
  /** Distinct vendors and hosts behind the finding (all of them), for reports and CSV. */
  subjects: { vendors: string[]; hosts: string[] };
}

export interface FindingCheck {
  readonly meta: FindingMeta;
  readonly check: (scan: ClassifiedScan) => FindingDraft | null;
}
