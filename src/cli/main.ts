import { BrowserNotFoundError } from '../index.ts';
import { judgeCommand, JUDGE_HELP } from './judge-command.ts';
import { scanCommand, SCAN_HELP } from './scan-command.ts';
import { UsageError } from './usage-error.ts';

const HELP = `consentry — privacy-consent scanner: what a real browser sees before consent, after Reject,
after Accept and with Global Privacy Control. Results are automated observations for human review,
not legal advice.

Usage: consentry <command> [options]

Commands:
  scan <url>          scan one page (consentry scan --help)
  judge <file>        re-judge saved observations without a browser (consentry judge --help)

Environment: CONSENTRY_CHROMIUM (browser executable), CONSENTRY_MAP_HOSTS (host-resolver rules).`;

const COMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  scan: scanCommand,
  judge: judgeCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(command === 'help' && rest[0] === 'scan' ? SCAN_HELP : command === 'help' && rest[0] === 'judge' ? JUDGE_HELP : HELP);
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
