/**
 * The result bundle of consentry_get_scan_bundle (spec 4.5): one answer with what an agent needs
 * first — score, risk level, coverage status and its limitations, the findings, the report URL — cut
 * from the already-projected Scan and finding list (never from observations). Findings are listed
 * most critical first; when the serialised bundle would exceed `maxBytes`, findings are dropped from
 * the end, `truncated` is set and `recommendedNextAction` says where the rest is.
 */
import { DISCLAIMER, type Criticality, type Finding, type Scan } from '../../src/internal.ts';

export const BUNDLE_MAX_BYTES = { default: 24_576, min: 4_096, max: 262_144 } as const;

export type BundleDetail = 'summary' | 'findings';

/** `summary`: what each finding is and what to review; `findings`: the Finding resources as listScanFindings has them. */
export type BundleFinding =
  | (Pick<
      Finding,
      'id' | 'label' | 'criticality' | 'confidence' | 'plainEnglish' | 'nextStep' | 'scoreEffect'
    > & { pages?: string[] })
  | Finding;

export interface ScanBundleResult {
  type: 'consentry_scan_bundle';
  scanId: string;
  domain: string;
  url: string;
  status: Scan['status'];
  scanFrom?: Scan['scanFrom'];
  completedAt?: string;
  score?: number;
  riskLevel?: Scan['riskLevel'];
  coverage?: { status: NonNullable<Scan['coverage']>['status']; summary: string };
  /** How the crawl before consent went (which pages beyond the starting one were observed). */
  crawl?: { status: NonNullable<Scan['crawl']>['status']; summary: string };
  /** The scan's coverage limitations; when the bound is tight only the first ones (see limitationCount). */
  limitations: NonNullable<NonNullable<Scan['coverage']>['limitations']>;
  limitationCount: number;
  detail: BundleDetail;
  findingCount: number;
  findings: BundleFinding[];
  truncated: boolean;
  recommendedNextAction?: {
    summary: string;
    tool: 'consentry_get_report_evidence';
    toolArguments: { scanId: string };
    operationId: 'listScanFindings';
    url: string;
  };
  reportUrl: string | null;
  links: Scan['links'];
  maxBytes: number;
  quotaConsumed: false;
  disclaimer: string;
}

const CRITICALITY_RANK: Record<Criticality, number> = { high: 0, medium: 1, low: 2, info: 3 };

function summaryOf(finding: Finding): BundleFinding {
  const { id, label, criticality, confidence, plainEnglish, nextStep, scoreEffect } = finding;
  const pages = finding.evidence.pages;
  return {
    id,
    label,
    criticality,
    confidence,
    plainEnglish,
    nextStep,
    ...(scoreEffect ? { scoreEffect } : {}),
    ...(pages?.length ? { pages } : {}),
  };
}

const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export function projectScanBundle(
  scan: Scan,
  findings: readonly Finding[],
  options: { detail: BundleDetail; maxBytes: number },
): ScanBundleResult {
  const ranked = findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        CRITICALITY_RANK[a.finding.criticality] - CRITICALITY_RANK[b.finding.criticality] ||
        a.index - b.index,
    )
    .map(({ finding }) => (options.detail === 'findings' ? finding : summaryOf(finding)));
  const bundle: ScanBundleResult = {
    type: 'consentry_scan_bundle',
    scanId: scan.scanId,
    domain: scan.domain,
    url: scan.url,
    status: scan.status,
    ...(scan.scanFrom ? { scanFrom: scan.scanFrom } : {}),
    ...(scan.completedAt ? { completedAt: scan.completedAt } : {}),
    ...(scan.score !== undefined ? { score: scan.score } : {}),
    ...(scan.riskLevel ? { riskLevel: scan.riskLevel } : {}),
    ...(scan.coverage
      ? { coverage: { status: scan.coverage.status, summary: scan.coverage.summary } }
      : {}),
    ...(scan.crawl ? { crawl: { status: scan.crawl.status, summary: scan.crawl.summary } } : {}),
    limitations: scan.coverage?.limitations ?? [],
    limitationCount: scan.coverage?.limitations?.length ?? 0,
    detail: options.detail,
    findingCount: findings.length,
    findings: ranked,
    truncated: false,
    reportUrl: scan.links.report ?? null,
    links: scan.links,
    maxBytes: options.maxBytes,
    quotaConsumed: false,
    disclaimer: DISCLAIMER,
  };
  if (sizeOf(bundle) <= options.maxBytes) return bundle;

  const findingsUrl = scan.links.findings ?? `${scan.links.self}/findings`;
  const truncated: ScanBundleResult = { ...bundle, findings: [], truncated: true };
  const note = (kept: number): ScanBundleResult['recommendedNextAction'] => ({
    summary: `${kept} of ${findings.length} findings fit in maxBytes=${options.maxBytes}. Read every finding with listScanFindings (GET ${findingsUrl}), call consentry_get_scan_bundle again with a larger maxBytes (up to ${BUNDLE_MAX_BYTES.max}), or page the retained evidence with consentry_get_report_evidence.`,
    tool: 'consentry_get_report_evidence',
    toolArguments: { scanId: scan.scanId },
    operationId: 'listScanFindings',
    url: findingsUrl,
  });
  // A scan with many coverage limitations may not fit even without findings: keep the first ones
  // that do (limitationCount still says how many there are; the Scan resource has them all).
  while (
    truncated.limitations.length > 0 &&
    sizeOf({ ...truncated, recommendedNextAction: note(ranked.length) }) > options.maxBytes
  ) {
    truncated.limitations = truncated.limitations.slice(0, -1);
  }
  // Largest prefix of the ranked findings that fits beside the note (sized for the longest count it can name).
  let used = sizeOf({ ...truncated, recommendedNextAction: note(ranked.length) });
  let kept = 0;
  for (const finding of ranked) {
    const size = sizeOf(finding) + (kept > 0 ? 1 : 0);
    if (used + size > options.maxBytes) break;
    used += size;
    kept++;
  }
  return { ...truncated, findings: ranked.slice(0, kept), recommendedNextAction: note(kept) };
}
