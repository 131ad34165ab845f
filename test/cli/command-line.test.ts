import { describe, expect, it } from 'vitest';
import { argumentProblem, parseCommandLine } from '../../src/cli/command-line.ts';
import { UsageError } from '../../src/cli/usage-error.ts';

const OPTIONS = {
  out: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

describe('parseCommandLine', () => {
  it('parses options and positionals', () => {
    const { values, positionals } = parseCommandLine(
      'scan',
      ['https://x.example/', '--out', 'dir', '--json'],
      OPTIONS,
    );
    expect(values).toEqual({ out: 'dir', json: true });
    expect(positionals).toEqual(['https://x.example/']);
  });

  it.each([
    [['--bogus'], 'unknown option --bogus (see consentry scan --help)'],
    [['-x'], 'unknown option -x (see consentry scan --help)'],
    [['--out'], '--out needs a value (see consentry scan --help)'],
    [['--json=yes'], '--json takes no value (see consentry scan --help)'],
  ])('%j is one line naming the option and the help', (argv, message) => {
    expect(() => parseCommandLine('scan', argv, OPTIONS)).toThrow(UsageError);
    expect(() => parseCommandLine('scan', argv, OPTIONS)).toThrow(
      new RegExp(`^${message.replace(/[()]/g, '\\$&')}$`),
    );
  });
});

describe('argumentProblem', () => {
  it('rethrows what is not a parseArgs error', () => {
    const other = new Error('disk full');
    expect(() => argumentProblem(other)).toThrow(other);
  });
});
