import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Store, StoredScan } from '../../src/index.ts';
import { at, HOUR, MINUTE } from './clock.ts';
import type { StoreContext } from './contract.ts';
import { failedScan, judgedScan, pngArtifact, urlOf, type GoldenSite } from './fixtures.ts';

/** Enqueues, claims and completes a scan as a worker would; returns the job id. */
export async function storeScan(
  store: Store,
  scan: StoredScan,
  artifacts = [pngArtifact('before_consent.png')],
): Promise<string> {
  const jobId = randomUUID();
  const now = new Date(Date.parse(scan.createdAt));
  await store.enqueueScan({
    scanId: scan.scanId,
    jobId,
    normalizedUrl: scan.normalizedUrl,
    domain: scan.domain,
    scanFrom: scan.scanFrom,
    now,
  });
  const claimed = await store.claimJob('worker-a', 5 * MINUTE, now);
  expect(claimed?.jobId).toBe(jobId);
  await store.completeScan(
    jobId,
    'worker-a',
    scan,
    artifacts,
    new Date(Date.parse(scan.completedAt)),
  );
  return jobId;
}

const scanOf = (
  site: GoldenSite,
  completedAtMs: number,
  extra: Partial<Parameters<typeof judgedScan>[1]> = {},
) =>
  judgedScan(site, {
    scanId: randomUUID(),
    completedAt: at(completedAtMs).toISOString(),
    artifactNames: ['before_consent.png'],
    ...extra,
  });

