// Refreshes test/setup/file-durations.json, the order hint of test/setup/duration-sequencer.ts, from the
// durations vitest cached in this checkout (node_modules/.vite/vitest/*/results.json). Run it after a
// full `npm test`; files no run has timed keep their committed figure, files that no longer exist go.
import { existsSync, globSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FILE_DURATIONS_PATH } from '../test/setup/duration-sequencer.ts';

const caches = globSync('node_modules/.vite/vitest/*/results.json').sort(
  (a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs,
);
if (caches.length === 0) {
  console.error('no vitest results cached in this checkout: run `npm test` first');
  process.exit(1);
}
const cached = JSON.parse(readFileSync(caches[0]!, 'utf8')) as {
  results: [string, { duration?: number }][];
};
const path = fileURLToPath(FILE_DURATIONS_PATH);
const previous = existsSync(path)
  ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>)
  : {};
const seconds: Record<string, number> = { ...previous };
for (const [key, result] of cached.results) {
  if (result.duration !== undefined) seconds[key] = Math.round(result.duration / 100) / 10;
}
const testFiles = new Set(globSync('test/**/*.test.ts'));
const kept = Object.entries(seconds)
  .filter(([key]) => testFiles.has(key.slice(key.indexOf(':') + 1)))
  .sort(([a], [b]) => (a < b ? -1 : 1));
writeFileSync(path, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
console.log(`${kept.length} test files' durations written to ${path}`);
