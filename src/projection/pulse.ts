/**
 * Pulse (`consentry_pulse`) and pulse evidence (`consentry_pulse_evidence`): compact wrappers derived
 * from the already-projected Scan and Findings (never from raw observations).
 * Top findings: criticality, then confidence, then report order; at most 5 (evidence: 20 highlights,
 * 3 examples each).
 */
import {
  DISCLAIMER,
  type Confidence,
  type Criticality,
  type EvidenceHighlight,
  type Finding,
  type Pulse,
  type PulseEvidence,
  type Scan,
} from '../model/index.ts';
import { resourceUrls } from './links.ts';
import { clip } from '../shared/text.ts';

const CRITICALITY_RANK: Record<Criticality, number> = { high: 0, medium: 1, low: 2, info: 3 };
const CONFIDENCE_RANK: Record<Confidence, number> = { strong: 0, moderate: 1, weak: 2 };

export function rankFindings(findings: readonly Finding[]): Finding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        CRITICALITY_RANK[a.finding.criticality] - CRITICALITY_RANK[b.finding.criticality] ||
        CONFIDENCE_RANK[a.finding.confidence] - CONFIDENCE_RANK[b.finding.confidence] ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);
}

function highlight(finding: Finding): EvidenceHighlight {
  return {
    findingId: finding.id,
    criticality: finding.criticality,
    summary: finding.evidence.summary,
    phase: finding.evidence.phase,
    basis: finding.evidence.basis,
    examples: finding.evidence.examples.slice(0, 3).map((example) => ({ ...example })),
  };
}

export function pulseCaveats(scan: Scan, findings: readonly Finding[]): string[] {
  const caveats: string[] = [];
  if (scan.status === 'failed') {
    caveats.push(
      `The scan failed (${scan.failure?.summary ?? 'the page could not be observed'}). A failed scan is incomplete evidence; no finding can be inferred from it.`,
    );
  } else if (scan.coverage && scan.coverage.status !== 'complete') {
    caveats.push(`Incomplete evidence: ${scan.coverage.summary}`);
    for (const limitation of scan.coverage.limitations ?? []) {
      if (caveats.length >= 6) break;
      caveats.push(limitation.summary);
    }
  }
  if (findings.length === 0 && scan.status !== 'failed') {
    caveats.push(
      'No finding was projected. This is not a certification that the site is compliant.',
    );
  }
  if (findings.some((finding) => finding.scoreEffect === 'none')) {
    caveats.push(
      'Informational findings (such as the GPC comparison) never change the score and are not a legal assessment.',
    );
  }
  if (findings.some((finding) => finding.id === 'third_party_form_destination')) {
    caveats.push(
      'A declared form destination is the form action, not proof of submission or transfer.',
    );
  }
  caveats.push(
    'Automated public-web observations for human review; not legal advice, not a certification, not a compliance determination.',
  );
  return caveats.slice(0, 10).map((caveat) => clip(caveat, 500));
}

export function projectPulse(
  scan: Scan,
  findings: readonly Finding[],
  options: { baseUrl?: string } = {},
): Pulse {
  const urls = resourceUrls(scan.scanId, options.baseUrl);
  const ranked = rankFindings(findings);
  const summary: Pulse['scan'] = {
    domain: scan.domain,
    url: scan.url,
    status: scan.status,
    coverageStatus: scan.coverage?.status ?? (scan.status === 'failed' ? 'failed' : 'complete'),
    findingCount: findings.length,
  };
  if (scan.score !== undefined) summary.score = scan.score;
  if (scan.riskLevel !== undefined) summary.riskLevel = scan.riskLevel;
  if (scan.scanFrom !== undefined) summary.scanFrom = scan.scanFrom;
  if (scan.completedAt !== undefined) summary.completedAt = scan.completedAt;
  return {
    type: 'consentry_pulse',
    scanId: scan.scanId,
    scan: summary,
    topFindings: ranked.slice(0, 5).map((finding) => ({
      id: finding.id,
      label: finding.label,
      criticality: finding.criticality,
      confidence: finding.confidence,
      links: { self: urls.finding(finding.id) },
    })),
    evidenceHighlights: ranked.slice(0, 5).map(highlight),
    caveats: pulseCaveats(scan, findings),
    links: {
      self: urls.pulse,
      scan: urls.scan,
      findings: urls.findings,
      evidence: urls.pulseEvidence,
      preConsentCookiesTrackers: urls.preConsentCookiesTrackers,
      report: urls.report,
    },
    disclaimer: DISCLAIMER,
  };
}

export function projectPulseEvidence(
  scan: Scan,
  findings: readonly Finding[],
  options: { baseUrl?: string } = {},
): PulseEvidence {
  const urls = resourceUrls(scan.scanId, options.baseUrl);
  return {
    type: 'consentry_pulse_evidence',
    scanId: scan.scanId,
    highlights: rankFindings(findings).slice(0, 20).map(highlight),
    links: {
      self: urls.pulseEvidence,
      pulse: urls.pulse,
      scan: urls.scan,
      reportEvidence: urls.reportEvidence,
    },
    disclaimer: DISCLAIMER,
  };
}
