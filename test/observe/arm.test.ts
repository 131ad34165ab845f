// Browser tier: one arm in Chromium: requests, script-set cookies, Sec-GPC, redirects and never-idle pages
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS, type ArmSpec } from '../../src/observe/arm-spec.ts';
import { runArm, type ArmLaunch } from '../../src/observe/arm.ts';
import { launchChromium, type LaunchedChromium } from '../../src/observe/launch.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { PLANTED_SECRET_STRINGS } from '../../src/cli/demo-web/planted-secrets.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

let web: FixtureWeb;
let chromium: LaunchedChromium;
let launch: ArmLaunch;

const spec = (url: string, arm: ArmSpec['arm'] = 'before_consent'): ArmSpec => ({
  arm,
  url,
  scanFrom: 'eu_ie',
  viewport: 'desktop',
  budgets: { ...DEFAULT_BUDGETS, armMs: 15_000 },
});

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  // nxdomain.invalid is left to real DNS, which has no answer here: a page that cannot be resolved.
  chromium = await launchChromium({
    mapHosts: `${web.mapHostsRule}, EXCLUDE nxdomain.invalid`,
    ignoreTlsErrors: true,
  });
  launch = { browser: chromium.browser, userAgent: chromium.userAgent, ignoreTlsErrors: true };
});

afterAll(async () => {
  await chromium?.close();
  await web?.stop();
});

describe('runArm', () => {
  it('records tracker requests, third-party and script-set cookies before consent, without values or queries', async () => {
    const { observation } = await runArm(
      launch,
      spec(
        'https://tracker-blog.example/?email=alice%40example.com&token=SECRET-TOKEN-8d2e6b4f0a1c',
      ),
    );
    assertValid('observation', observation);
    expect(observation.url).toBe('https://tracker-blog.example/');
    expect(observation.mainDocumentStatus).toBe(200);
    expect(observation.redirectChain).toEqual(['tracker-blog.example']);
    expect(observation.termination).toEqual({ kind: 'network_quiet', intentional: true });

    const gtm = observation.requests.find((r) => r.host === 'www.googletagmanager.com');
    expect(gtm).toMatchObject({
      resourceType: 'script',
      phase: 'before_consent',
      thirdParty: true,
      registrableDomain: 'googletagmanager.com',
    });
    const ga = observation.requests.find((r) => r.path === '/g/collect');
    expect(ga?.host).toMatch(/google-analytics\.com$/);

    const ide = observation.cookies.find((c) => c.name === 'IDE');
    expect(ide).toMatchObject({
      domain: 'doubleclick.net',
      hostOnly: false,
      setBy: 'http',
      thirdParty: true,
      secure: true,
      sameSite: 'none',
      phase: 'before_consent',
    });
    const gaCookie = observation.cookies.find((c) => c.name === '_ga');
    expect(gaCookie).toMatchObject({
      setBy: 'script',
      scriptHost: 'www.googletagmanager.com',
      thirdParty: false,
      session: false,
    });
    expect(gaCookie?.expiryDays).toBeGreaterThan(300);

    // The server saw the query; the observation keeps none of it.
    const serialised = JSON.stringify(observation);
    for (const secret of PLANTED_SECRET_STRINGS) expect(serialised).not.toContain(secret);
    expect(serialised).not.toContain('?');
  });

  it('sees no tracker on the clean site and records its HTTP session cookie', async () => {
    const { observation } = await runArm(launch, spec('https://clean-shop.example/'));
    assertValid('observation', observation);
    const hosts = new Set(observation.requests.map((r) => r.host));
    expect(
      [...hosts].filter((h) =>
        /google-analytics|googletagmanager|facebook|doubleclick|linkedin|hotjar/.test(h),
      ),
    ).toEqual([]);
    expect(observation.cookies.find((c) => c.name === 'sessionid')).toMatchObject({
      setBy: 'http',
      httpOnly: true,
      session: true,
      thirdParty: false,
    });
  });

  it('sends Sec-GPC and exposes navigator.globalPrivacyControl only in the gpc_on arm', async () => {
    web.clearLog();
    const { observation: on } = await runArm(launch, spec('https://clean-shop.example/', 'gpc_on'));
    assertValid('observation', on);
    expect(on.gpc).toMatchObject({ secGpcSent: true, navigatorExposed: true });
    expect(on.requests.every((r) => r.phase === 'gpc_on')).toBe(true);
    const { observation: off } = await runArm(launch, spec('https://clean-shop.example/'));
    expect(off.gpc).toMatchObject({
      secGpcSent: false,
      navigatorExposed: false,
      wellKnown: { status: 'not_checked' },
    });
  });

  it('ends with navigation_failed and an error code when the host does not resolve', async () => {
    const { observation } = await runArm(launch, spec('https://nxdomain.invalid/'));
    assertValid('observation', observation);
    expect(observation.termination).toEqual({ kind: 'navigation_failed', intentional: false });
    expect(observation.finalUrl).toBeNull();
    expect(observation.errors[0]).toMatchObject({ stage: 'navigation', code: 'dns_failure' });
  });

  it('records the redirect chain by host and judges the final site', async () => {
    const { observation } = await runArm(launch, spec('https://redirect-start.example/'));
    expect(observation.redirectChain).toEqual([
      'redirect-start.example',
      'redirect-hop.example',
      'redirect-final.example',
    ]);
    expect(observation.finalUrl).toBe('https://redirect-final.example/');
    expect(observation.requests.some((r) => r.host === 'connect.facebook.net')).toBe(true);
  });

  it('ends a never-idle page (long poll + heartbeat) on quiet, not on the budget, and still sees its tags', async () => {
    const { observation } = await runArm(launch, spec('https://long-polling.example/'));
    expect(observation.termination).toEqual({ kind: 'network_quiet', intentional: true });
    expect(observation.timings.totalMs).toBeLessThan(15_000);
    expect(observation.requests.filter((r) => r.path === '/heartbeat').length).toBeGreaterThan(3);
    expect(observation.requests.some((r) => r.path === '/poll')).toBe(true);
    expect(observation.requests.some((r) => r.path === '/g/collect')).toBe(true);
  });

  it('waits for a slow document and a late tag instead of a fixed sleep', async () => {
    const { observation } = await runArm(launch, spec('https://slow-page.example/'));
    expect(observation.termination.kind).toBe('network_quiet');
    expect(observation.timings.domContentLoadedMs).toBeGreaterThanOrEqual(2_400);
    const late = observation.requests.find((r) => r.host === 'www.googletagmanager.com');
    expect(late?.tMs).toBeGreaterThan((observation.timings.domContentLoadedMs ?? 0) + 1_000);
  });

  it('records an HTTP 500 main document', async () => {
    const { observation } = await runArm(launch, spec('https://server-error.example/'));
    expect(observation.mainDocumentStatus).toBe(500);
  });

  it('flags a bot-wall interstitial as a coverage limitation', async () => {
    const { observation } = await runArm(launch, spec('https://bot-wall.example/'));
    expect(observation.mainDocumentStatus).toBe(403);
    expect(observation.coverageLimitations.map((l) => l.code)).toContain('bot_wall_detected');
    const { observation: clean } = await runArm(launch, spec('https://clean-shop.example/'));
    expect(clean.coverageLimitations.map((l) => l.code)).not.toContain('bot_wall_detected');
  });
});
