/**
 * The output directory of a batch, written as a stream (one record per completed scan, appended;
 * nothing but small per-site summaries kept in memory) and recoverable after any interruption.
 *
 * Commit protocol. scans.jsonl is the record of what is done; every other file derives from it:
 *   1. evidence folder (with --evidence),
 *   2. pre-consent.jsonl line (completed scans only),
 *   3. scans.jsonl line — the commit point,
 *   4. findings.csv rows, pre-consent.csv rows.
 * Opening a directory (every run) recovers: scans.jsonl loses an unterminated last line (a crash
 * mid-write) and any repeated page; pre-consent.jsonl keeps one line per committed scan; both CSVs
 * are rebuilt from the two JSONL files; evidence folders of uncommitted scans are removed. So a
 * crash at any point leaves nothing half-written after the next open, and nothing committed is lost
 * or duplicated. Every record is validated against schemas/ before it is written.
 */
import { createReadStream } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { join } from 'node:path';
import type { PreConsentTable, Scan } from '../model/index.ts';
import type { KeptScreenshot } from '../observe/runtime.ts';
import type { ScanBundle } from '../projection/bundle.ts';
import {
  preConsentSummary,
  summarizeSite,
  type BatchSiteSummary,
} from '../projection/batch-summary.ts';
import { assertValid } from '../projection/validate.ts';
import {
  csvText,
  findingsCsvRowsOf,
  FINDINGS_CSV_COLUMNS,
  preConsentCsvRows,
  PRE_CONSENT_CSV_COLUMNS,
} from '../projection/batch-csv.ts';
import { writeScanOutputs } from './write-scan.ts';

export const BATCH_FILES = {
  scans: 'scans.jsonl',
  preConsent: 'pre-consent.jsonl',
  findingsCsv: 'findings.csv',
  preConsentCsv: 'pre-consent.csv',
  summaryJson: 'summary.json',
  summaryMd: 'summary.md',
  report: 'report.html',
  evidence: 'evidence',
} as const;

/** What an earlier run left in the directory, after recovery. */
export interface RecoveredBatch {
  /** Committed scans by page URL (a Scan's `url`), as small summaries. */
  sites: Map<string, BatchSiteSummary>;
  /** What recovery repaired, for the log (empty when the files were consistent). */
  repairs: string[];
}

/** An output directory that cannot be created or written: the batch cannot run. */
export class BatchOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchOutputError';
  }
}

/** Complete `\n`-terminated lines of a file, streamed; the unterminated tail (if any) is reported, not returned. */
export async function* jsonLines(
  path: string,
): AsyncGenerator<{ text: string; value: unknown }, { truncatedTail: boolean }> {
  let exists = true;
  await stat(path).catch(() => (exists = false));
  if (!exists) return { truncatedTail: false };
  let rest = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 })) {
    rest += chunk as string;
    let newline: number;
    while ((newline = rest.indexOf('\n')) !== -1) {
      const text = rest.slice(0, newline);
      rest = rest.slice(newline + 1);
      if (!text.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      yield { text, value };
    }
  }
  return { truncatedTail: rest.trim().length > 0 };
}

async function drain<T>(
  lines: AsyncGenerator<T, { truncatedTail: boolean }>,
  each: (line: T) => Promise<void> | void,
): Promise<boolean> {
  for (;;) {
    const next = await lines.next();
    if (next.done) return next.value.truncatedTail;
    await each(next.value);
  }
}

const isScan = (value: unknown): value is Scan =>
  !!value &&
  typeof value === 'object' &&
  (value as Scan).type === 'consentry_scan' &&
  typeof (value as Scan).scanId === 'string' &&
  typeof (value as Scan).url === 'string';

const isTable = (value: unknown): value is PreConsentTable =>
  !!value &&
  typeof value === 'object' &&
  (value as PreConsentTable).type === 'consentry_pre_consent_cookies_trackers' &&
  typeof (value as PreConsentTable).scanId === 'string';

/** The evidence folder of a scan: `<domain>-<first 8 characters of the scan id>`. */
export function evidenceFolderName(scan: { domain: string; scanId: string }): string {
  return `${scan.domain}-${scan.scanId.slice(0, 8)}`;
}

/**
 * A small writer that always writes the whole text (FileHandle.appendFile loops on short writes) and
 * knows its size, so a record that could not be written whole can be cut off again.
 */
class AppendFile {
  private constructor(
    private readonly handle: FileHandle,
    /** Bytes in the file (those written whole). */
    private size: number,
  ) {}
  static async open(path: string): Promise<AppendFile> {
    const handle = await open(path, 'a');
    return new AppendFile(handle, (await handle.stat()).size);
  }
  get length(): number {
    return this.size;
  }
  async append(text: string): Promise<void> {
    if (!text) return;
    await this.handle.appendFile(text, 'utf8');
    this.size += Buffer.byteLength(text);
  }
  /** Cuts the file back to `length` (a failed append may have left part of its text). */
  async truncate(length: number): Promise<void> {
    await this.handle.truncate(length);
    this.size = length;
  }
  close(): Promise<void> {
    return this.handle.close();
  }
}

