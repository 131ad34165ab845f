import { writeFile } from 'node:fs/promises';
import {
  BrowserPool,
  DEFAULT_ARMS,
  observationSet,
  scanBrowser,
  scanUrl,
  TargetNotAllowedError,
} from '../internal.ts';
import { parseCommandLine } from './command-line.ts';
import { readScanFlags, SCAN_FLAGS, SCAN_FLAGS_HELP } from './scan-flags.ts';
import { warnIfRootWithoutSandbox } from './root-warning.ts';
import { finishScan } from './scan-outcome.ts';
import { UsageError } from './usage-error.ts';

export const SCAN_HELP = `Usage: consentry scan <url> [options]

Opens the page in Chromium before consent, after Reject, after Accept and with GPC on, and reports
findings with evidence. Exit codes: 0 ok, 1 a finding at or above --fail-on (named on stderr), 2 scan
failed or bad usage.

Options:
  --json                          print the Scan resource with its findings as JSON
  --out DIR                       write every resource (scan, findings, pre-consent table, pulse) and screenshots to DIR
  --save-observations FILE        save what the browser saw, to re-judge later with \`consentry judge FILE\`
${SCAN_FLAGS_HELP}`;

/** Accepts http(s) URLs and bare domains (https:// is assumed); refuses anything else. */
export function targetUrl(input: string): string {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new UsageError(`"${input}" is not a URL or domain`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`only http and https URLs can be scanned (got ${url.protocol})`);
  if (url.username || url.password) throw new UsageError('URLs with credentials are not scanned');
  return url.toString();
}

export async function scanCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine('scan', argv, {
    ...SCAN_FLAGS,
    json: { type: 'boolean' },
    out: { type: 'string' },
    'save-observations': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(SCAN_HELP);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError('scan takes exactly one URL (see consentry scan --help)');
  const url = targetUrl(positionals[0]!);
  const flags = readScanFlags(values);
  warnIfRootWithoutSandbox('scan');
  const browser = await scanBrowser(flags);
  const pool = new BrowserPool({ ...browser.pool, maxScansPerBrowser: 1 });
  try {
    const outcome = await scanUrl(pool, url, {
      scanFrom: flags.scanFrom,
      viewport: flags.viewport,
      budgets: flags.budgets,
      publicOnly: flags.publicOnly,
      pages: flags.pages,
      ignoreRobots: flags.ignoreRobots,
    });
    const { bundle } = outcome;
    const observationsFile = values['save-observations'];
    if (observationsFile) {
      await writeFile(
        observationsFile,
        `${JSON.stringify(observationSet(url, bundle.scan.scanId, DEFAULT_ARMS, outcome.observations), null, 2)}\n`,
      );
      process.stderr.write(
        `consentry: saved the observations to ${observationsFile} (re-judge them with consentry judge ${observationsFile})\n`,
      );
    }
    return await finishScan(bundle, {
      json: values.json === true,
      out: values.out,
      failOn: flags.failOn,
      screenshots: outcome.screenshots,
    });
  } catch (error) {
    if (error instanceof TargetNotAllowedError)
      throw new UsageError(`--public-only: ${error.message}`);
    throw error;
  } finally {
    await pool.close();
    await browser.close();
  }
}
