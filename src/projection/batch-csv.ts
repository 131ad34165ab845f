/**
 * The two CSV files of a batch, written with csv-stringify: findings.csv (one row per finding, the
 * projection's FINDINGS_CSV_COLUMNS) and pre-consent.csv (one row per pre-consent tracker or
 * cookie). UTF-8, `\n` records, a header row, RFC 4180 quoting, and formula-injection safe: besides
 * the projection's csvSafe, csv-stringify's `escape_formulas` prefixes an apostrophe to any cell
 * starting with = + - @ (also full-width), tab or CR — site-controlled names such as cookie names included.
 */
import { stringify } from 'csv-stringify/sync';
import type { PreConsentTable, Scan } from '../model/index.ts';
import { FINDINGS_CSV_COLUMNS, toFindingsCsvRows, type FindingsCsvRow } from './csv.ts';

export { FINDINGS_CSV_COLUMNS };

export const PRE_CONSENT_CSV_COLUMNS = [
  'scanId',
  'domain',
  'url',
  'kind',
  'vendor',
  'host',
  'name',
  'purpose',
  'party',
  'priority',
  'phase',
  'evidenceBasis',
  'requestCount',
  'expiryDays',
] as const;

export type PreConsentCsvColumn = (typeof PRE_CONSENT_CSV_COLUMNS)[number];
export type PreConsentCsvRow = Record<PreConsentCsvColumn, string | number | null>;

/** One row per tracker host or cookie seen before consent. */
export function preConsentCsvRows(url: string, table: PreConsentTable): PreConsentCsvRow[] {
  return table.rows.map((row) => ({
    scanId: table.scanId,
    domain: table.domain,
    url,
    kind: row.kind,
    vendor: row.vendor,
    host: row.host,
    name: row.name ?? null,
    purpose: row.purpose,
    party: row.party,
    priority: row.priority,
    phase: row.phase,
    evidenceBasis: row.evidenceBasis,
    requestCount: row.requestCount ?? null,
    expiryDays: row.expiryDays ?? null,
  }));
}

/** findings.csv rows of a Scan with its findings embedded (a scans.jsonl line). */
export function findingsCsvRowsOf(scan: Scan): FindingsCsvRow[] {
  return toFindingsCsvRows(scan, scan.findings ?? []);
}

/** CSV text of `rows` (and the header row when asked), ready to append. */
export function csvText<C extends string>(
  columns: readonly C[],
  rows: readonly Record<C, string | number | null>[],
  header = false,
): string {
  if (!header && rows.length === 0) return '';
  return stringify(rows as Record<string, unknown>[], {
    header,
    columns: columns as unknown as string[],
    escape_formulas: true,
    record_delimiter: 'unix',
    cast: { number: (value) => String(value) },
  });
}
