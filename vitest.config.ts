import { defineConfig } from 'vitest/config';

/**
 * Tests of the store, the server and batches that run a second time on PostgreSQL (project
 * `postgres`: CONSENTRY_TEST_STORE=postgres makes test/store/test-store.ts hand out PostgreSQL
 * schemas). The store contract runs on both through its own two files. PostgreSQL must answer on
 * CONSENTRY_TEST_DATABASE_URL (default 127.0.0.1:5432): a missing server fails these tests.
 */
const ON_POSTGRES = [
  'test/server/*.contract.test.ts',
  'test/server/e2e.test.ts',
  'test/server/restart.test.ts',
  'test/cli/batch.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser tests share two cores; running files in parallel only slows each scan down.
    fileParallelism: false,
    // CI also writes a JSON report so .ci/run can print a plain 'N passed, N failed' line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.ci/test-results.json' }]]
      : ['default'],
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['test/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'postgres', include: ON_POSTGRES, env: { CONSENTRY_TEST_STORE: 'postgres' } },
      },
    ],
  },
});
