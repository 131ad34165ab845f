/**
 * Row data for a findings CSV (one row per finding), from the projected Scan and Findings. Plain
 * objects, no I/O; the writer (csv-stringify) lives with the faces. Strings that a spreadsheet would
 * run as a formula (leading = + - @ tab CR) are prefixed with an apostrophe.
 */
import type { Finding, Scan } from '../model/index.ts';

export const FINDINGS_CSV_COLUMNS = [
  'scanId',
  'domain',
  'url',
  'scanStatus',
  'score',
  'riskLevel',
  'coverageStatus',
  'findingId',
  'label',
  'criticality',
  'confidence',
  'scoreEffect',
  'phase',
  'page',
  'basis',
  'exampleCount',
  'examplesShown',
  'vendors',
  'hosts',
  'summary',
  'nextStep',
] as const;

export type FindingsCsvColumn = (typeof FINDINGS_CSV_COLUMNS)[number];
export type FindingsCsvRow = Record<FindingsCsvColumn, string | number | null>;

export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const joinDistinct = (values: readonly (string | null)[]): string =>
  csvSafe([...new Set(values.filter((value): value is string => !!value))].join('; '));

export function toFindingsCsvRows(scan: Scan, findings: readonly Finding[]): FindingsCsvRow[] {
  return findings.map((finding) => ({
    scanId: scan.scanId,
    domain: scan.domain,
    url: csvSafe(scan.url),
    scanStatus: scan.status,
    score: scan.score ?? null,
    riskLevel: scan.riskLevel ?? null,
    coverageStatus: scan.coverage?.status ?? null,
    findingId: finding.id,
    label: csvSafe(finding.label),
    criticality: finding.criticality,
    confidence: finding.confidence,
    scoreEffect: finding.scoreEffect ?? 'deduction',
    phase: finding.evidence.phase,
    // The pages the evidence was seen on (paths), '; '-separated; empty for scans without page views.
    page: joinDistinct(finding.evidence.pages ?? []),
    basis: finding.evidence.basis,
    exampleCount: finding.evidence.exampleCount,
    examplesShown: finding.evidence.examplesShown,
    vendors: joinDistinct(finding.evidence.examples.map((example) => example.vendor)),
    hosts: joinDistinct(finding.evidence.examples.map((example) => example.urlHost)),
    summary: csvSafe(finding.evidence.summary),
    nextStep: csvSafe(finding.nextStep),
  }));
}
