// Browser tier: hostile pages' subresources, fetch, WebSockets, popups and service workers, run in Chromium
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Observation } from '../../src/model/index.ts';
import { BrowserPool } from '../../src/observe/browser-pool.ts';
import { PublicOnlyError } from '../../src/pipeline/egress-scan.ts';
import { scanUrl, type ScanOptions } from '../../src/pipeline/scan.ts';
import { EgressGuard } from '../../src/safety/egress-guard.ts';
import { generateCertificate } from '../../src/cli/demo-web/certificate.ts';
import {
  PUBLIC_ADDRESS,
  scriptedResolver,
  startInternalService,
  startPublicServer,
  testDialer,
  type CountingServer,
} from './egress-fixtures.ts';
import { hostilePages } from './ssrf-pages.ts';

/**
 * SSRF suite: a real Chromium behind the egress guard. Two loopback services stand in for internal
 * ones and count every connection; the "public" site is a loopback server too, but the guard only
 * reaches it because the test resolver names a public address for it and the test dialer routes
 * that vetted address there. Every hostile page tries to reach the internal services.
 */
let internal: CountingServer;
let admin: CountingServer;
let publicHttp: CountingServer;
let publicHttps: CountingServer;
let guard: EgressGuard;
let pool: BrowserPool;
const dialled: string[] = [];
const lookups: string[] = [];

const SCAN: ScanOptions = {
  arms: ['before_consent'],
  plugins: {},
  retries: 0,
  budgets: { armMs: 15_000, navigationMs: 10_000, minObserveMs: 2_500, quietMs: 500 },
};

beforeAll(async () => {
  internal = await startInternalService();
  admin = await startInternalService();
  const pages = hostilePages({ internal: internal.port, admin: admin.port });
  publicHttp = await startPublicServer(pages);
  publicHttps = await startPublicServer(pages, await generateCertificate(['public.example.com']));
  const resolver = scriptedResolver(
    {
      'public.example.com': [PUBLIC_ADDRESS],
      // Answers public for the first lookup (the page), loopback afterwards.
      'rebind.example.com': [[PUBLIC_ADDRESS], ['127.0.0.1']],
      // Public for the seed check and the page, loopback for what the page requests next.
      'rebind-later.example.com': [[PUBLIC_ADDRESS], [PUBLIC_ADDRESS], ['127.0.0.1']],
    },
    lookups,
  );
  const routes = { 80: publicHttp.port, 443: publicHttps.port, [internal.port]: publicHttp.port };
  guard = await EgressGuard.start(
    { resolver, allowedPorts: [80, 443, internal.port, admin.port] },
    testDialer(routes, dialled),
  );
  pool = new BrowserPool({ egress: guard, ignoreTlsErrors: true });
}, 120_000);

afterAll(async () => {
  await pool?.close();
  await guard?.close();
  await Promise.all([internal, admin, publicHttp, publicHttps].map((server) => server?.stop()));
});

afterEach(() => {
  // The whole point: nothing ever reached an internal service, and the guard only dialled the vetted public address.
  expect(internal.log).toEqual([]);
  expect(admin.log).toEqual([]);
  expect(internal.connections).toBe(0);
  expect(admin.connections).toBe(0);
  expect(dialled.filter((d) => !d.startsWith(`${PUBLIC_ADDRESS}:`))).toEqual([]);
});

function deniedHosts(observations: readonly Observation[]): string[] {
  const hosts = new Set<string>();
  for (const limitation of observations.flatMap((o) => o.coverageLimitations)) {
    const match = /^Connections to (\S+) \(port \d+\) were refused by the egress guard/.exec(
      limitation.summary,
    );
    if (limitation.code === 'egress_denied' && match) hosts.add(match[1]!);
  }
  return [...hosts].sort();
}

