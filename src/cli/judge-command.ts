import { readFile } from 'node:fs/promises';
import { judgeObservations, type ArmName, type Observation } from '../internal.ts';
import { parseCommandLine } from './command-line.ts';
import { readFailOn } from './scan-flags.ts';
import { finishScan } from './scan-outcome.ts';
import { UsageError } from './usage-error.ts';

export const JUDGE_HELP = `Usage: consentry judge <observations.json> [options]

Re-runs classification, findings and projection on observations saved by
\`consentry scan --save-observations FILE\` — no browser needed. Same output and exit codes as scan.

Options:
  --json                          print the Scan resource with its findings as JSON
  --out DIR                       write every resource (scan, findings, pre-consent table, pulse) to DIR
  --fail-on info|low|medium|high  exit 1 when a finding at or above this criticality is found (default none)`;

interface ObservationFile {
  type?: unknown;
  scanId?: unknown;
  expectedArms?: unknown;
  observations?: unknown;
}

export async function judgeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine('judge', argv, {
    json: { type: 'boolean' },
    out: { type: 'string' },
    'fail-on': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(JUDGE_HELP);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError('judge takes exactly one observations file (see consentry judge --help)');
  const failOn = readFailOn(values['fail-on']);
  const file = positionals[0]!;
  let parsed: ObservationFile;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as ObservationFile;
  } catch (error) {
    throw new UsageError(
      `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (
    parsed.type !== 'consentry_observation_set' ||
    !Array.isArray(parsed.observations) ||
    parsed.observations.length === 0 ||
    typeof parsed.scanId !== 'string'
  ) {
    throw new UsageError(
      `${file} is not a consentry observation set (write one with consentry scan --save-observations)`,
    );
  }
  const expectedArms = Array.isArray(parsed.expectedArms)
    ? (parsed.expectedArms as ArmName[])
    : undefined;
  let bundle;
  try {
    bundle = judgeObservations(parsed.observations as Observation[], {
      scanId: parsed.scanId,
      expectedArms,
    });
  } catch (error) {
    throw new UsageError(
      `${file} holds invalid observations: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return finishScan(bundle, { json: values.json === true, out: values.out, failOn });
}
