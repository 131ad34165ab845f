import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * parseArgs for one command, with its errors as one line that names the option and the command's
 * --help (parseArgs' own text suggests a '--' terminator, which is never what a user meant).
 */
export function parseCommandLine<const O extends Options>(
  command: string,
  argv: string[],
  options: O,
) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new UsageError(`${argumentProblem(error)} (see consentry ${command} --help)`);
  }
}

/** What parseArgs refused, in one short sentence; anything else is rethrown. */
export function argumentProblem(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (!code.startsWith('ERR_PARSE_ARGS')) throw error;
  const message = (error as Error).message;
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option ?? message}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return /does not take an argument/.test(message)
      ? `${option} takes no value`
      : `${option} needs a value`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? ''}`.trimEnd();
  return message;
}
