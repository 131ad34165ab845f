import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two tiers. The unit tier needs no browser and runs files in parallel (`npm run test:unit`); a
 * test file belongs to the browser tier when one of its first lines says what only a browser can
 * show there: `// Browser tier: …`. Browser files run a few at a time (BROWSER_WORKERS), after
 * the unit tier. The unit tier has no Chromium at all (test/setup/no-browser.ts), so a test that
 * needs one and lacks the line fails instead of hiding there.
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
const POSTGRES_TESTS = TEST_FILES.filter((file) => ON_POSTGRES.some((glob) => matches(file, glob)));

function matches(file: string, glob: string): boolean {
  const pattern = glob.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*');
  return new RegExp(`^${pattern}$`).test(file);
}

const inBrowserTier = (file: string) => BROWSER_TESTS.includes(file);
const ON_POSTGRES_ENV = { CONSENTRY_TEST_STORE: 'postgres' };
/**
 * One unit worker per core (at least two). Measured on 2 cores: 4 workers took as long and as much CPU
 * as 2 (the tier's CPU is mostly the CLI and server processes its tests start), and imported 3× more.
 */
const UNIT_WORKERS = Math.max(2, availableParallelism());
/**
 * Unit files share their worker's module cache (no per-file isolation): importing the library once
 * per worker instead of once per file is most of the tier's time. They keep no global state between
 * files (no mocks, no fake timers, no environment changes but the no-browser one).
 */
const unit = {
  fileParallelism: true,
  maxWorkers: UNIT_WORKERS,
  isolate: false,
  sequence: { groupOrder: 0 },
};
/**
 * Browser files run three at a time on two cores or more (CONSENTRY_TEST_BROWSER_WORKERS=N to choose): a scan
 * mostly waits (consent windows, network quiet), so three files keep two cores ~busy. Measured on 2 cores, the
 * whole browser tier (408 tests): one at a time ~1,500 s, two 736 s, three 566 s, every test passing in each.
 */
const BROWSER_WORKERS = Math.max(
  1,
  Number(process.env.CONSENTRY_TEST_BROWSER_WORKERS) || (availableParallelism() >= 2 ? 3 : 1),
);
const browser = {
  fileParallelism: BROWSER_WORKERS > 1,
  maxWorkers: BROWSER_WORKERS,
  sequence: { groupOrder: 1 },
};
const noBrowser = ['test/setup/no-browser.ts'];

export default defineConfig({
  test: {
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
          ...unit,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-postgres',
          include: POSTGRES_TESTS.filter((file) => !inBrowserTier(file)),
          env: ON_POSTGRES_ENV,
          setupFiles: noBrowser,
          ...unit,
        },
      },
      {
        extends: true,
        test: { name: 'browser', include: BROWSER_TESTS, ...browser },
      },
      {
        extends: true,
        test: {
          name: 'browser-postgres',
          include: POSTGRES_TESTS.filter(inBrowserTier),
          env: ON_POSTGRES_ENV,
          ...browser,
        },
      },
    ],
  },
});
