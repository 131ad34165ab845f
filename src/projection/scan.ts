/**
 * The Scan resource (spec 2.1). Inputs: the classified scan, the findings stage's assessment, and the
 * pipeline's identifiers and times. A `failed` scan carries `failure` and coverage but no score, risk
 * level, findings or typed observations; a `completed_limited` scan carries a partial coverage.
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import type { ScanAssessment } from '../findings/index.ts';
import {
  DISCLAIMER,
  type Coverage,
  type Scan,
  type ScanFailure,
  type ScanFrom,
} from '../model/index.ts';
import type { ProjectionContext } from './finding.ts';
import { projectGpcResponse } from './gpc-response.ts';
import { scanLinks } from './links.ts';
import { projectPrivacyAuditEvidence } from './privacy-audit.ts';
import { projectScanPages } from './scan-pages.ts';
import { safeHost } from './sanitize.ts';
import { clip } from '../shared/text.ts';
import {
  projectPostAcceptObservation,
  projectPostRefusalObservation,
} from './typed-observations.ts';

export interface ScanProjectionOptions extends ProjectionContext {
  createdAt?: string;
  completedAt?: string;
  reused?: boolean;
  quotaConsumed?: boolean;
}

/** The page URL without query string or fragment (a PageUrl never carries them). */
export function pageUrl(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

function base(scanId: string, url: string, options: ScanProjectionOptions) {
  const clean = pageUrl(url);
  const domain = safeHost(new URL(clean).hostname);
  if (!domain) throw new Error(`Cannot project a scan of "${clean}": no host name`);
  const out = { type: 'consentry_scan' as const, scanId, domain, url: clean };
  const extra: Partial<Scan> = {};
  if (options.createdAt) extra.createdAt = options.createdAt;
  if (options.completedAt) extra.completedAt = options.completedAt;
  if (options.reused !== undefined) extra.reused = options.reused;
  if (options.quotaConsumed !== undefined) extra.quotaConsumed = options.quotaConsumed;
  return { ...out, ...extra };
}

/** Every read of a failed scan answers (with its status and coverage, nothing concluded), so every link is there. */
function failedLinks(scanId: string, baseUrl?: string): Scan['links'] {
  return scanLinks(scanId, baseUrl);
}

export function projectScan(
  scan: ClassifiedScan,
  assessment: ScanAssessment,
  options: ScanProjectionOptions,
): Scan {
  const head = base(options.scanId, scan.url, options);
  if (assessment.status === 'failed') {
    return {
      ...head,
      status: 'failed',
      scanFrom: scan.scanFrom,
      coverage: assessment.coverage,
      failure: assessment.failure ?? { code: 'internal_error', summary: 'The scan failed.' },
      ...projectScanPages(scan),
      links: failedLinks(options.scanId, options.baseUrl),
      disclaimer: DISCLAIMER,
    };
  }
  if (!assessment.score) throw new Error('A completed scan needs a score');
  const out: Scan = {
    ...head,
    status: assessment.status,
    scanFrom: scan.scanFrom,
    score: assessment.score.score,
    riskLevel: assessment.score.riskLevel,
    coverage: assessment.coverage,
    findingCount: assessment.findings.length,
    links: scanLinks(options.scanId, options.baseUrl),
    disclaimer: DISCLAIMER,
  };
  const postAccept = projectPostAcceptObservation(scan);
  if (postAccept) out.postAcceptObservation = postAccept;
  const postRefusal = projectPostRefusalObservation(scan);
  if (postRefusal) out.postRefusalObservation = postRefusal;
  out.gpcResponse = projectGpcResponse(scan);
  out.privacyAuditEvidence = projectPrivacyAuditEvidence(scan);
  Object.assign(out, projectScanPages(scan));
  return out;
}

export interface FailedScanInput extends ScanProjectionOptions {
  url: string;
  failure: ScanFailure;
  scanFrom?: ScanFrom;
}

/** A scan that failed before any observation existed (browser unavailable, target refused …). */
export function projectFailedScan(input: FailedScanInput): Scan {
  const failure: ScanFailure = {
    code: input.failure.code,
    summary: clip(input.failure.summary, 500),
  };
  if (input.failure.httpStatus !== undefined) failure.httpStatus = input.failure.httpStatus;
  const coverage: Coverage = { status: 'failed', summary: failure.summary };
  const out: Scan = {
    ...base(input.scanId, input.url, input),
    status: 'failed',
    coverage,
    failure,
    links: failedLinks(input.scanId, input.baseUrl),
    disclaimer: DISCLAIMER,
  };
  if (input.scanFrom) out.scanFrom = input.scanFrom;
  return out;
}
