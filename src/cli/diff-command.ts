import { BatchDirError, diffBatches, renderDiffMarkdown, renderDiffText } from '../internal.ts';
import { processIo, type CommandIo } from './command-io.ts';
import { parseCommandLine } from './command-line.ts';
import { UsageError } from './usage-error.ts';

export const DIFF_HELP = `Usage: consentry diff OLD_DIR NEW_DIR [--json | --markdown]

Compares two batch output directories (written by consentry batch --out DIR) site by site: vendors,
trackers and cookies new or no longer seen before consent, new and resolved findings, score and
status changes, sites added to or removed from the list. Failed scans are never read as clean.
Exit codes: 0 diff printed (whatever it shows), 2 a directory cannot be read or bad usage.

Options:
  --json          print the diff as JSON
  --markdown      print the diff as Markdown (pull-request comments, job summaries)`;

/** `consentry diff`; bin/consentry.js gives it the process's io, tests their own (relative directories read from `io.cwd`). */
export async function diffCommand(argv: string[], io: CommandIo = processIo()): Promise<number> {
  const { values, positionals } = parseCommandLine('diff', argv, {
    json: { type: 'boolean' },
    markdown: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(`${DIFF_HELP}\n`);
    return 0;
  }
  if (positionals.length !== 2)
    throw new UsageError(
      'diff takes two batch output directories: consentry diff OLD_DIR NEW_DIR (see consentry diff --help)',
    );
  if (values.json && values.markdown) throw new UsageError('choose one of --json and --markdown');
  let diff;
  try {
    diff = await diffBatches(positionals[0]!, positionals[1]!, io.cwd);
  } catch (error) {
    if (error instanceof BatchDirError) throw new UsageError(error.message);
    throw error;
  }
  if (values.json) {
    io.stdout.write(`${JSON.stringify(diff, null, 2)}\n`);
    for (const warning of diff.warnings) io.stderr.write(`consentry: warning: ${warning}\n`);
  } else {
    io.stdout.write(values.markdown ? renderDiffMarkdown(diff) : renderDiffText(diff));
  }
  return 0;
}
