import {
  scanWithFindings,
  writeScanOutputs,
  type KeptScreenshot,
  type ScanBundle,
} from '../internal.ts';
import { scanGate, type FailOn } from './fail-on-gate.ts';
import { renderScanSummary } from './summary.ts';

export interface ScanOutcomeOptions {
  json: boolean;
  out: string | undefined;
  failOn: FailOn;
  screenshots?: readonly KeptScreenshot[];
}

/**
 * What `scan` and `judge` do with a judged scan: write --out, print the JSON or the summary on stdout,
 * say on stderr where files went and which findings tripped --fail-on, and return the exit code
 * (2 failed scan, 1 gate, 0 otherwise).
 */
export async function finishScan(bundle: ScanBundle, options: ScanOutcomeOptions): Promise<number> {
  if (options.out) {
    const written = await writeScanOutputs(options.out, bundle, options.screenshots);
    process.stderr.write(`consentry: wrote ${describeWritten(written)} to ${options.out}\n`);
  }
  if (options.json) process.stdout.write(`${JSON.stringify(scanWithFindings(bundle), null, 2)}\n`);
  else
    process.stdout.write(renderScanSummary(bundle.scan, bundle.findings, bundle.preConsentTable));
  if (bundle.scan.status === 'failed') return 2;
  const gate = scanGate(bundle.findings, options.failOn);
  if (gate.message) process.stderr.write(`consentry: ${gate.message}\n`);
  return gate.exitCode;
}

/** "scan.json, findings.json and 8 screenshots": files by name, screenshots counted. */
export function describeWritten(names: readonly string[]): string {
  const files = names.filter((name) => !name.startsWith('screenshots'));
  const screenshots = names.length - files.length;
  const parts = screenshots
    ? [...files, `${screenshots} screenshot${screenshots === 1 ? '' : 's'} in screenshots/`]
    : files;
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : (parts[0] ?? 'nothing');
}
