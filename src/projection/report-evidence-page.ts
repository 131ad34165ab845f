/**
 * Paging of report evidence (spec 4.3: each page holds up to 64 KB of entries) and the page and
 * download documents. Cursors are made by the caller (the server signs them); this module only
 * decides where a page ends and how its links read.
 */
import {
  DISCLAIMER,
  type Finding,
  type PreConsentTable,
  type ReportDocument,
  type ReportEvidenceEntry,
  type ReportEvidencePage,
  type Scan,
} from '../model/index.ts';
import { resourceUrls } from './links.ts';
import type { ReportEvidence, Workpaper } from './report-evidence.ts';
import { selectWorkpaper } from './report-evidence.ts';

/** Serialized size of a page's `entries` array may not exceed this (bytes of UTF-8 JSON). */
export const REPORT_EVIDENCE_PAGE_BYTES = 65_536;
/** The schema's cap on entries per page. */
export const REPORT_EVIDENCE_PAGE_ITEMS = 2_000;

export interface PageSlice {
  entries: ReportEvidenceEntry[];
  /** Bytes of JSON.stringify(entries). */
  pageBytes: number;
  /** Offset of the next page; null when this page reaches the end. */
  nextOffset: number | null;
}

/** Entries from `offset` while the serialized array stays within `maxBytes` (at least one entry per page). */
export function sliceEvidencePage(
  entries: readonly ReportEvidenceEntry[],
  offset: number,
  maxBytes = REPORT_EVIDENCE_PAGE_BYTES,
): PageSlice {
  if (!Number.isInteger(offset) || offset < 0 || offset > entries.length)
    throw new RangeError(`offset ${offset} outside 0..${entries.length}`);
  const out: ReportEvidenceEntry[] = [];
  let bytes = 2; // the brackets
  let index = offset;
  while (index < entries.length && out.length < REPORT_EVIDENCE_PAGE_ITEMS) {
    const entry = entries[index]!;
    const size = Buffer.byteLength(JSON.stringify(entry)) + (out.length > 0 ? 1 : 0);
    if (bytes + size > maxBytes && out.length > 0) break;
    if (bytes + size > maxBytes)
      throw new Error(`evidence entry ${entry.id} alone exceeds ${maxBytes} bytes`);
    out.push(entry);
    bytes += size;
    index++;
  }
  return { entries: out, pageBytes: bytes, nextOffset: index < entries.length ? index : null };
}

function evidenceUrl(
  scanId: string,
  baseUrl: string | undefined,
  query: Record<string, string | null>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, value);
  const text = params.toString();
  return `${resourceUrls(scanId, baseUrl).reportEvidence}${text ? `?${text}` : ''}`;
}

export interface EvidencePageInput {
  scanId: string;
  baseUrl?: string;
  workpaper: Workpaper | null;
  cursor: string | null;
  nextCursor: string | null;
  slice: PageSlice;
  totalEntries: number;
}

export function projectReportEvidencePage(input: EvidencePageInput): ReportEvidencePage {
  const urls = resourceUrls(input.scanId, input.baseUrl);
  const { workpaper } = input;
  const links: ReportEvidencePage['links'] = {
    self: evidenceUrl(input.scanId, input.baseUrl, { workpaper, cursor: input.cursor }),
    scan: urls.scan,
    report: urls.report,
  };
  if (input.nextCursor)
    links.next = evidenceUrl(input.scanId, input.baseUrl, { workpaper, cursor: input.nextCursor });
  if (workpaper) {
    links.downloadJson = evidenceUrl(input.scanId, input.baseUrl, {
      workpaper,
      format: 'download',
    });
    links.downloadCsv = evidenceUrl(input.scanId, input.baseUrl, { workpaper, format: 'csv' });
  }
  return {
    type: 'consentry_report_evidence_page',
    scanId: input.scanId,
    workpaper,
    cursor: input.cursor,
    nextCursor: input.nextCursor,
    pageBytes: input.slice.pageBytes,
    totalEntries: input.totalEntries,
    entries: input.slice.entries,
    links,
    disclaimer: DISCLAIMER,
  };
}

export interface ReportDocumentInput {
  scanId: string;
  baseUrl?: string;
  workpaper: Workpaper | null;
  scan: Scan;
  findings: readonly Finding[];
  preConsentTable: PreConsentTable | null;
  evidence: ReportEvidence;
  generatedAt: string;
}

/** Report-display JSON (`format=download`): the whole report in one document. */
export function projectReportDocument(input: ReportDocumentInput): ReportDocument {
  const urls = resourceUrls(input.scanId, input.baseUrl);
  const { workpaper } = input;
  const links: ReportDocument['links'] = {
    self: evidenceUrl(input.scanId, input.baseUrl, { workpaper, format: 'download' }),
    scan: urls.scan,
    report: urls.report,
    reportEvidence: evidenceUrl(input.scanId, input.baseUrl, { workpaper }),
  };
  if (workpaper)
    links.downloadCsv = evidenceUrl(input.scanId, input.baseUrl, { workpaper, format: 'csv' });
  const document: ReportDocument = {
    type: 'consentry_report_document',
    scanId: input.scanId,
    workpaper,
    generatedAt: input.generatedAt,
    scan: input.scan,
    findings: [...input.findings],
    forms: input.evidence.forms,
    noticePassages: input.evidence.noticePassages,
    entries: selectWorkpaper(input.evidence.entries, workpaper),
    links,
    disclaimer: DISCLAIMER,
  };
  if (input.preConsentTable) document.preConsentTable = input.preConsentTable;
  return document;
}
