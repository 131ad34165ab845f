import { BrowserNotFoundError } from '../internal.ts';
import { batchCommand, BATCH_HELP } from './batch-command.ts';
import { demoCommand, DEMO_HELP } from './demo-command.ts';
import { diffCommand, DIFF_HELP } from './diff-command.ts';
import { judgeCommand, JUDGE_HELP } from './judge-command.ts';
import { keysCommand, KEYS_HELP } from './keys-command.ts';
import { scanCommand, SCAN_HELP } from './scan-command.ts';
import { UsageError } from './usage-error.ts';
import { workerCommand, WORKER_HELP } from './worker-command.ts';

const HELP = `consentry — privacy-consent scanner: what a real browser sees before consent, after Reject,
after Accept and with Global Privacy Control. Results are automated observations for human review,
not legal advice.

Usage: consentry <command> [options]; every command answers --help (or: consentry help <command>)

Commands:
  scan <url>          scan one page (consentry scan --help)
  judge <file>        re-judge saved observations without a browser (consentry judge --help)
  batch <list>        scan a list of domains or URLs into JSON, CSV, a summary and a report (consentry batch --help)
  demo                scan the bundled demo web's sites as a batch into ./consentry-out (consentry demo --help)
  diff OLD NEW        what changed between two batch output directories (consentry diff --help)
  serve               run the self-hosted /api/v2 API server with scan workers (consentry serve --help)
  worker              run scan workers without HTTP against a shared --database (consentry worker --help)
  keys <action>       create, list or revoke the API server's keys (consentry keys --help)

Environment: CONSENTRY_CHROMIUM (browser executable), CONSENTRY_MAP_HOSTS (host-resolver rules),
CONSENTRY_IGNORE_TLS_ERRORS=1 (accept any certificate), CONSENTRY_PUBLIC_ONLY=1 (public targets only),
CONSENTRY_DATABASE_URL (PostgreSQL shared by serve, worker, batch and keys instead of the SQLite file).`;

const COMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  scan: scanCommand,
  judge: judgeCommand,
  batch: batchCommand,
  demo: demoCommand,
  diff: diffCommand,
  keys: keysCommand,
  worker: workerCommand,
};

const HELPS: Record<string, string> = {
  scan: SCAN_HELP,
  judge: JUDGE_HELP,
  batch: BATCH_HELP,
  demo: DEMO_HELP,
  diff: DIFF_HELP,
  keys: KEYS_HELP,
  worker: WORKER_HELP,
};

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' && rest[0] !== undefined) {
    const help = HELPS[rest[0]];
    if (!help)
      throw new UsageError(
        `no help on "${rest[0]}" (commands: ${[...Object.keys(COMMANDS), 'serve'].join(', ')})`,
      );
    console.log(help);
    return 0;
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(HELP);
    return command ? 0 : 2;
  }
  const run = COMMANDS[command];
  if (!run)
    throw new UsageError(
      `unknown command "${command}" (commands: ${[...Object.keys(COMMANDS), 'serve'].join(', ')}; see consentry --help)`,
    );
  return run(rest);
}

function messageOf(error: unknown): string {
  if (error instanceof UsageError || error instanceof BrowserNotFoundError) return error.message;
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
