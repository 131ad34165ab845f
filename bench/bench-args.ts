/**
 * Command-line options of a benchmark script: `--help` prints its usage, and a bad option is one line
 * naming it and pointing to `--help` (exit 2), never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function benchArgs<const O extends Options>(script: string, usage: string, options: O) {
  const fail = (problem: string): never => {
    console.error(`${script}: ${problem} (see npm run ${script} -- --help)`);
    process.exit(2);
  };
  type Values = ReturnType<
    typeof parseArgs<{ options: O; strict: true; allowPositionals: false }>
  >['values'];
  let values: Values & { help?: boolean };
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values as Values & { help?: boolean };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return fail(`unknown option ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      return fail(
        /does not take an argument/.test(message)
          ? `${option} takes no value`
          : `${option} needs a value`,
      );
    return fail(message.split('.')[0]!);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { values, fail };
}

/** A number option (whole unless `whole: false`, at least `min`), or the default; anything else ends the script with one line. */
export function numberOption(
  fail: (problem: string) => never,
  name: string,
  value: string | undefined,
  fallback: number,
  { whole = true, min = 1 } = {},
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min)
    fail(
      `--${name} must be ${whole ? 'a whole number' : 'a number'} of at least ${min} (got "${value}")`,
    );
  return n;
}
