import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser tests share two cores; running files in parallel only slows each scan down.
    fileParallelism: false,
    // CI also writes a JSON report so .ci/run can print a plain 'N passed, N failed' line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.ci/test-results.json' }]] : ['default'],
  },
});