export function scanContract(context: StoreContext): void {
  it('completeScan stores the resources, observations and artifacts; getScan returns them unchanged', async () => {
    const { store } = context;
    const scan = scanOf('tracker-blog', 0);
    const jobId = await storeScan(store, scan);
    const stored = await store.getScan(scan.scanId);
    expect(stored).toEqual(scan);
    expect(stored?.resources.findings.map((f) => f.id).sort()).toEqual([
      'gpc_opt_out_not_observed',
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_without_consent_mechanism',
    ]);
    expect(stored?.observations).toHaveLength(4);
    const artifact = await store.getArtifact(scan.scanId, 'before_consent.png');
    expect(artifact?.contentType).toBe('image/png');
    expect(Buffer.from(artifact!.bytes).equals(Buffer.from(pngArtifact('x').bytes))).toBe(true);
    expect(await store.getArtifact(scan.scanId, 'after_accept.png')).toBeNull();
    expect(await store.getScan(randomUUID())).toBeNull();
    const job = await store.getJob(jobId);
    expect(job).toMatchObject({
      status: 'completed',
      phase: 'done',
      workerId: null,
      leaseExpiresAt: null,
      error: null,
      attempts: 1,
    });
  });

  it('a limited scan marks its job completed_limited; a failed scan marks it failed', async () => {
    const { store } = context;
    const limited = scanOf('cmp-vanilla', 0, { limited: true });
    expect(limited.status).toBe('completed_limited');
    expect((await store.getJob(await storeScan(store, limited)))?.status).toBe('completed_limited');
    const failed = failedScan('reject-noop', {
      scanId: randomUUID(),
      completedAt: at(0).toISOString(),
    });
    expect((await store.getJob(await storeScan(store, failed, [])))?.status).toBe('failed');
    expect((await store.getScan(failed.scanId))?.resources.scan.failure?.httpStatus).toBe(503);
  });

  it('completeScan is idempotent: a repeated delivery keeps the first result and does not fail', async () => {
    const { store } = context;
    const scan = scanOf('ignores-choice', 0);
    const jobId = await storeScan(store, scan);
    const again = { ...scanOf('ignores-choice', 2 * MINUTE), scanId: scan.scanId };
    await store.completeScan(
      jobId,
      'worker-b',
      again,
      [pngArtifact('before_consent.png'), pngArtifact('after_accept.png')],
      at(2 * MINUTE),
    );
    expect((await store.getScan(scan.scanId))?.completedAt).toBe(scan.completedAt);
    expect(await store.getArtifact(scan.scanId, 'after_accept.png')).toBeNull();
    const counts = await store.countJobs();
    expect(counts.completed).toBe(1);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(1);
    expect((await store.getJob(jobId))?.status).toBe('completed');
  });

  it('completeScan rejects an unknown job and a scan that is not the job’s', async () => {
    const { store } = context;
    const scan = scanOf('reject-noop', 0);
    await expect(store.completeScan(randomUUID(), 'worker-a', scan, [], at(0))).rejects.toThrow(
      /no job/,
    );
    const jobId = randomUUID();
    await store.enqueueScan({
      scanId: randomUUID(),
      jobId,
      normalizedUrl: scan.normalizedUrl,
      domain: scan.domain,
      scanFrom: 'eu_ie',
      now: at(0),
    });
    await expect(store.completeScan(jobId, 'worker-a', scan, [], at(0))).rejects.toThrow(
      /is for scan/,
    );
    expect(await store.getScan(scan.scanId)).toBeNull();
  });

  it('findReusableScan: newest eligible scan finished at or after `since`, same URL and scanFrom only', async () => {
    const { store } = context;
    const older = scanOf('tracker-blog', 0);
    const newer = scanOf('tracker-blog', HOUR);
    await storeScan(store, older);
    await storeScan(store, newer);
    const url = urlOf('tracker-blog');
    expect((await store.findReusableScan(url, 'eu_ie', at(-HOUR)))?.scanId).toBe(newer.scanId);
    expect((await store.findReusableScan(url, 'eu_ie', at(HOUR)))?.scanId).toBe(newer.scanId);
    expect(await store.findReusableScan(url, 'eu_ie', at(HOUR + 1))).toBeNull();
    expect(await store.findReusableScan(url, 'california', at(-HOUR))).toBeNull();
    expect(
      await store.findReusableScan('https://tracker-blog.example/other', 'eu_ie', at(-HOUR)),
    ).toBeNull();
  });

  it('findReusableScan never offers a failed scan but does offer a limited one', async () => {
    const { store } = context;
    await storeScan(
      store,
      failedScan('cmp-vanilla', { scanId: randomUUID(), completedAt: at(2 * HOUR).toISOString() }),
      [],
    );
    const limited = scanOf('cmp-vanilla', HOUR, { limited: true });
    await storeScan(store, limited);
    expect((await store.findReusableScan(urlOf('cmp-vanilla'), 'eu_ie', at(0)))?.scanId).toBe(
      limited.scanId,
    );
    expect(
      await store.findReusableScan(urlOf('cmp-vanilla'), 'eu_ie', at(HOUR + MINUTE)),
    ).toBeNull();
  });

  it('latestForDomain: newest completed scan of the domain for scanFrom; failed scans and other scanFrom ignored', async () => {
    const { store } = context;
    const eu = scanOf('reject-noop', 0);
    const california = scanOf('reject-noop', HOUR, { scanFrom: 'california' });
    await storeScan(store, eu);
    await storeScan(store, california);
    await storeScan(
      store,
      failedScan('reject-noop', { scanId: randomUUID(), completedAt: at(2 * HOUR).toISOString() }),
      [],
    );
    expect((await store.latestForDomain('reject-noop.example', 'eu_ie'))?.scanId).toBe(eu.scanId);
    const latestCa = await store.latestForDomain('reject-noop.example', 'california');
    expect(latestCa?.scanId).toBe(california.scanId);
    expect(latestCa?.resources.scan.scanFrom).toBe('california');
    expect(await store.latestForDomain('tracker-blog.example', 'eu_ie')).toBeNull();
    const newest = scanOf('reject-noop', 3 * HOUR);
    await storeScan(store, newest);
    expect((await store.latestForDomain('reject-noop.example', 'eu_ie'))?.scanId).toBe(
      newest.scanId,
    );
  });

  it('close: further calls fail', async () => {
    const { store } = context;
    await store.close();
    await expect(store.getScan(randomUUID())).rejects.toThrow(/closed/);
    await expect(store.countJobs()).rejects.toThrow(/closed/);
  });
}
