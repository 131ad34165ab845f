import { BrowserNotFoundError } from '../index.ts';
import { batchCommand, BATCH_HELP } from './batch-command.ts';
import { demoCommand, DEMO_HELP } from './demo-command.ts';
import { diffCommand } from './diff-command.ts';
import { judgeCommand, JUDGE_HELP } from './judge-command.ts';
import { keysCommand, KEYS_HELP } from './keys-command.ts';
import { scanCommand, SCAN_HELP } from './scan-command.ts';
import { UsageError } from './usage-error.ts';

const HELP = `consentry — privacy-consent scanner: what a real browser sees before consent, after Reject,
after Accept and with Global Privacy Control. Results are automated observations for human review,
not legal advice.

Usage: consentry <command> [options]

Commands:
  scan <url>          scan one page (consentry scan --help)
  judge <file>        re-judge saved observations without a browser (consentry judge --help)
  batch <list>        scan a list of domains or URLs into JSON, CSV, a summary and a report (consentry batch --help)
  demo                scan the bundled demo web's sites as a batch into ./consentry-out (consentry demo --help)
  diff OLD NEW        what changed between two batch output directories (consentry diff --help)
  serve               run the self-hosted /api/v2 API server with scan workers (consentry serve --help)
  keys <action>       create, list or revoke the API server's keys (consentry keys --help)

Environment: CONSENTRY_CHROMIUM (browser executable), CONSENTRY_MAP_HOSTS (host-resolver rules).`;

const COMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  scan: scanCommand,
  judge: judgeCommand,
  batch: batchCommand,
  demo: demoCommand,
  diff: diffCommand,
  keys: keysCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    const topics: Record<string, string> = { scan: SCAN_HELP, judge: JUDGE_HELP, batch: BATCH_HELP, demo: DEMO_HELP, keys: KEYS_HELP };
    console.log(command === 'help' && rest[0] && topics[rest[0]] ? topics[rest[0]] : HELP);
    return command ? 0 : 2;
  }
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
  return run(rest);
}

function messageOf(error: unknown): string {
  if (error instanceof UsageError || error instanceof BrowserNotFoundError) return error.message;
  // parseArgs reports unknown or malformed options with a code; show its message, not a stack.
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) return error.message;
  return `internal error: ${error instanceof Error ? error.message : String(error)}`;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`consentry: ${messageOf(error)}`);
    process.exitCode = 2;
  },
);
