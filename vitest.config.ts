import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import DurationSequencer from './test/setup/duration-sequencer.ts';

/**
 * Two tiers. The unit tier needs no browser and runs files in parallel (`npm run test:unit`); a
 * test file belongs to the browser tier when one of its first lines says what only a browser can
 * show there: `// Browser tier: …`. Both tiers run side by side (WORKERS). The unit tier has no
 * Chromium at all (test/setup/no-browser.ts), so a test that needs one and lacks the line fails
 * instead of hiding there.
 *
 * Tests of the store, the server and batches run a second time on PostgreSQL (CONSENTRY_TEST_STORE
 * =postgres makes test/store/test-store.ts hand out PostgreSQL schemas). PostgreSQL must answer on
 * CONSENTRY_TEST_DATABASE_URL (default 127.0.0.1:5432): a missing server fails these tests.
 */
const BROWSER_TIER_LINE = /^\/\/ Browser tier: \S/m;
const ON_POSTGRES = [
  'test/server/*.contract.test.ts',
  'test/server/e2e.test.ts',
  'test/server/restart.test.ts',
  'test/cli/batch.test.ts',
];

const TEST_FILES = globSync('test/**/*.test.ts').sort();
const BROWSER_TESTS = TEST_FILES.filter((file) =>
  BROWSER_TIER_LINE.test(readFileSync(file, 'utf8').slice(0, 4_000)),
);
const POSTGRES_TESTS = ON_POSTGRES.flatMap((pattern) => globSync(pattern)).sort();

const inBrowserTier = (file: string) => BROWSER_TESTS.includes(file);
const ON_POSTGRES_ENV = { CONSENTRY_TEST_STORE: 'postgres' };
/**
 * Both tiers run together, each with up to WORKERS files at a time (vitest runs projects of one group
 * side by side only with the same worker count): three per core, at most eight; CONSENTRY_TEST_WORKERS=N to
 * choose. A scan mostly waits (consent windows, network quiet: 32% of 2 cores at one scan at a time), so
 * more files than cores keep the CPU busy. Measured on 2 cores, the whole suite (2,682 tests, every one
 * passing in each run), files in name order: four workers 600 s (CPU 17–54% idle in the browser tier), six
 * 462 s (22% idle); longest files first (DurationSequencer) takes the ~25 s tail off both.
 */
const WORKERS = Math.max(
  1,
  Number(process.env.CONSENTRY_TEST_WORKERS) ||
    (onlyUnitTier()
      ? Math.max(2, availableParallelism())
      : Math.min(8, 3 * availableParallelism())),
);

/**
 * `npm run test:unit` alone: one worker per core (at least two). Measured on 2 cores: 45 s with two, 64 s
 * with four (each worker imports the library once; the files' own CPU does not shrink).
 */
function onlyUnitTier(): boolean {
  const asked = process.argv.flatMap((arg, i, all) =>
    arg === '--project' ? [all[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
  return asked.length > 0 && asked.every((name) => name.startsWith('unit'));
}
/**
 * Every file shares its worker's module cache (no per-file isolation): importing the library once per
 * worker instead of once per file is most of the unit tier's time, and was 109–136 CPU-s of a CI run in
 * the browser tier (clean-clone CI 511–540 s isolated, 488 s shared, every test passing). Files keep no
 * global state between them (no mocks, no fake timers; what they change, env or listeners, they restore).
 */
const tier = { fileParallelism: true, maxWorkers: WORKERS, isolate: false };
const noBrowser = ['test/setup/no-browser.ts'];

export default defineConfig({
  test: {
    sequence: { sequencer: DurationSequencer },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // CI also writes a JSON report so .ci/run can print a plain 'N passed, N failed' line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.ci/test-results.json' }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: TEST_FILES.filter((file) => !inBrowserTier(file)),
          setupFiles: noBrowser,
          ...tier,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-postgres',
          include: POSTGRES_TESTS.filter((file) => !inBrowserTier(file)),
          env: ON_POSTGRES_ENV,
          setupFiles: noBrowser,
          ...tier,
        },
      },
      {
        extends: true,
        test: { name: 'browser', include: BROWSER_TESTS, ...tier },
      },
      {
        extends: true,
        test: {
          name: 'browser-postgres',
          include: POSTGRES_TESTS.filter(inBrowserTier),
          env: ON_POSTGRES_ENV,
          ...tier,
        },
      },
    ],
  },
});
