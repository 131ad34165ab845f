import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BATCH_FILES,
  BatchDirError,
  BatchListError,
  BatchOutputError,
  BatchProgress,
  DEFAULT_LIST_CRAWL_PAGES,
  defaultConcurrency,
  diffBatches,
  guardPlaywrightDisposalErrors,
  parseBatchList,
  renderDiffText,
  runBatch,
  scanBrowser,
  type BatchList,
  type BatchOptions,
  type BatchResult,
  type BatchSummary,
} from '../internal.ts';
import { parseCommandLine } from './command-line.ts';
import { runDistributedBatchWithSignals } from './distributed-batch-run.ts';
import { batchGate } from './fail-on-gate.ts';
import { warnIfRootWithoutSandbox } from './root-warning.ts';
import { readScanFlags, SCAN_FLAGS, SCAN_FLAGS_HELP } from './scan-flags.ts';
import { openCommandStore, readStoreFlags, STORE_FLAGS } from './store-flags.ts';
import { UsageError } from './usage-error.ts';

export const BATCH_HELP = `Usage: consentry batch <list> --out DIR [options]

Scans every site of a list through one shared browser, several at a time, and writes validated
JSON, CSV, a summary and an HTML report to DIR as scans complete.

<list> is a text file (one domain or URL per line; '#' comments and blank lines are skipped), a CSV
file with a "url" or "domain" column, or - for standard input. Bare domains get https://; IDN hosts
become punycode; case and trailing dots are dropped; repeated pages are scanned once. Unusable lines
are reported with their line numbers and do not stop the batch.

Options:
  --out DIR                       output directory (required). Re-running with the same DIR resumes:
                                  pages already in DIR/scans.jsonl are not scanned again
  --concurrency N                 scans in flight at once (default min(cores × 2, free GiB / 0.35, 8); ${defaultConcurrency()} here,
                                  a scan beyond the first started only while at least 15% of the CPU is idle)
  --database URL                  queue the list on a shared PostgreSQL (postgres://…[?schema=NAME]) for every worker
                                  (consentry worker, API servers that scan) and write the results here as they arrive;
                                  --concurrency N scans N here too, 0 only collects. Re-running with the same --out
                                  collects what finished meanwhile and queues nothing twice; progress counts every
                                  worker's scans. Workers scan with their own settings: --viewport, --arm-budget and
                                  --navigation-timeout do not apply [CONSENTRY_DATABASE_URL]
  --evidence                      also write DIR/evidence/<domain>-<scan id>/ per scan: every resource, screenshots, form crops
  --baseline OLD_DIR              after the batch, print what changed per site since the batch in OLD_DIR
  --quiet                         no progress output (the final summary is still printed)
${SCAN_FLAGS_HELP}

Files in DIR: scans.jsonl (one Scan with its findings per line), pre-consent.jsonl (one pre-consent
cookies/trackers table per completed scan), findings.csv, pre-consent.csv, summary.json, summary.md,
report.html. Progress goes to stderr: one updating line on a terminal, plain lines otherwise.
Ctrl-C stops taking new scans and lets the ones in flight finish (Ctrl-C again abandons them); the
files stay valid and the summary is written. With --database, Ctrl-C stops waiting: the queued scans
stay queued for the workers, and the next run with the same --out collects them.

Exit codes: 0 done; 1 a finding at or above --fail-on (stderr names the sites and their findings); 2 the
batch cannot run (unreadable list, no browser, DIR not writable) or bad usage; 130 interrupted (re-run
with the same --out to finish).
Sites that fail to scan are listed in the summary with their reasons; they do not change the exit code.`;

