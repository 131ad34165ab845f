/**
 * What a flood of scan requests costs: URL checks draw host-name lookups from a small bounded pool
 * (per caller and in all), so slow name servers hold at most a few lookups — never the ones running
 * scans need — and scan requests refused by the target policy are rate-limited per caller, after
 * which that caller's requests are refused before any lookup.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HostLookups, LookupPool, type Resolver } from '../../src/internal.ts';
import { SCAN_LOOKUP_LIMITS } from '../../src/safety/egress-guard.ts';
import { targetChecker } from '../../server/target-url.ts';
import { checkResponse } from './harness.ts';
import { LimitsApp } from './limits-harness.ts';

let api: LimitsApp;
afterEach(() => api?.close());

/** Names under slow.example hang until released; everything else answers a public address at once. */
function slowNameServers() {
  const held: ((addresses: string[]) => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const calls: string[] = [];
  const resolver: Resolver = (host) => {
    calls.push(host);
    if (!host.endsWith('slow.example')) return Promise.resolve(['93.184.216.34']);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise((resolve) =>
      held.push((addresses) => {
        inFlight--;
        resolve(addresses);
      }),
    );
  };
  return {
    resolver,
    calls,
    releaseAll: () => held.splice(0).forEach((release) => release([])),
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const errorOf = (response: { body: string }) =>
  (
    JSON.parse(response.body) as {
      error: {
        code: string;
        message: string;
        retryAfterSeconds?: number;
        rateLimit?: Record<string, unknown>;
      };
    }
  ).error;

describe('URL checks on slow name servers', () => {
  it('hold at most two lookups; a caller past its share is 429, the server past its own 503; running scans still resolve at once', async () => {
    const dns = slowNameServers();
    const lookups = new HostLookups(dns.resolver, { timeoutMs: 60_000 });
    api = await LimitsApp.start({ checkTarget: targetChecker({ lookups }) });
    // One caller floods: one lookup in flight, four waiting, the rest refused at once.
    const flood = Array.from({ length: 12 }, (_, i) =>
      api.createScan(`https://site-${i}.slow.example/`, { remoteAddress: '203.0.113.50' }),
    );
    // Many other callers: two lookups in flight in all, 64 waiting, then 503.
    const others = Array.from({ length: 70 }, (_, i) =>
      api.createScan(`https://other-${i}.slow.example/`, { remoteAddress: `198.51.100.${i + 1}` }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dns.maxInFlight).toBe(2);

    // A running scan's lookups draw on their own pool of the same lookups: answered now.
    const scanPool = new LookupPool(SCAN_LOOKUP_LIMITS);
    const started = performance.now();
    expect(await lookups.resolve('cdn.example', scanPool, 'scan:1')).toEqual(['93.184.216.34']);
    expect(performance.now() - started).toBeLessThan(100);

    // The name servers answer (nothing) from now on, a little at a time.
    const release = setInterval(() => dns.releaseAll(), 20);
    const [floodAnswers, otherAnswers] = await Promise.all([
      Promise.all(flood),
      Promise.all(others),
    ]).finally(() => clearInterval(release));
    const statuses = floodAnswers.map((response) => response.statusCode);
    // Five were checked (one at a time; the names do not resolve: 400), seven refused at once.
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const refused = floodAnswers.find((response) => response.statusCode === 429)!;
    checkResponse(refused);
    expect(refused.headers['retry-after']).toBe('5');
    expect(errorOf(refused)).toMatchObject({
      code: 'rate_limited',
      message: 'Rate limit reached. Retry after the recommended delay.',
      retryAfterSeconds: 5,
    });
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    const busy = otherAnswers.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    checkResponse(busy[0]!);
    expect(busy[0]!.headers['retry-after']).toBe('5');
    expect(errorOf(busy[0]!)).toMatchObject({
      code: 'internal_error',
      message: 'The server is checking too many URLs at once. Try again later.',
      retryAfterSeconds: 5,
    });
    expect(dns.maxInFlight).toBe(2);
    expect(await api.store.countJobs()).toMatchObject({ queued: 0 });
  });
});

describe('scan requests refused by the target policy', () => {
  it('30 per caller in 10 minutes; then that caller is refused before any lookup until the window passes; others are not', async () => {
    const dns = slowNameServers();
    api = await LimitsApp.start({
      checkTarget: targetChecker({ lookups: new HostLookups(dns.resolver) }),
    });
    for (let i = 0; i < 30; i++) {
      const refused = await api.createScan(`http://10.0.0.${i + 1}/`, {
        remoteAddress: '203.0.113.9',
      });
      expect(refused.statusCode, `request ${i + 1}`).toBe(400);
      expect(refused.headers['ratelimit']).toBe(
        `"refused_scan_requests.rolling_10m";r=${29 - i};t=600`,
      );
    }
    const over = await api.createScan('http://10.0.0.99/', { remoteAddress: '203.0.113.9' });
    expect(over.statusCode).toBe(429);
    checkResponse(over);
    expect(errorOf(over)).toMatchObject({
      code: 'rate_limited',
      rateLimit: {
        scope: 'refused_scan_requests',
        window: 'rolling_10m',
        limit: 30,
        usage: 30,
        profile: 'anonymous',
      },
    });
    // Even a usable URL of that caller is refused now, and costs no lookup.
    const lookupsBefore = dns.calls.length;
    const gated = await api.createScan('https://fine.example/', { remoteAddress: '203.0.113.9' });
    expect(gated.statusCode).toBe(429);
    expect(Number(gated.headers['retry-after'])).toBeGreaterThan(500);
    expect(dns.calls.length).toBe(lookupsBefore);
    // Another caller is not affected.
    expect(
      (await api.createScan('https://fine.example/', { remoteAddress: '203.0.113.10' })).statusCode,
    ).toBe(202);
    // Ten minutes later the caller may try again.
    api.clock += 11 * 60_000;
    expect(
      (await api.createScan('https://fine-too.example/', { remoteAddress: '203.0.113.9' }))
        .statusCode,
    ).toBe(202);
  });
});
