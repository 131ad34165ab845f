/**
 * Row data of the tracking workpaper CSV (`report-evidence?workpaper=tracking&format=csv`): one row
 * per entry, one column set for every entry kind (empty where a kind has no such field). Plain
 * objects; the writer (csv-stringify) lives with the server. A notice passage is its `label` (the
 * text), `role` and the host of the frame that showed it; a policy link's `host` and `path` are its
 * destination.
 */
import type { ReportEvidenceEntry } from '../model/index.ts';
import { csvSafe } from './csv.ts';

export const EVIDENCE_CSV_COLUMNS = [
  'kind',
  'id',
  'phase',
  'host',
  'name',
  'vendor',
  'party',
  'purpose',
  'requestCount',
  'area',
  'control',
  'layer',
  'label',
  'gpcComparison',
  'gpcWellKnown',
  'gpcRegistration',
  'gpcDelivery',
  'role',
  'path',
] as const;

export type EvidenceCsvColumn = (typeof EVIDENCE_CSV_COLUMNS)[number];
export type EvidenceCsvRow = Record<EvidenceCsvColumn, string | number | null>;

const empty = (): EvidenceCsvRow =>
  Object.fromEntries(EVIDENCE_CSV_COLUMNS.map((column) => [column, null])) as EvidenceCsvRow;
const text = (value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : csvSafe(value);

export function toEvidenceCsvRow(entry: ReportEvidenceEntry): EvidenceCsvRow {
  const row = empty();
  row.kind = entry.kind;
  row.id = entry.id;
  switch (entry.kind) {
    case 'tracker_request':
      Object.assign(row, {
        phase: entry.phase,
        host: entry.host,
        vendor: text(entry.vendor),
        party: entry.party,
        purpose: entry.purpose,
        requestCount: entry.requestCount,
      });
      break;
    case 'cookie':
      Object.assign(row, {
        phase: entry.phase,
        host: entry.domain,
        name: text(entry.name),
        vendor: text(entry.vendor),
        party: entry.party,
        purpose: entry.purpose,
      });
      break;
    case 'storage':
      Object.assign(row, {
        phase: entry.phase,
        host: entry.host,
        name: text(entry.key),
        area: entry.area,
      });
      break;
    case 'privacy_choice':
      Object.assign(row, {
        control: entry.control,
        layer: entry.layer,
        label: text(entry.label),
        vendor: text(entry.cmp ?? null),
      });
      break;
    case 'notice_passage':
      Object.assign(row, {
        host: entry.linkHost ?? entry.frameHost ?? null,
        path: entry.linkPath ? csvSafe(entry.linkPath) : null,
        vendor: text(entry.cmp ?? null),
        role: entry.role ?? null,
        label: text(entry.text),
      });
      break;
    case 'gpc':
      Object.assign(row, {
        gpcComparison: entry.comparison,
        gpcWellKnown: entry.wellKnown,
        gpcRegistration: entry.registration,
        gpcDelivery: entry.delivery,
      });
      break;
    case 'form':
      Object.assign(row, { host: entry.actionHost, party: entry.party });
      break;
    case 'screenshot':
      row.label = entry.subject;
      break;
  }
  return row;
}
