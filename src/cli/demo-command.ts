import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BATCH_FILES, parseBatchList } from '../internal.ts';
import { renderBatchSummaryTable, runBatchWithSignals } from './batch-command.ts';
import { parseCommandLine } from './command-line.ts';
import { UsageError } from './usage-error.ts';

export const DEMO_HELP = `Usage: consentry demo [--out DIR] [--concurrency N] [--evidence] [--quiet]

Starts the bundled demo web (src/cli/demo-web/: fake shops and blogs with real consent libraries
and fake trackers at their real host names, all on 127.0.0.1 — nothing leaves the machine),
scans its demo sites (src/cli/demo-web/demo-sites.txt) as a batch, writes every output to DIR
(default ./consentry-out, replaced on each run) and prints the summary table. Open DIR/report.html.

Options:
  --out DIR            output directory (default ./consentry-out)
  --concurrency N      scans in flight at once (default as consentry batch)
  --evidence           also write per-scan evidence folders with screenshots
  --quiet              no progress output`;

/** The demo web ships with the package (src/cli/demo-web/); the tests' fixture web (test/web/) builds on it. */
const DEMO_WEB_MAIN = fileURLToPath(new URL('./demo-web/main.ts', import.meta.url));
const DEMO_LIST = fileURLToPath(new URL('./demo-web/demo-sites.txt', import.meta.url));
const DEMO_LIST_NAME = 'src/cli/demo-web/demo-sites.txt';

/** Starts the demo web in a child process and reads its host-resolver rule ("map rule: MAP * 127.0.0.1:PORT"). */
async function startDemoWeb(): Promise<{ mapHosts: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), DEMO_WEB_MAIN, '--port', '0', '--quiet'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const mapHosts = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('the demo web did not start within 60 s'));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /map rule: (MAP \* 127\.0\.0\.1:\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the demo web exited (code ${code}) before it was ready${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`,
        ),
      );
    });
  });
  child.stdout!.resume();
  return {
    mapHosts,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function demoCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine('demo', argv, {
    out: { type: 'string' },
    concurrency: { type: 'string' },
    evidence: { type: 'boolean' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(DEMO_HELP);
    return 0;
  }
  if (positionals.length)
    throw new UsageError('demo takes no arguments (see consentry demo --help)');
  let concurrency: number | undefined;
  if (values.concurrency !== undefined) {
    concurrency = Number(values.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
      throw new UsageError(
        `--concurrency must be a whole number from 1 to 64 (got "${values.concurrency}")`,
      );
  }
  const outDir = values.out ?? 'consentry-out';
  const list = parseBatchList(await readFile(DEMO_LIST, 'utf8'), DEMO_LIST);
  // A fresh demo each run: remove the batch files of an earlier demo (only those), so nothing is resumed.
  await Promise.all(
    [
      BATCH_FILES.scans,
      BATCH_FILES.preConsent,
      BATCH_FILES.findingsCsv,
      BATCH_FILES.preConsentCsv,
      BATCH_FILES.summaryJson,
      BATCH_FILES.summaryMd,
      BATCH_FILES.report,
      BATCH_FILES.evidence,
    ].map((name) => rm(join(outDir, name), { recursive: true, force: true })),
  );

  const web = await startDemoWeb();
  if (!values.quiet)
    process.stderr.write(
      `consentry demo: demo web on ${web.mapHosts.replace('MAP * ', '')}; scanning ${list.targets.length} demo sites\n`,
    );
  try {
    const result = await runBatchWithSignals(
      {
        list,
        source: DEMO_LIST_NAME,
        outDir,
        ...(concurrency ? { concurrency } : {}),
        browser: { mapHosts: web.mapHosts, ignoreTlsErrors: true },
        evidence: values.evidence === true,
      },
      values.quiet === true,
    );
    process.stdout.write(renderBatchSummaryTable(result.summary, outDir));
    process.stdout.write(
      `\nOpen ${join(outDir, BATCH_FILES.report)} in a browser for the report.\n`,
    );
    return result.interrupted ? 130 : 0;
  } finally {
    await web.stop();
  }
}
