import { afterEach, describe, expect, it } from 'vitest';
import { checkResponse } from './harness.ts';
import { LimitsApp } from './limits-harness.ts';

const MINUTE = 60_000;
let api: LimitsApp;
afterEach(() => api?.close());

function rateLimit(response: { body: string }) {
  return (
    JSON.parse(response.body) as {
      error: { retryAfterSeconds: number; rateLimit: Record<string, unknown> };
    }
  ).error;
}

describe('anonymous new scans: 20 per requester IP per UTC day', () => {
  it('the 21st new scan of the day is 429 with Retry-After to midnight; it works again after UTC midnight', async () => {
    api = await LimitsApp.start();
    api.clock = Date.parse('2026-11-22T23:00:00.000Z');
    for (let i = 1; i <= 20; i++) {
      const response = await api.createScan(`https://site-${i}.example/`, {
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(202);
      expect(response.headers['ratelimit']).toBe(
        `"anonymous_new_scans.utc_day";r=${20 - i};t=3600`,
      );
    }
    const refused = await api.createScan('https://site-21.example/', {
      remoteAddress: '203.0.113.7',
    });
    expect(refused.statusCode).toBe(429);
    checkResponse(refused);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.headers['ratelimit-policy']).toBe(
      '"anonymous_new_scans.utc_day";q=20;w=86400, "anonymous_new_scans_all_callers.utc_day";q=1000;w=86400',
    );
    expect(refused.headers['ratelimit']).toBe('"anonymous_new_scans.utc_day";r=0;t=3600');
    expect(rateLimit(refused)).toMatchObject({
      code: 'rate_limited',
      message: 'Rate limit reached. Retry after the recommended delay.',
      retryAfterSeconds: 3600,
      rateLimit: {
        policyVersion: '2026-09-12',
        profile: 'anonymous',
        scope: 'anonymous_new_scans',
        window: 'utc_day',
        windowSeconds: 86400,
        limit: 20,
        usage: 20,
        requestedUnits: 1,
      },
    });
    // Another address has its own quota; the refused one was not queued.
    expect(
      (await api.createScan('https://site-21.example/', { remoteAddress: '198.51.100.4' }))
        .statusCode,
    ).toBe(202);
    api.clock = Date.parse('2026-11-22T23:59:59.000Z');
    expect(
      (await api.createScan('https://site-22.example/', { remoteAddress: '203.0.113.7' }))
        .statusCode,
    ).toBe(429);
    api.clock = Date.parse('2026-11-23T00:00:00.000Z');
    const nextDay = await api.createScan('https://site-22.example/', {
      remoteAddress: '203.0.113.7',
    });
    expect(nextDay.statusCode).toBe(202);
    expect(nextDay.headers['ratelimit']).toBe('"anonymous_new_scans.utc_day";r=19;t=86400');
  });

  it('all anonymous callers together have a server-wide daily budget: many addresses cannot multiply the quota', async () => {
    api = await LimitsApp.start({ anonymousNewScansTotal: 30 });
    api.clock = Date.parse('2026-11-22T12:00:00.000Z');
    // 30 addresses, one new scan each: all within their own quota and the total.
    for (let i = 0; i < 30; i++)
      expect(
        (
          await api.createScan(`https://many-${i}.example/`, {
            remoteAddress: `198.51.100.${i + 1}`,
          })
        ).statusCode,
      ).toBe(202);
    const refused = await api.createScan('https://many-30.example/', {
      remoteAddress: '198.51.100.200',
    });
    expect(refused.statusCode).toBe(429);
    checkResponse(refused);
    expect(rateLimit(refused)).toMatchObject({
      retryAfterSeconds: 43_200,
      rateLimit: {
        profile: 'anonymous',
        scope: 'anonymous_new_scans_all_callers',
        window: 'utc_day',
        limit: 30,
        usage: 30,
      },
    });
    // A keyed caller is not anonymous: its own quota applies.
    expect(
      (await api.createScan('https://keyed.example/', { key: api.keys.create })).statusCode,
    ).toBe(202);
    api.clock = Date.parse('2026-11-23T00:00:01.000Z');
    expect(
      (await api.createScan('https://many-30.example/', { remoteAddress: '198.51.100.200' }))
        .statusCode,
    ).toBe(202);
  });

  it('reuse of a finished scan does not count; joining an active job does', async () => {
    api = await LimitsApp.start();
    await api.seedScan('tracker-blog');
    for (let i = 0; i < 25; i++) {
      const reused = await api.createScan('https://tracker-blog.example/', {
        remoteAddress: '203.0.113.8',
      });
      expect(reused.statusCode).toBe(200);
      expect(JSON.parse(reused.body)).toMatchObject({ reused: true, quotaConsumed: false });
      expect(reused.headers['ratelimit']).toBeUndefined();
    }
    const created = await api.createScan('https://fresh.example/', {
      remoteAddress: '203.0.113.8',
    });
    expect(created.statusCode).toBe(202);
    expect(created.headers['ratelimit']).toMatch(/;r=19;/);
    const joined = await api.createScan('https://fresh.example/', { remoteAddress: '203.0.113.8' });
    expect(joined.statusCode).toBe(202);
    expect(JSON.parse(joined.body).jobId).toBe(JSON.parse(created.body).jobId);
    expect(joined.headers['ratelimit']).toMatch(/;r=18;/);
  });

  it('X-Forwarded-For counts only when the peer is a trusted proxy', async () => {
    api = await LimitsApp.start({
      config: {
        trustedProxy: {
          addresses: ['10.0.0.0/8'],
          userHeader: 'x-forwarded-email',
          emailVerifiedHeader: 'x-forwarded-email-verified',
        },
      },
    });
    // From an untrusted peer the header is ignored: both requests are 192.0.2.10's.
    await api.createScan('https://a.example/', {
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    const spoofed = await api.createScan('https://b.example/', {
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    expect(spoofed.headers['ratelimit']).toMatch(/;r=18;/);
    // Through the proxy (and a second proxy hop) each client is counted on its own.
    const viaProxy = await api.createScan('https://c.example/', {
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '198.51.100.1, 10.9.9.9' },
    });
    expect(viaProxy.headers['ratelimit']).toMatch(/;r=19;/);
    const sameClient = await api.createScan('https://d.example/', {
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(sameClient.headers['ratelimit']).toMatch(/;r=18;/);
    // IPv6 clients count per /48: another /64 of the same allocation is the same caller; another /48 is not.
    await api.createScan('https://e.example/', { remoteAddress: '2001:db8:1:2::10' });
    expect(
      (await api.createScan('https://f.example/', { remoteAddress: '2001:db8:1:2:ffff::1' }))
        .headers['ratelimit'],
    ).toMatch(/;r=18;/);
    expect(
      (await api.createScan('https://g.example/', { remoteAddress: '2001:db8:1:9999::1' })).headers[
        'ratelimit'
      ],
    ).toMatch(/;r=17;/);
    expect(
      (await api.createScan('https://h.example/', { remoteAddress: '2001:db8:2::1' })).headers[
        'ratelimit'
      ],
    ).toMatch(/;r=19;/);
  });

  it('limits survive a restart: a new app on the same data dir keeps the count', async () => {
    api = await LimitsApp.start();
    for (let i = 0; i < 20; i++)
      await api.createScan(`https://restart-${i}.example/`, { remoteAddress: '203.0.113.9' });
    const { dataDir, keys, clock } = api;
    await api.close();
    api = await LimitsApp.start({ dataDir, keys, clock });
    expect(
      (await api.createScan('https://restart-20.example/', { remoteAddress: '203.0.113.9' }))
        .statusCode,
    ).toBe(429);
  });
});

describe('weighted read limits (policy 2026-09-12)', () => {
  it('caller + scan: 120 units per rolling 10 minutes; heavy reads cost 4, ordinary 1', async () => {
    api = await LimitsApp.start();
    const scanId = await api.seedScan();
    const heavy = { url: `/api/v2/scans/${scanId}/diagnostics`, key: api.keys.create };
    const ordinary = { url: `/api/v2/scans/${scanId}`, key: api.keys.create };
    expect(await api.repeat(25, heavy)).toEqual(Array(25).fill(200));
    expect(await api.repeat(20, ordinary)).toEqual(Array(20).fill(200));
    const last = await api.inject(ordinary);
    expect(last.statusCode).toBe(429);
    checkResponse(last);
    expect(rateLimit(last)).toMatchObject({
      retryAfterSeconds: 600,
      rateLimit: {
        profile: 'scan_key',
        scope: 'caller_resource',
        window: 'rolling_10m',
        windowSeconds: 600,
        limit: 120,
        usage: 120,
        requestedUnits: 1,
      },
    });
    expect(last.headers['retry-after']).toBe('600');
    expect(last.headers['ratelimit-policy']).toBe(
      '"caller_resource.rolling_10m";q=120;w=600, "caller_resource.rolling_24h";q=1200;w=86400, "resource_all_callers.rolling_10m";q=4000;w=600, "caller_all_resources.rolling_10m";q=480;w=600',
    );
    expect(last.headers['ratelimit']).toBe('"caller_resource.rolling_10m";r=0;t=600');
    // Another scan and another caller are not affected.
    const other = await api.seedScan('cmp-vanilla');
    expect(
      (await api.inject({ url: `/api/v2/scans/${other}`, key: api.keys.create })).statusCode,
    ).toBe(200);
    expect(
      (await api.inject({ url: `/api/v2/scans/${scanId}`, key: api.keys.elevated })).statusCode,
    ).toBe(200);
  });

  it('windows roll: units leave 10 minutes after they were spent, not at a fixed reset', async () => {
    api = await LimitsApp.start();
    const scanId = await api.seedScan();
    const read = { url: `/api/v2/scans/${scanId}/findings`, key: api.keys.create };
    expect(await api.repeat(60, read)).toEqual(Array(60).fill(200));
    api.clock += 5 * MINUTE;
    expect(await api.repeat(60, read)).toEqual(Array(60).fill(200));
    const full = await api.inject(read);
    expect(full.statusCode).toBe(429);
    expect(rateLimit(full).retryAfterSeconds).toBe(300);
    api.clock += 5 * MINUTE;
    // The first 60 units have left; the second 60 have not: 60 more fit, the 61st does not.
    expect(await api.repeat(60, read)).toEqual(Array(60).fill(200));
    const again = await api.inject(read);
    expect(again.statusCode).toBe(429);
    expect(rateLimit(again).retryAfterSeconds).toBe(300);
  });

  it('a download (format=download) is a heavy read', async () => {
    api = await LimitsApp.start();
    const scanId = await api.seedScan();
    const download = await api.inject({
      url: `/api/v2/scans/${scanId}/report-evidence?format=download`,
      key: api.keys.create,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['ratelimit']).toMatch(/^"caller_resource.rolling_10m";r=116;t=600$/);
    const page = await api.inject({
      url: `/api/v2/scans/${scanId}/report-evidence`,
      key: api.keys.create,
    });
    expect(page.headers['ratelimit']).toMatch(/;r=115;/);
  });

  it('caller across scans: 480 units per 10 minutes', async () => {
    api = await LimitsApp.start();
    const scans = [
      await api.seedScan('tracker-blog'),
      await api.seedScan('cmp-vanilla'),
      await api.seedScan('ignores-choice'),
      await api.seedScan('reject-noop'),
    ];
    for (const scanId of scans)
      expect(
        await api.repeat(30, { url: `/api/v2/scans/${scanId}/diagnostics`, key: api.keys.create }),
      ).toEqual(Array(30).fill(200));
    const fifth = await api.seedScan('tracker-blog');
    const refused = await api.inject({ url: `/api/v2/scans/${fifth}`, key: api.keys.create });
    expect(refused.statusCode).toBe(429);
    expect(rateLimit(refused).rateLimit).toMatchObject({
      scope: 'caller_all_resources',
      limit: 480,
      usage: 480,
    });
  });

  it('an elevated key has ten times the caller budgets', async () => {
    api = await LimitsApp.start();
    const scanId = await api.seedScan();
    expect(
      await api.repeat(150, { url: `/api/v2/scans/${scanId}/diagnostics`, key: api.keys.elevated }),
    ).toEqual(Array(150).fill(200));
    const response = await api.inject({ url: `/api/v2/scans/${scanId}`, key: api.keys.elevated });
    expect(response.headers['ratelimit-policy']).toMatch(
      /^"caller_resource.rolling_10m";q=1200;w=600, "caller_resource.rolling_24h";q=12000;w=86400, "resource_all_callers.rolling_10m";q=4000;w=600, "caller_all_resources.rolling_10m";q=4800;w=600$/,
    );
    expect(response.headers['ratelimit']).toBe('"caller_resource.rolling_10m";r=599;t=600');
  });

  it('self-serve keys: 500 scan reads per UTC day on top of the weighted limits', async () => {
    api = await LimitsApp.start();
    api.clock = Date.parse('2026-11-22T08:00:00.000Z');
    const scans = [
      await api.seedScan('tracker-blog'),
      await api.seedScan('cmp-vanilla'),
      await api.seedScan('ignores-choice'),
      await api.seedScan('reject-noop'),
    ];
    for (const [round, count] of [
      [0, 120],
      [1, 120],
      [2, 120],
      [3, 120],
      [4, 20],
    ] as const) {
      if (round === 4) api.clock += 11 * MINUTE;
      expect(
        await api.repeat(count, {
          url: `/api/v2/scans/${scans[round % 4]}`,
          key: api.keys.readOnly,
        }),
      ).toEqual(Array(count).fill(200));
    }
    const refused = await api.inject({ url: `/api/v2/scans/${scans[1]}`, key: api.keys.readOnly });
    expect(refused.statusCode).toBe(429);
    expect(rateLimit(refused)).toMatchObject({
      retryAfterSeconds: 16 * 3600 - 11 * 60,
      rateLimit: {
        profile: 'self_serve_key',
        scope: 'self_serve_key_reads',
        window: 'utc_day',
        limit: 500,
        usage: 500,
        requestedUnits: 1,
      },
    });
  });
});

describe('status polling budgets', () => {
  it('caller + scan: 120 polls per 10 minutes, separate from the read budget', async () => {
    api = await LimitsApp.start();
    const scanId = await api.seedScan();
    const status = { url: `/api/v2/scans/${scanId}/status`, key: api.keys.create };
    expect(await api.repeat(120, status)).toEqual(Array(120).fill(200));
    const refused = await api.inject(status);
    expect(refused.statusCode).toBe(429);
    checkResponse(refused);
    expect(rateLimit(refused).rateLimit).toMatchObject({
      scope: 'status_caller_scan',
      window: 'rolling_10m',
      limit: 120,
      usage: 120,
      requestedUnits: 1,
    });
    expect(refused.headers['ratelimit-policy']).toBe(
      '"status_caller_scan.rolling_10m";q=120;w=600, "status_scan_all_callers.rolling_10m";q=10000;w=600, "status_caller_all_scans.rolling_10m";q=600;w=600',
    );
    const read = await api.inject({ url: `/api/v2/scans/${scanId}`, key: api.keys.create });
    expect(read.statusCode).toBe(200);
    expect(read.headers['ratelimit']).toBe('"caller_resource.rolling_10m";r=119;t=600');
  });
});

describe('self-serve key requests: 60 per minute per signed-in user', () => {
  it('the 61st request of a minute is 429; another user and the next minute are not', async () => {
    const proxy = {
      addresses: ['10.0.0.1'],
      userHeader: 'x-forwarded-email',
      emailVerifiedHeader: 'x-forwarded-email-verified',
    };
    // The per-user key cap is not what this test is about.
    api = await LimitsApp.start({ config: { trustedProxy: proxy }, selfServeKeysPerUser: 100 });
    const request = (email: string) =>
      api.inject({
        method: 'POST',
        url: '/api/v2/keys/request',
        payload: { name: 'laptop' },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-email': email, 'x-forwarded-email-verified': 'true' },
      });
    for (let i = 0; i < 60; i++) expect((await request('ada@example.org')).statusCode).toBe(201);
    const refused = await request('ada@example.org');
    expect(refused.statusCode).toBe(429);
    checkResponse(refused);
    expect(refused.headers['retry-after']).toBe('60');
    expect(rateLimit(refused).rateLimit).toMatchObject({
      profile: 'self_serve_key',
      scope: 'key_requests',
      window: 'rolling_1m',
      windowSeconds: 60,
      limit: 60,
      usage: 60,
    });
    expect((await request('grace@example.org')).statusCode).toBe(201);
    api.clock += MINUTE;
    expect((await request('ada@example.org')).statusCode).toBe(201);
  });
});

describe('requests the limits do not charge', () => {
  it('malformed and unauthenticated requests cost nothing; health and auth check carry no limit headers', async () => {
    api = await LimitsApp.start();
    const scanId = await api.seedScan();
    expect(
      (await api.inject({ url: '/api/v2/scans/not-a-uuid', key: api.keys.create })).statusCode,
    ).toBe(400);
    expect((await api.inject({ url: `/api/v2/scans/${scanId}` })).statusCode).toBe(401);
    const health = await api.inject({ url: '/api/v2/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['ratelimit']).toBeUndefined();
    expect(
      (await api.inject({ url: '/api/v2/auth/check', key: api.keys.create })).headers['ratelimit'],
    ).toBeUndefined();
    expect(
      (await api.inject({ url: `/api/v2/scans/${scanId}`, key: api.keys.create })).headers[
        'ratelimit'
      ],
    ).toMatch(/;r=119;/);
  });
});
