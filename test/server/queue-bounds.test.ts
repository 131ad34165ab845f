/**
 * The scan queue is bounded: a caller past its cap of active jobs gets 429, a server past its total
 * 503, both with Retry-After and without spending the caller's quota; jobs that waited too long end
 * as `expired` with the reason on their status; and a user cannot hold more than a few self-serve keys.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expiryMessage, startQueueExpiry } from '../../server/queue-expiry.ts';
import { checkResponse } from './harness.ts';
import { LimitsApp } from './limits-harness.ts';

let api: LimitsApp;
afterEach(() => api?.close());

const errorOf = (response: { body: string }) =>
  (
    JSON.parse(response.body) as {
      error: { code: string; message: string; retryAfterSeconds?: number };
    }
  ).error;

describe('caps on active scan jobs', () => {
  it("a caller past its cap is 429, the server past its total 503 (Retry-After); neither spends the caller's quota; a finished job frees room", async () => {
    api = await LimitsApp.start({ config: { queue: { maxActive: 4, maxActivePerCaller: 2 } } });
    const a = { remoteAddress: '203.0.113.1' };
    expect((await api.createScan('https://a1.example/', a)).statusCode).toBe(202);
    expect((await api.createScan('https://a2.example/', a)).headers['ratelimit']).toBe(
      '"anonymous_new_scans.utc_day";r=18;t=50400',
    );
    const callerFull = await api.createScan('https://a3.example/', a);
    expect(callerFull.statusCode).toBe(429);
    checkResponse(callerFull);
    expect(callerFull.headers['retry-after']).toBe('30');
    expect(errorOf(callerFull)).toMatchObject({
      code: 'rate_limited',
      message:
        'Rate limit reached: 2 scans of this caller are queued or running. Retry after the recommended delay.',
      retryAfterSeconds: 30,
    });
    // Other callers fill the server.
    expect(
      (await api.createScan('https://b1.example/', { remoteAddress: '203.0.113.2' })).statusCode,
    ).toBe(202);
    expect((await api.createScan('https://b2.example/', { key: api.keys.create })).statusCode).toBe(
      202,
    );
    const serverFull = await api.createScan('https://c1.example/', {
      remoteAddress: '203.0.113.3',
    });
    expect(serverFull.statusCode).toBe(503);
    checkResponse(serverFull);
    expect(serverFull.headers['retry-after']).toBe('30');
    expect(errorOf(serverFull)).toEqual(
      expect.objectContaining({
        code: 'internal_error',
        message: 'The scan queue of this server is full. Try again later.',
        retryAfterSeconds: 30,
      }),
    );
    expect((await api.store.countJobs()).queued).toBe(4);

    // A job ends: the caller has room again, and its refused requests cost it nothing.
    const job = (await api.store.claimJob('w', 60_000, new Date()))!;
    await api.store.failJob(
      job.jobId,
      'w',
      { code: 'internal_error', message: 'x' },
      false,
      new Date(),
    );
    const again = await api.createScan('https://a3.example/', a);
    expect(again.statusCode).toBe(202);
    expect(again.headers['ratelimit']).toBe('"anonymous_new_scans.utc_day";r=17;t=50400');
  });
});

describe('queued jobs expire', () => {
  it('a job queued longer than maxWaitMinutes ends expired and its status says why; a running job stays', async () => {
    api = await LimitsApp.start();
    const running = JSON.parse(
      (await api.createScan('https://running.example/', { key: api.keys.create })).body,
    ) as { scanId: string };
    await api.store.claimJob('w', 3 * 3_600_000, new Date());
    const waited = JSON.parse(
      (await api.createScan('https://waited.example/', { key: api.keys.create })).body,
    ) as { scanId: string };
    const expired: number[] = [];
    // The sweep's clock is an hour and a minute ahead: the queued job has waited past the 60 minutes.
    const stop = startQueueExpiry(
      api.store,
      60,
      (count) => expired.push(count),
      () => new Date(Date.now() + 61 * 60_000),
    );
    try {
      for (let i = 0; i < 50 && expired.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(expired).toEqual([1]);
    } finally {
      stop();
    }
    const status = await api.inject({
      url: `/api/v2/scans/${waited.scanId}/status`,
      key: api.keys.create,
    });
    checkResponse(status);
    expect(JSON.parse(status.body)).toMatchObject({
      status: 'expired',
      phase: 'done',
      reason: expiryMessage(60),
    });
    expect(status.headers['retry-after']).toBeUndefined();
    // Its reads answer the status and the reason, never a 404.
    const findings = await api.inject({
      url: `/api/v2/scans/${waited.scanId}/findings`,
      key: api.keys.create,
    });
    expect(JSON.parse(findings.body)).toMatchObject({
      findings: [],
      scanStatus: 'expired',
      coverage: { status: 'failed', summary: expiryMessage(60) },
    });
    expect(
      JSON.parse(
        (await api.inject({ url: `/api/v2/scans/${running.scanId}/status`, key: api.keys.create }))
          .body,
      ),
    ).toMatchObject({ status: 'running' });
  });
});
