/** Every `npm run bench:*` script answers --help with its options, and a bad option with one line (exit 2). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

function bench(script: string, args: string[]) {
  const file = fileURLToPath(new URL(`../../bench/${script}.ts`, import.meta.url));
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.each([
  ['scan', /--concurrency/],
  ['api', /--duration S[\s\S]*--connections N[\s\S]*--jobs N/],
  ['store', /--seconds S\s+how long each operation is measured \(default 3/],
  ['soak', /--scans N[\s\S]*--rate N[\s\S]*--concurrency N[\s\S]*--sample S/],
])('bench:%s', (script, options) => {
  it('--help prints its options and exits 0 without running', () => {
    const result = bench(script, ['--help']);
    expect(result.stdout).toMatch(options);
    expect(result.stdout).toMatch(/--help/);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('an unknown option is one line naming it and pointing to --help, exit 2', () => {
    const result = bench(script, ['--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/--bogus.*--help/);
    expect(result.stdout).toBe('');
  });
});

describe('bench option values', () => {
  it.each([
    [
      'store',
      ['--seconds', 'abc'],
      'bench:store: --seconds must be a number of at least 0.1 (got "abc") (see npm run bench:store -- --help)',
    ],
    [
      'store',
      ['--seconds'],
      'bench:store: --seconds needs a value (see npm run bench:store -- --help)',
    ],
    [
      'api',
      ['--jobs', '1.5'],
      'bench:api: --jobs must be a whole number of at least 1 (got "1.5") (see npm run bench:api -- --help)',
    ],
    [
      'scan',
      ['--batch', 'abc'],
      'bench:scan: --batch must be a whole number of at least 1 (got "abc") (see npm run bench:scan -- --help)',
    ],
    [
      'scan',
      ['--concurrency', '1,x'],
      'bench:scan: --concurrency must be whole numbers, comma-separated, of at least 1 (got "1,x") (see npm run bench:scan -- --help)',
    ],
    ['api', ['-x'], 'bench:api: unknown option -x (see npm run bench:api -- --help)'],
  ])('bench:%s %j is refused with one line', (script, args, line) => {
    const result = bench(script, args);
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.code).toBe(2);
  });
});
