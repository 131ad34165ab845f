import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { judgeObservations, scanWithFindings, writeScanOutputs, type ArmName, type Observation } from '../index.ts';
import { reachesFailOn } from './scan-flags.ts';
import { renderScanSummary } from './summary.ts';
import { UsageError } from './usage-error.ts';

export const JUDGE_HELP = `Usage: consentry judge <observations.json> [--json] [--out DIR] [--fail-on LEVEL]

Re-runs classification, findings and projection on observations saved by
\`consentry scan --save-observations FILE\` — no browser needed. Same output and exit codes as scan.`;

interface ObservationFile {
  type?: unknown;
  scanId?: unknown;
  expectedArms?: unknown;
  observations?: unknown;
}

export async function judgeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, out: { type: 'string' }, 'fail-on': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(JUDGE_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('judge takes exactly one observations file (see consentry judge --help)');
  const file = positionals[0]!;
  let parsed: ObservationFile;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as ObservationFile;
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed.type !== 'consentry_observation_set' || !Array.isArray(parsed.observations) || parsed.observations.length === 0 || typeof parsed.scanId !== 'string') {
    throw new UsageError(`${file} is not a consentry observation set (write one with consentry scan --save-observations)`);
  }
  const expectedArms = Array.isArray(parsed.expectedArms) ? (parsed.expectedArms as ArmName[]) : undefined;
  let bundle;
  try {
    bundle = judgeObservations(parsed.observations as Observation[], { scanId: parsed.scanId, expectedArms });
  } catch (error) {
    throw new UsageError(`${file} holds invalid observations: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (values.out) await writeScanOutputs(values.out, bundle);
  if (values.json) process.stdout.write(`${JSON.stringify(scanWithFindings(bundle), null, 2)}\n`);
  else process.stdout.write(renderScanSummary(bundle.scan, bundle.findings, bundle.preConsentTable));
  if (bundle.scan.status === 'failed') return 2;
  const failOn = values['fail-on'] ?? 'none';
  if (!['none', 'info', 'low', 'medium', 'high'].includes(failOn)) throw new UsageError(`--fail-on must be one of none, info, low, medium, high (got "${failOn}")`);
  return reachesFailOn(bundle.findings.map((f) => f.criticality), failOn as 'none') ? 1 : 0;
}
