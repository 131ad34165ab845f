/** Hand-built, schema-valid Scan and PreConsentTable resources for the batch report and diff tests. */
import { createHash } from 'node:crypto';
import {
  DISCLAIMER,
  type Criticality,
  type Finding,
  type PreConsentRow,
  type PreConsentTable,
  type Purpose,
  type Scan,
} from '../../src/model/index.ts';
import { priorityOf } from '../../src/projection/pre-consent-table.ts';
import { resourceUrls, scanLinks } from '../../src/projection/links.ts';
import { assertValid } from '../../src/projection/validate.ts';

/** A stable UUID per label, so a test can name its scans. */
export function uuid(label: string): string {
  const hex = createHash('sha256').update(label).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface FindingSpec {
  id: string;
  criticality?: Criticality;
  label?: string;
  vendors?: string[];
  summary?: string;
}

export function finding(scanId: string, spec: FindingSpec): Finding {
  const vendors = spec.vendors ?? [];
  const examples = vendors.map((vendor, i) => ({
    type: 'request' as const,
    vendor,
    urlHost: `t${i}.tracker.example`,
    phase: 'before_consent' as const,
  }));
  return {
    type: 'consentry_finding',
    id: spec.id,
    scanId,
    label: spec.label ?? spec.id.replaceAll('_', ' '),
    criticality: spec.criticality ?? 'high',
    confidence: 'strong',
    plainEnglish: `Plain words about ${spec.id}.`,
    reviewLenses: ['consent'],
    evidence: {
      basis: 'runtime_observation',
      summary: spec.summary ?? `Evidence of ${spec.id}.`,
      phase: 'before_consent',
      exampleCount: examples.length,
      examplesShown: examples.length,
      examples,
      hasTimingAnchor: true,
      hasVendorAnchor: vendors.length > 0,
      hasConsentContext: true,
    },
    nextStep: 'Review it.',
    scoreEffect: 'deduction',
    disclaimer: DISCLAIMER,
  };
}

export interface ScanSpec {
  domain: string;
  run: string;
  status?: 'completed' | 'completed_limited' | 'failed';
  score?: number;
  riskLevel?: Scan['riskLevel'];
  findings?: FindingSpec[];
  failure?: Scan['failure'];
  url?: string;
}

export function scan(spec: ScanSpec): Scan {
  const scanId = uuid(`${spec.run}:${spec.domain}:${spec.url ?? ''}`);
  const url = spec.url ?? `https://${spec.domain}/`;
  const status = spec.status ?? 'completed';
  let out: Scan;
  if (status === 'failed') {
    const failure = spec.failure ?? {
      code: 'http_error',
      summary: 'The main document answered with HTTP 500.',
      httpStatus: 500,
    };
    const urls = resourceUrls(scanId);
    out = {
      type: 'consentry_scan',
      scanId,
      domain: spec.domain,
      url,
      status: 'failed',
      coverage: { status: 'failed', summary: failure.summary },
      failure,
      links: { self: urls.scan, status: urls.status, diagnostics: urls.diagnostics },
      disclaimer: DISCLAIMER,
    };
  } else {
    const findings = (spec.findings ?? []).map((f) => finding(scanId, f));
    out = {
      type: 'consentry_scan',
      scanId,
      domain: spec.domain,
      url,
      status,
      scanFrom: 'eu_ie',
      completedAt: '2026-09-12T10:00:09Z',
      score: spec.score ?? 100,
      riskLevel: spec.riskLevel ?? 'low',
      coverage:
        status === 'completed_limited'
          ? {
              status: 'partial',
              summary: 'The after_reject arm could not click the banner.',
              limitations: [
                {
                  code: 'consent_click_failed',
                  arm: 'after_reject',
                  summary: 'The reject click failed.',
                },
              ],
            }
          : { status: 'complete', summary: 'Every arm did its job.' },
      findingCount: findings.length,
      findings,
      links: scanLinks(scanId),
      disclaimer: DISCLAIMER,
    };
  }
  assertValid('scan', out, spec.domain);
  return out;
}

export function tracker(
  host: string,
  vendor: string | null,
  purpose: Purpose = 'advertising',
): PreConsentRow {
  return {
    kind: 'tracker',
    vendor,
    host,
    purpose,
    phase: 'pre_consent',
    evidenceBasis: 'public_report_projection',
    priority: priorityOf(purpose),
    party: 'third_party',
    requestCount: 2,
  };
}

export function cookie(
  name: string,
  host: string,
  vendor: string | null,
  purpose: Purpose = 'advertising',
  party: PreConsentRow['party'] = 'first_party',
): PreConsentRow {
  return {
    kind: 'cookie',
    vendor,
    host,
    name,
    purpose,
    phase: 'pre_consent',
    evidenceBasis: 'public_report_projection',
    priority: priorityOf(purpose),
    party,
    expiryDays: 90,
  };
}

export function table(of: Scan, rows: PreConsentRow[]): PreConsentTable {
  const urls = resourceUrls(of.scanId);
  const out: PreConsentTable = {
    type: 'consentry_pre_consent_cookies_trackers',
    scanId: of.scanId,
    domain: of.domain,
    scanFrom: 'eu_ie',
    summary: {
      rowCount: rows.length,
      trackerCount: rows.filter((row) => row.kind === 'tracker').length,
      cookieCount: rows.filter((row) => row.kind === 'cookie').length,
      requestCount: rows.length * 2,
    },
    rows,
    links: { self: urls.preConsentCookiesTrackers, scan: urls.scan, report: urls.report },
    disclaimer: DISCLAIMER,
  };
  assertValid('pre-consent-table', out, of.domain);
  return out;
}