/** Reads a list file, or standard input for "-". */
export async function readBatchList(path: string): Promise<{ list: BatchList; source: string }> {
  let content: string;
  try {
    content = path === '-' ? await readStdin() : await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read the list ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const source = path === '-' ? 'stdin' : path;
  try {
    return { list: parseBatchList(content, source), source };
  } catch (error) {
    if (error instanceof BatchListError) throw new UsageError(error.message);
    throw error;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function concurrencyOption(value: string | undefined, distributed: boolean): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  const min = distributed ? 0 : 1;
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < min || n > 64) {
    throw new UsageError(
      `--concurrency must be a whole number from ${min} to 64 (got "${value}")${distributed ? '' : '; 0 (workers elsewhere scan) needs --database'}`,
    );
  }
  return n;
}

const pad = (value: string, width: number) =>
  value.length >= width ? value.slice(0, width) : value + ' '.repeat(width - value.length);
const padStart = (value: string, width: number) =>
  value.length >= width ? value : ' '.repeat(width - value.length) + value;

/** The summary table printed at the end of a batch (and of the demo). */
export function renderBatchSummaryTable(
  summary: BatchSummary,
  outDir: string,
  maxSites = 20,
): string {
  const { totals } = summary;
  const lines: string[] = [];
  lines.push(
    `consentry batch: ${totals.scanned} scanned of ${totals.targets} targets — ${totals.completed} completed, ${totals.completedLimited} limited, ${totals.failed} failed${totals.pending ? `, ${totals.pending} not scanned yet` : ''}`,
  );
  lines.push(
    `Findings: ${totals.findings.high} high, ${totals.findings.medium} medium, ${totals.findings.low} low, ${totals.findings.info} info on ${totals.sitesWithFindings} site(s)${totals.averageScore !== null ? ` · average score ${totals.averageScore}` : ''}`,
  );
  if (summary.sites.length) {
    const width = Math.min(
      48,
      Math.max(4, ...summary.sites.slice(0, maxSites).map((site) => site.url.length)),
    );
    lines.push(
      '',
      `${pad('Site', width)}  Score  Risk                High  Med  Low  Trackers  Cookies  Status`,
    );
    for (const site of summary.sites.slice(0, maxSites)) {
      lines.push(
        [
          pad(site.url, width),
          padStart(site.score === null ? '–' : String(site.score), 5),
          pad(site.riskLevel ?? '–', 18),
          padStart(String(site.findings.high), 5),
          padStart(String(site.findings.medium), 4),
          padStart(String(site.findings.low), 4),
          padStart(site.preConsent ? String(site.preConsent.trackerCount) : '–', 9),
          padStart(site.preConsent ? String(site.preConsent.cookieCount) : '–', 8),
          ` ${site.status === 'failed' ? `FAILED: ${site.failure?.summary ?? ''}` : site.status}`,
        ].join(' '),
      );
    }
    if (summary.sites.length > maxSites)
      lines.push(`… ${summary.sites.length - maxSites} more in ${outDir}/${BATCH_FILES.summaryMd}`);
  }
  if (summary.unusableLines.length) {
    lines.push('', `Unusable lines of ${summary.input.source}:`);
    for (const bad of summary.unusableLines.slice(0, maxSites))
      lines.push(`  line ${bad.line}: ${bad.text} — ${bad.reason}`);
    if (summary.unusableLines.length > maxSites)
      lines.push(
        `  … ${summary.unusableLines.length - maxSites} more in ${outDir}/${BATCH_FILES.summaryMd}`,
      );
  }
  if (summary.duplicateLines.length)
    lines.push(
      '',
      `${summary.duplicateLines.length} duplicate line(s) scanned once (see ${BATCH_FILES.summaryMd}).`,
    );
  if (summary.status === 'interrupted')
    lines.push(
      '',
      `Interrupted: re-run with --out ${outDir} to scan the ${totals.pending} remaining.`,
    );
  lines.push(
    '',
    `Files in ${outDir}: ${[BATCH_FILES.scans, BATCH_FILES.preConsent, BATCH_FILES.findingsCsv, BATCH_FILES.preConsentCsv, BATCH_FILES.summaryJson, BATCH_FILES.summaryMd, BATCH_FILES.report].join(', ')}`,
  );
  lines.push('', summary.disclaimer);
  return `${lines.join('\n')}\n`;
}

/**
 * Runs a batch with progress on stderr and Ctrl-C handling: the first SIGINT/SIGTERM stops taking
 * new scans, the second abandons the ones in flight.
 */
export async function runBatchWithSignals(
  options: Omit<BatchOptions, 'stop' | 'abandon' | 'onEvent'>,
  quiet = false,
): Promise<BatchResult> {
  const stop = new AbortController();
  const abandon = new AbortController();
  const onSignal = () => {
    if (!stop.signal.aborted) stop.abort();
    else abandon.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const progress = quiet ? null : new BatchProgress(process.stderr);
  const unguard = guardPlaywrightDisposalErrors((message) => {
    if (process.env.CONSENTRY_DEBUG)
      process.stderr.write(`consentry: ignored a Playwright error of a dead browser: ${message}\n`);
  });
  try {
    return await runBatch({
      ...options,
      stop: stop.signal,
      abandon: abandon.signal,
      ...(progress ? { onEvent: (event) => progress.onEvent(event) } : {}),
    });
  } catch (error) {
    if (error instanceof BatchOutputError) throw new UsageError(error.message);
    throw error;
  } finally {
    unguard();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

export async function batchCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine('batch', argv, {
    ...SCAN_FLAGS,
    out: { type: 'string' },
    concurrency: { type: 'string' },
    evidence: { type: 'boolean' },
    baseline: { type: 'string' },
    quiet: { type: 'boolean' },
    ...STORE_FLAGS,
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(BATCH_HELP);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      'batch takes exactly one list file, or - for standard input (see consentry batch --help)',
    );
  if (!values.out)
    throw new UsageError(
      'batch needs --out DIR (where the results are written; the same DIR resumes an interrupted batch)',
    );
  const flags = readScanFlags(values, process.env, DEFAULT_LIST_CRAWL_PAGES);
  // --data-dir is the SQLite store of serve and keys; a batch without --database needs no store.
  if (values['data-dir'] !== undefined)
    throw new UsageError(
      'batch takes --database URL to queue the list for workers; --data-dir is not used by batch',
    );
  const { database } = readStoreFlags({ database: values.database });
  if (database !== undefined) {
    const local = (
      ['viewport', 'arm-budget', 'navigation-timeout', 'pages', 'ignore-robots'] as const
    ).filter((flag) => values[flag] !== undefined);
    if (local.length)
      throw new UsageError(
        `with --database the workers scan with their own settings: --${local.join(', --')} cannot apply (leave ${local.length === 1 ? 'it' : 'them'} out)`,
      );
  }
  const concurrency = concurrencyOption(values.concurrency, database !== undefined);
  if (values.baseline !== undefined) {
    const isBatchDir = await stat(join(values.baseline, BATCH_FILES.scans)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!isBatchDir)
      throw new UsageError(
        `--baseline ${values.baseline} is not a batch output directory (no ${BATCH_FILES.scans}; give the --out DIR of an earlier batch)`,
      );
  }
  const { list, source } = await readBatchList(positionals[0]!);
  if (list.targets.length === 0 && list.unusable.length > 0) {
    const first = list.unusable.slice(0, 3).map((bad) => `line ${bad.line}: ${bad.reason}`);
    throw new UsageError(
      `no usable line in ${source} (${list.unusable.length} unusable; ${first.join('; ')}${list.unusable.length > 3 ? '; …' : ''})`,
    );
  }

  async function runHere(): Promise<BatchResult> {
    const browser = await scanBrowser(flags);
    return runBatchWithSignals(
      {
        list,
        source,
        outDir: values.out!,
        ...(concurrency ? { concurrency } : {}),
        scan: {
          scanFrom: flags.scanFrom,
          viewport: flags.viewport,
          budgets: flags.budgets,
          publicOnly: flags.publicOnly,
          pages: flags.pages,
          ignoreRobots: flags.ignoreRobots,
        },
        browser: browser.pool,
        evidence: values.evidence === true,
      },
      values.quiet === true,
    ).finally(() => browser.close());
  }

  async function runQueued(): Promise<BatchResult> {
    const opened = await openCommandStore(
      { database, dataDir: '' },
      { onError: (error) => process.stderr.write(`consentry batch: database: ${error.message}\n`) },
    );
    try {
      return await runDistributedBatchWithSignals({
        list,
        source,
        outDir: values.out!,
        opened,
        flags,
        concurrency: concurrency ?? defaultConcurrency(),
        cpuAdmission: concurrency === undefined,
        evidence: values.evidence === true,
        quiet: values.quiet === true,
      });
    } finally {
      await opened.store.close();
    }
  }

  // A distributed batch with --concurrency 0 only collects: it starts no browser.
  if (database === undefined || concurrency !== 0) warnIfRootWithoutSandbox('batch');
  const result = database !== undefined ? await runQueued() : await runHere();
  process.stdout.write(renderBatchSummaryTable(result.summary, values.out));
  if (values.baseline !== undefined)
    process.stdout.write(await baselineComparison(values.baseline, values.out));
  if (result.interrupted) return 130;
  const gate = batchGate(
    result.summary.sites,
    flags.failOn,
    join(values.out, BATCH_FILES.summaryMd),
  );
  if (gate.message) process.stderr.write(`consentry batch: ${gate.message}\n`);
  return gate.exitCode;
}

/** --baseline: the per-site diff of the earlier batch directory and this one (as `consentry diff OLD NEW` prints it). */
async function baselineComparison(oldDir: string, newDir: string): Promise<string> {
  try {
    return `\n${renderDiffText(await diffBatches(oldDir, newDir))}`;
  } catch (error) {
    if (!(error instanceof BatchDirError)) throw error;
    process.stderr.write(`consentry batch: --baseline: ${error.message}\n`);
    return '';
  }
}
