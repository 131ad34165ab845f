import {
  ACTIVE_JOB_STATUSES,
  type ScanFrom,
  type ScanJobRecord,
  type Store,
} from '../../src/internal.ts';

/** Queues a scan of `url` as the API server would (fresh scan and job ids). */
export async function enqueueScanJob(
  store: Store,
  url: string,
  scanFrom: ScanFrom = 'eu_ie',
): Promise<ScanJobRecord> {
  const { job } = await store.enqueueScan({
    scanId: crypto.randomUUID(),
    jobId: crypto.randomUUID(),
    normalizedUrl: url,
    domain: new URL(url).hostname,
    scanFrom,
    now: new Date(),
  });
  return job;
}

/** Polls `check` every 100 ms until it returns something; throws naming `what` after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 150_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The jobs' records once none of them is queued, running or finalizing. */
export function jobsEnded(
  store: Store,
  jobIds: readonly string[],
  timeoutMs = 150_000,
): Promise<ScanJobRecord[]> {
  return until(
    `jobs ${jobIds.join(', ')} to end`,
    async () => {
      const jobs = await store.getJobs(jobIds);
      return jobs.every((job) => !ACTIVE_JOB_STATUSES.includes(job.status)) && jobs;
    },
    timeoutMs,
  );
}