describe('SSRF: seeds refused before any browser work', () => {
  it.each([
    ['http://127.0.0.1/', 'address_not_public'],
    ['http://10.0.0.1/', 'address_not_public'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata_address'],
    ['http://[fe80::1]/', 'address_not_public'],
    ['http://[::ffff:127.0.0.1]/', 'address_not_public'],
    ['http://2130706433/', 'address_not_public'],
    ['http://0x7f.1/', 'address_not_public'],
    ['http://localhost/', 'host_not_allowed'],
    ['http://intranet/', 'host_not_allowed'],
    ['http://db.internal/', 'host_not_allowed'],
  ])('%s → failed Scan target_not_allowed (%s)', async (url, reason) => {
    const check = await guard.checkSeed(url);
    expect(check.ok ? 'accepted' : check.reason).toBe(reason);
    const unused = new BrowserPool({ egress: guard });
    const outcome = await scanUrl(unused, url, SCAN);
    expect(outcome.bundle.scan.status).toBe('failed');
    expect(outcome.bundle.scan.failure).toEqual({
      code: 'target_not_allowed',
      summary: check.ok ? '' : check.message,
    });
    expect(outcome.observations).toEqual([]);
    expect(unused.launches).toBe(0);
    await unused.close();
  });

  it('a name that does not resolve is a DNS failure, as without the guard', async () => {
    const unused = new BrowserPool({ egress: guard });
    const { bundle } = await scanUrl(unused, 'https://unknown.example.com/', SCAN);
    expect(bundle.scan.failure).toEqual({
      code: 'dns_error',
      summary: 'The host name did not resolve to any address.',
    });
    expect(unused.launches).toBe(0);
  });

  it('a public-only scan with a pool that is not behind the guard is refused, not run', async () => {
    const unguarded = new BrowserPool();
    await expect(
      scanUrl(unguarded, 'https://public.example.com/', { ...SCAN, publicOnly: true }),
    ).rejects.toThrow(PublicOnlyError);
    expect(unguarded.launches).toBe(0);
  });
});

describe('SSRF: a public page that navigates to internal services', () => {
  it('a 302 to loopback over plain HTTP fails the scan as target_not_allowed', async () => {
    const { bundle, observations } = await scanUrl(
      pool,
      'http://public.example.com/redirect-302',
      SCAN,
    );
    expect(bundle.scan.failure?.code).toBe('target_not_allowed');
    expect(deniedHosts(observations)).toEqual(['127.0.0.1']);
    expect(bundle.scan.coverage?.limitations).toContainEqual(
      expect.objectContaining({ code: 'egress_denied' }),
    );
    expect(publicHttp.log).toContain('GET public.example.com/redirect-302');
  });

  it('a 302 from HTTPS to an HTTPS loopback address fails the scan as target_not_allowed', async () => {
    const { bundle, observations } = await scanUrl(
      pool,
      'https://public.example.com/redirect-https',
      SCAN,
    );
    expect(bundle.scan.failure?.code).toBe('target_not_allowed');
    expect(deniedHosts(observations)).toEqual(['127.0.0.1']);
  });

  it.each([
    ['meta refresh', 'http://public.example.com/meta-refresh', 'localhost'],
    ['JavaScript navigation', 'http://public.example.com/js-navigation', '[::ffff:7f00:1]'],
  ])('a %s to loopback is refused and recorded', async (_kind, url, host) => {
    const { bundle, observations } = await scanUrl(pool, url, SCAN);
    expect(deniedHosts(observations)).toEqual([host]);
    expect(bundle.scan.coverage?.limitations).toContainEqual(
      expect.objectContaining({ code: 'egress_denied', arm: 'before_consent' }),
    );
  });
});

describe('SSRF: what a loaded public page makes the browser request', () => {
  it('subresources, iframes, fetch, WebSockets, a popup and a service worker never reach loopback', async () => {
    // Observed longer: the service worker installs and fetches after the page, on a machine that may be busy.
    const { bundle, observations } = await scanUrl(pool, 'https://public.example.com/attacks', {
      ...SCAN,
      budgets: { ...SCAN.budgets, minObserveMs: 5_000 },
    });
    expect(bundle.scan.status).not.toBe('failed');
    const hosts = deniedHosts(observations);
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '169.254.169.254'])
      expect(hosts).toContain(host);
    const [observation] = observations;
    const summaries = observation!.coverageLimitations.map((l) => l.summary).join('\n');
    expect(summaries).toContain(
      `Connections to 169.254.169.254 (port 443) were refused by the egress guard: The host is a cloud metadata or platform address.`,
    );
    expect(summaries).toContain(
      `Connections to 127.0.0.1 (port ${internal.port}) were refused by the egress guard: The host is not a public address (loopback).`,
    );
    expect(summaries).toContain(`Connections to 127.0.0.1 (port ${admin.port})`);
    const requests = observation!.requests.map(
      (r) => `${r.resourceType} ${r.host}${r.path} ${r.outcome ?? ''}`,
    );
    expect(requests).toEqual(
      expect.arrayContaining([
        'image 127.0.0.1/img.gif blocked_before_transmission',
        'document localhost/frame blocked_before_transmission',
        'document [::1]/frame-v6 blocked_before_transmission',
        'fetch 127.0.0.1/fetch-decimal blocked_before_transmission',
        'fetch 169.254.169.254/latest/meta-data/ blocked_before_transmission',
        'document 127.0.0.1/popup blocked_before_transmission',
        'fetch 127.0.0.1/sw-install blocked_before_transmission',
        'fetch localhost/sw-activate blocked_before_transmission',
        'websocket 127.0.0.1/ws ',
        'websocket localhost/wss ',
        // A third party whose name does not resolve is an ordinary failure, not a refusal.
        'image dead-tracker.example.com/pixel.gif failed',
      ]),
    );
    expect(hosts).not.toContain('dead-tracker.example.com');
    // The service worker itself came from the public site, through the guard.
    expect(publicHttps.log).toEqual(
      expect.arrayContaining(['GET public.example.com/attacks', 'GET public.example.com/sw.js']),
    );
  });
});

describe('SSRF: DNS rebinding', () => {
  // The guard keeps a vetted answer briefly: a name that answers public to the seed check stays at that
  // vetted public address for the browser, whatever it answers next (afterEach: internal never reached).
  it('a host that answers public to the seed check and loopback to the browser is reached only at its vetted public address', async () => {
    const { bundle, observations } = await scanUrl(
      pool,
      `http://rebind.example.com:${internal.port}/rebinding`,
      SCAN,
    );
    expect(bundle.scan.status).not.toBe('failed');
    expect(deniedHosts(observations)).toEqual([]);
    expect(publicHttp.log).toContain(`GET rebind.example.com:${internal.port}/rebinding`);
    expect(lookups.filter((name) => name === 'rebind.example.com')).toHaveLength(1);
  });

  it('a host that answers public for the page and loopback afterwards keeps being reached at the vetted public address', async () => {
    const { observations } = await scanUrl(
      pool,
      `http://rebind-later.example.com:${internal.port}/rebinding`,
      SCAN,
    );
    expect(publicHttp.log).toContain(`GET rebind-later.example.com:${internal.port}/rebinding`);
    expect(publicHttp.log).toEqual(
      expect.arrayContaining([
        `GET rebind-later.example.com:${internal.port}/rebound-fetch`,
        `GET rebind-later.example.com:${internal.port}/rebound-image.gif`,
      ]),
    );
    expect(deniedHosts(observations)).toEqual([]);
    expect(lookups.filter((name) => name === 'rebind-later.example.com')).toHaveLength(1);
  });
});
