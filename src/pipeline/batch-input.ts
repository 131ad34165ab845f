/**
 * The input list of a batch: a text file (one domain or URL per line, `#` comments, blank lines) or
 * a CSV with a `url` or `domain` column. Every line becomes a normalised target, a duplicate of an
 * earlier one, or an unusable line with its number and reason — the batch never stops on a bad line.
 */
import { pageUrlOf } from '../observe/site.ts';
import type { BatchDuplicateLine, BatchUnusableLine } from '../projection/batch-summary.ts';

export interface BatchTarget {
  /** The URL scanned: http(s), lower-case punycode host without trailing dot, no fragment, no credentials. */
  url: string;
  /** The page the target stands for (no query): what a Scan's `url` holds; de-duplication and resume key. */
  key: string;
  domain: string;
  /** Line of the list that named it (1-based). */
  line: number;
}

export interface BatchList {
  format: 'text' | 'csv';
  targets: BatchTarget[];
  duplicates: BatchDuplicateLine[];
  unusable: BatchUnusableLine[];
}

/** A list that cannot be read as a whole (a CSV without a url/domain column): the batch cannot run. */
export class BatchListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchListError';
  }
}

const MAX_URL_LENGTH = 2048;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,62})$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

type NormalizedTarget =
  { ok: true; url: string; key: string; domain: string } | { ok: false; reason: string };

function hostProblem(host: string): string | null {
  if (host.startsWith('[') || IPV4.test(host)) return null;
  if (host.length > 253) return 'host name longer than 253 characters';
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return `"${host}" has an empty label`;
  const bad = labels.find((label) => !LABEL.test(label));
  if (bad !== undefined) return `"${host}" is not a valid domain name (label "${bad}")`;
  if (labels.length < 2 && host !== 'localhost') return `"${host}" is not a domain name (no dot)`;
  return null;
}

/**
 * An input line as the summary may echo it: credentials and query strings of URLs in it are
 * replaced by `…` (summaries and logs get shared), and long lines are clipped.
 */
export function echoLine(text: string): string {
  const safe = text.replace(/\/\/[^/\s@]*@/g, '//…@').replace(/\?[^\s#]*/g, '?…');
  return safe.length > 200 ? `${safe.slice(0, 199)}…` : safe;
}

/**
 * Normalises one domain or URL: bare domains get https://, IDN hosts become punycode (WHATWG URL),
 * case and trailing dots are dropped, and so is the fragment.
 */
export function normalizeTarget(input: string): NormalizedTarget {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > MAX_URL_LENGTH)
    return { ok: false, reason: `longer than ${MAX_URL_LENGTH} characters` };
  if (/\s/.test(text))
    return { ok: false, reason: 'contains white space (one domain or URL per line)' };
  const otherScheme = HAS_SCHEME.test(text)
    ? null
    : /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i.exec(text);
  if (otherScheme)
    return {
      ok: false,
      reason: `unsupported scheme ${otherScheme[1]!.toLowerCase()}: (only http and https)`,
    };
  const candidate = HAS_SCHEME.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, reason: 'not a URL or domain name' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `unsupported scheme ${url.protocol} (only http and https)` };
  if (url.username || url.password)
    return { ok: false, reason: 'URL with credentials (not scanned)' };
  const host = url.hostname.replace(/\.+$/, '');
  const problem = hostProblem(host);
  if (problem) return { ok: false, reason: problem };
  url.hostname = host;
  url.hash = '';
  return { ok: true, url: url.toString(), key: pageUrlOf(url.toString()), domain: host };
}

/** RFC 4180 records (quoted fields, doubled quotes, CR/LF/CRLF, newlines inside quotes) with the line each starts on. */
export function parseCsvRecords(text: string): { cells: string[]; line: number }[] {
  const records: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let fieldStarted = false;
  const endRecord = () => {
    cells.push(cell);
    records.push({ cells, line: start });
    cells = [];
    cell = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted && cell === '') {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      fieldStarted = false;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      cell += ch;
      fieldStarted = true;
    }
  }
  if (cell !== '' || cells.length > 0 || fieldStarted) endRecord();
  return records;
}

interface RawEntry {
  line: number;
  text: string;
}

function textEntries(text: string): RawEntry[] {
  const entries: RawEntry[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    // A comment starts the line or follows white space (a URL's #fragment does not).
    const value = raw.replace(/(^|\s)#.*$/, '').trim();
    if (value) entries.push({ line: index + 1, text: value });
  });
  return entries;
}

const isComment = (cells: readonly string[]) =>
  cells.length >= 1 && (cells[0] ?? '').trim().startsWith('#');
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function csvHeader(text: string): { columns: string[]; line: number } | null {
  for (const record of parseCsvRecords(text)) {
    if (isBlank(record.cells) || isComment(record.cells)) continue;
    const columns = record.cells.map((cell) => cell.trim().toLowerCase());
    return columns.includes('url') || columns.includes('domain')
      ? { columns, line: record.line }
      : null;
  }
  return null;
}

function csvEntries(
  text: string,
  header: { columns: string[]; line: number },
): { entries: RawEntry[]; unusable: BatchUnusableLine[] } {
  const urlColumn = header.columns.indexOf('url');
  const domainColumn = header.columns.indexOf('domain');
  const entries: RawEntry[] = [];
  const unusable: BatchUnusableLine[] = [];
  for (const record of parseCsvRecords(text)) {
    if (record.line <= header.line || isBlank(record.cells) || isComment(record.cells)) continue;
    const url = urlColumn >= 0 ? (record.cells[urlColumn] ?? '').trim() : '';
    const domain = domainColumn >= 0 ? (record.cells[domainColumn] ?? '').trim() : '';
    const value = url || domain;
    if (value) entries.push({ line: record.line, text: value });
    else
      unusable.push({
        line: record.line,
        text: echoLine(record.cells.join(',')),
        reason: `no value in the ${[urlColumn >= 0 ? 'url' : '', domainColumn >= 0 ? 'domain' : ''].filter(Boolean).join(' or ')} column`,
      });
  }
  return { entries, unusable };
}

/**
 * Parses a batch list. `name` decides nothing but the error text, except that a `.csv` name makes
 * a missing url/domain header an error instead of reading the file as a text list.
 */
export function parseBatchList(content: string, name = 'list'): BatchList {
  const text = content.replace(/^\uFEFF/, '');
  const header = csvHeader(text);
  if (!header && /\.csv$/i.test(name)) {
    throw new BatchListError(
      `${name}: a CSV list needs a header row with a "url" or "domain" column`,
    );
  }
  const { entries, unusable } = header
    ? csvEntries(text, header)
    : { entries: textEntries(text), unusable: [] as BatchUnusableLine[] };
  const targets: BatchTarget[] = [];
  const duplicates: BatchDuplicateLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const entry of entries) {
    const normalized = normalizeTarget(entry.text);
    if (!normalized.ok) {
      unusable.push({ line: entry.line, text: echoLine(entry.text), reason: normalized.reason });
      continue;
    }
    const first = firstLineOf.get(normalized.key);
    if (first !== undefined) {
      duplicates.push({ line: entry.line, url: normalized.key, firstLine: first });
      continue;
    }
    firstLineOf.set(normalized.key, entry.line);
    targets.push({
      url: normalized.url,
      key: normalized.key,
      domain: normalized.domain,
      line: entry.line,
    });
  }
  unusable.sort((a, b) => a.line - b.line);
  return { format: header ? 'csv' : 'text', targets, duplicates, unusable };
}
