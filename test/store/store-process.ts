/**
 * A second process on the same SQLite file, for the multi-process tests: waits for a common start
 * time, then enqueues `count` URLs (the same list in every process) or claims jobs until none are
 * left, printing one JSON line per result.
 * Usage: node --import tsx store-process.ts <db path> enqueue|claim <count> <start epoch ms> <worker id>
 */
import { randomUUID } from 'node:crypto';
import { openSqliteStore } from '../../src/internal.ts';

const [path, action, countText, startText, workerId] = process.argv.slice(2);
const count = Number(countText);
const store = await openSqliteStore({ path: path! });
const waitUntil = Number(startText);
while (Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 1));

const lines: string[] = [];
if (action === 'enqueue') {
  for (let i = 0; i < count; i++) {
    const url = `https://site-${i}.example/`;
    const result = await store.enqueueScan({
      scanId: randomUUID(),
      jobId: randomUUID(),
      normalizedUrl: url,
      domain: `site-${i}.example`,
      scanFrom: 'eu_ie',
      now: new Date(),
    });
    lines.push(JSON.stringify({ url, jobId: result.job.jobId, created: result.created }));
  }
} else if (action === 'claim') {
  for (let i = 0; i < count; i++) {
    const job = await store.claimJob(workerId!, 60_000, new Date());
    if (!job) break;
    lines.push(JSON.stringify({ jobId: job.jobId, workerId: job.workerId }));
  }
}
await store.close();
process.stdout.write(lines.map((line) => `${line}\n`).join(''));