export interface BatchRecord {
  /** The Scan resource with its findings embedded (scanWithFindings). */
  scan: Scan;
  preConsentTable: PreConsentTable | null;
  screenshots?: readonly KeptScreenshot[];
  /** The full bundle, for the evidence folder. */
  bundle?: ScanBundle;
}

export class BatchOutput {
  private scans!: AppendFile;
  private preConsent!: AppendFile;
  private findingsCsv!: AppendFile;
  private preConsentCsv!: AppendFile;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    readonly dir: string,
    private readonly evidence: boolean,
  ) {}

  /** Creates or recovers `dir` (see the commit protocol above) and opens its files for appending. */
  static async open(
    dir: string,
    options: { evidence?: boolean } = {},
  ): Promise<{ output: BatchOutput; recovered: RecoveredBatch }> {
    try {
      await mkdir(dir, { recursive: true });
      const probe = join(dir, '.consentry-write-test');
      await writeFile(probe, '');
      await rm(probe);
    } catch (error) {
      throw new BatchOutputError(
        `cannot write to ${dir}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const recovered = await recover(dir);
    const output = new BatchOutput(dir, options.evidence ?? false);
    output.scans = await AppendFile.open(join(dir, BATCH_FILES.scans));
    output.preConsent = await AppendFile.open(join(dir, BATCH_FILES.preConsent));
    output.findingsCsv = await AppendFile.open(join(dir, BATCH_FILES.findingsCsv));
    output.preConsentCsv = await AppendFile.open(join(dir, BATCH_FILES.preConsentCsv));
    return { output, recovered };
  }

  /**
   * Validates and appends one completed scan, in commit order; appends are serialised. Returns the
   * site's summary (with its evidence folder). A schema violation throws, naming the scan and the path.
   */
  append(record: BatchRecord): Promise<BatchSiteSummary> {
    const { scan, preConsentTable } = record;
    const where = `${scan.url} (scan ${scan.scanId})`;
    assertValid('scan', scan, `${BATCH_FILES.scans} record of ${where}`);
    if (preConsentTable)
      assertValid(
        'pre-consent-table',
        preConsentTable,
        `${BATCH_FILES.preConsent} record of ${where}`,
      );
    const scanLine = `${JSON.stringify(scan)}\n`;
    const tableLine = preConsentTable ? `${JSON.stringify(preConsentTable)}\n` : '';
    const findingsRows = csvText(FINDINGS_CSV_COLUMNS, findingsCsvRowsOf(scan));
    const tableRows = preConsentTable
      ? csvText(PRE_CONSENT_CSV_COLUMNS, preConsentCsvRows(scan.url, preConsentTable))
      : '';
    const site = summarizeSite(scan, preConsentTable);
    const write = this.queue.then(async () => {
      if (this.closed) throw new Error(`batch output ${this.dir} is closed`);
      if (this.evidence && record.bundle) {
        const folder = evidenceFolderName(scan);
        await writeScanOutputs(
          join(this.dir, BATCH_FILES.evidence, folder),
          record.bundle,
          record.screenshots ?? [],
        );
        site.evidenceDir = `${BATCH_FILES.evidence}/${folder}`;
      }
      const files = [this.preConsent, this.scans, this.findingsCsv, this.preConsentCsv];
      const before = files.map((file) => file.length);
      try {
        await this.preConsent.append(tableLine);
        await this.scans.append(scanLine);
        await this.findingsCsv.append(findingsRows);
        await this.preConsentCsv.append(tableRows);
      } catch (error) {
        // A full disk, a lost mount: the record is cut off again in every file (nothing half-written;
        // truncating frees space) and the batch stops; the next run scans the site again.
        await Promise.all(files.map((file, i) => file.truncate(before[i]!).catch(() => undefined)));
        throw new BatchOutputError(
          `cannot write to ${this.dir}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
    this.queue = write.catch(() => undefined);
    return write.then(() => site);
  }

  /** Waits for pending appends and closes the files. */
  async close(): Promise<void> {
    await this.queue;
    if (this.closed) return;
    this.closed = true;
    await Promise.all([
      this.scans.close(),
      this.preConsent.close(),
      this.findingsCsv.close(),
      this.preConsentCsv.close(),
    ]);
  }
}

/** Writes `text` to `path` atomically (temporary file, then rename). */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temporary = `${path}.tmp-${process.pid}`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/**
 * Brings the directory to a consistent state: see the commit protocol. Streams every file once
 * (memory holds one line and the small per-site summaries).
 */
async function recover(dir: string): Promise<RecoveredBatch> {
  const path = (name: string) => join(dir, name);
  const temporary = (name: string) => join(dir, `${name}.tmp-${process.pid}`);
  const repairs: string[] = [];
  const sites = new Map<string, BatchSiteSummary>();
  const urlOfScan = new Map<string, string>();

  // scans.jsonl (+ findings.csv rebuilt from it)
  const scansOut = await open(temporary(BATCH_FILES.scans), 'w');
  const findingsOut = await open(temporary(BATCH_FILES.findingsCsv), 'w');
  await findingsOut.appendFile(csvText(FINDINGS_CSV_COLUMNS, [], true));
  let dropped = 0;
  const scansTruncated = await drain(
    jsonLines(path(BATCH_FILES.scans)),
    async ({ text, value }) => {
      if (!isScan(value) || sites.has(value.url) || urlOfScan.has(value.scanId)) {
        dropped++;
        return;
      }
      sites.set(value.url, summarizeSite(value, null));
      urlOfScan.set(value.scanId, value.url);
      await scansOut.appendFile(`${text}\n`);
      await findingsOut.appendFile(csvText(FINDINGS_CSV_COLUMNS, findingsCsvRowsOf(value)));
    },
  );
  if (scansTruncated)
    repairs.push(
      `${BATCH_FILES.scans}: dropped an unterminated last line (interrupted write); that site is scanned again`,
    );
  if (dropped)
    repairs.push(
      `${BATCH_FILES.scans}: dropped ${dropped} unreadable or repeated line${dropped === 1 ? '' : 's'}`,
    );

  // pre-consent.jsonl (+ pre-consent.csv rebuilt from it): one line per committed scan
  const tablesOut = await open(temporary(BATCH_FILES.preConsent), 'w');
  const tableCsvOut = await open(temporary(BATCH_FILES.preConsentCsv), 'w');
  await tableCsvOut.appendFile(csvText(PRE_CONSENT_CSV_COLUMNS, [], true));
  const seenTables = new Set<string>();
  let orphanTables = 0;
  const tablesTruncated = await drain(
    jsonLines(path(BATCH_FILES.preConsent)),
    async ({ text, value }) => {
      const url = isTable(value) ? urlOfScan.get(value.scanId) : undefined;
      if (!isTable(value) || url === undefined || seenTables.has(value.scanId)) {
        orphanTables++;
        return;
      }
      seenTables.add(value.scanId);
      sites.set(url, { ...sites.get(url)!, preConsent: preConsentSummary(value) });
      await tablesOut.appendFile(`${text}\n`);
      await tableCsvOut.appendFile(csvText(PRE_CONSENT_CSV_COLUMNS, preConsentCsvRows(url, value)));
    },
  );
  if (tablesTruncated || orphanTables)
    repairs.push(
      `${BATCH_FILES.preConsent}: dropped ${orphanTables + (tablesTruncated ? 1 : 0)} line(s) of scans never committed to ${BATCH_FILES.scans}`,
    );

  await Promise.all([
    scansOut.close(),
    findingsOut.close(),
    tablesOut.close(),
    tableCsvOut.close(),
  ]);
  for (const name of [
    BATCH_FILES.preConsent,
    BATCH_FILES.findingsCsv,
    BATCH_FILES.preConsentCsv,
    BATCH_FILES.scans,
  ]) {
    await rename(temporary(name), path(name));
  }

  // evidence folders of scans never committed (a crash between the folder and scans.jsonl)
  const evidenceDir = path(BATCH_FILES.evidence);
  const committed = new Set([...urlOfScan.keys()].map((scanId) => scanId.slice(0, 8)));
  const folders = await readdir(evidenceDir).catch(() => [] as string[]);
  for (const folder of folders) {
    const match = /-([0-9a-f]{8})$/.exec(folder);
    if (match && !committed.has(match[1]!)) {
      await rm(join(evidenceDir, folder), { recursive: true, force: true });
      repairs.push(`${BATCH_FILES.evidence}/${folder}: removed (its scan was never committed)`);
    }
  }
  // an evidence folder written in an earlier run names its scan; attach it to the summary
  for (const [url, site] of sites) {
    const folder = evidenceFolderName(site);
    if (folders.includes(folder))
      sites.set(url, { ...site, evidenceDir: `${BATCH_FILES.evidence}/${folder}` });
  }
  return { sites, repairs };
}

/**
 * Every committed scan with its pre-consent table (null for failed scans), in scans.jsonl order —
 * what the HTML report renders. Reads the files; memory grows with the batch (the report is one page).
 */
export async function readBatchEntries(
  dir: string,
): Promise<{ scan: Scan; preConsentTable: PreConsentTable | null }[]> {
  const tables = new Map<string, PreConsentTable>();
  await drain(jsonLines(join(dir, BATCH_FILES.preConsent)), ({ value }) => {
    if (isTable(value)) tables.set(value.scanId, value);
  });
  const entries: { scan: Scan; preConsentTable: PreConsentTable | null }[] = [];
  await drain(jsonLines(join(dir, BATCH_FILES.scans)), ({ value }) => {
    if (isScan(value))
      entries.push({ scan: value, preConsentTable: tables.get(value.scanId) ?? null });
  });
  return entries;
}
