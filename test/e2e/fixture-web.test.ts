// Browser tier: the fixture sites' tags fire, set cookies and obey banner clicks when Chromium loads them
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, type LaunchedChromium } from '../../src/observe/launch.ts';
import type { FixtureHost } from '../../src/cli/demo-web/fixture-host.ts';
import type { ServedRequest } from '../../src/cli/demo-web/request-log.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { doubleClick } from '../../src/cli/demo-web/vendors/doubleclick.ts';
import {
  GA_COLLECT_HOSTS,
  googleAnalytics,
} from '../../src/cli/demo-web/vendors/google-analytics.ts';
import { googleTagManager } from '../web/vendors/google-tag-manager.ts';
import { hotjar } from '../../src/cli/demo-web/vendors/hotjar.ts';
import { linkedInInsight } from '../../src/cli/demo-web/vendors/linkedin-insight.ts';
import { metaPixel } from '../../src/cli/demo-web/vendors/meta-pixel.ts';

const TRACKING_VENDORS: readonly FixtureHost[] = [
  googleTagManager,
  googleAnalytics,
  doubleClick,
  metaPixel,
  hotjar,
  linkedInInsight,
];
const TRACKER_HOSTS = new Set(TRACKING_VENDORS.flatMap((vendor) => vendor.hostnames));

const isGa4Hit = (r: ServedRequest) =>
  (GA_COLLECT_HOSTS as readonly string[]).includes(r.host) && r.path === '/g/collect';
/** Long enough for async tags to fire after the load event on a loaded 2-core machine. */
const SETTLE_MS = 1_500;

let web: FixtureWeb;
let chromium: LaunchedChromium;
let context: BrowserContext;

async function newPage(): Promise<Page> {
  context = await chromium.browser.newContext({
    userAgent: chromium.userAgent,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/Dublin',
  });
  return context.newPage();
}

/** Waits until CSS transitions and animations (a banner fading in) have finished, for a true screenshot. */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  );
}

/** Lets in-flight tags settle, then returns what was served meanwhile. */
async function settle(page: Page): Promise<readonly ServedRequest[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  return web.log;
}

beforeAll(async () => {
  web = await startFixtureWeb();
  // launchChromium allows third-party cookies (profile pref) and hides automation, as scans need.
  chromium = await launchChromium({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
});

afterAll(async () => {
  await chromium?.close();
  await web?.stop();
});

beforeEach(() => web.clearLog());
afterEach(async () => {
  await context?.close();
});

describe('fixture web in Chromium', () => {
  it('serves the tracker site: Chromium requests GTM, GA4, Meta, LinkedIn and DoubleClick, and keeps the third-party IDE cookie', async () => {
    const page = await newPage();
    await page.goto('https://tracker-blog.example/');

    const gtm = await web.waitForRequest(
      (r) => r.host === 'www.googletagmanager.com' && r.path === '/gtm.js',
    );
    expect(gtm).toMatchObject({ scheme: 'https', method: 'GET', status: 200, queryKeys: ['id'] });
    const fbevents = await web.waitForRequest(
      (r) => r.host === 'connect.facebook.net' && r.path === '/en_US/fbevents.js',
    );
    expect(fbevents.status).toBe(200);
    await web.waitForRequest(
      (r) => r.host === 'www.facebook.com' && r.path === '/tr/' && r.queryKeys.includes('ev'),
    );
    const ga4 = await web.waitForRequest((r) => isGa4Hit(r) && r.queryKeys.includes('tid'));
    expect(ga4.host).toBe('region1.google-analytics.com'); // Europe/Dublin time zone
    await web.waitForRequest((r) => r.host === 'px.ads.linkedin.com' && r.path === '/collect/');
    await web.waitForRequest(
      (r) =>
        r.host === 'googleads.g.doubleclick.net' &&
        r.path.startsWith('/pagead/viewthroughconversion/'),
    );
    await web.waitForRequest(
      (r) => r.host === 'ad.doubleclick.net' && r.path.startsWith('/activity;'),
    );
    // Whichever DoubleClick request came first got the third-party Set-Cookie.
    const firstDoubleClick = web.log.find((r) => r.host.endsWith('.doubleclick.net'));
    expect(firstDoubleClick?.setCookieNames).toEqual(['IDE', 'test_cookie']);

    await expect
      .poll(async () => (await context.cookies()).map((c) => `${c.name}@${c.domain}`).sort(), {
        timeout: 5_000,
      })
      .toEqual(
        expect.arrayContaining([
          'IDE@.doubleclick.net',
          'bcookie@.linkedin.com',
          '_fbp@.tracker-blog.example',
          '_ga@.tracker-blog.example',
        ]),
      );
    const ide = (await context.cookies('https://ad.doubleclick.net/')).find(
      (c) => c.name === 'IDE',
    );
    expect(ide).toMatchObject({ secure: true, sameSite: 'None', httpOnly: true });
  });

  it('serves the clean site: first-party session, fonts and Plausible, and no request to any tracker host', async () => {
    const page = await newPage();
    await page.goto('https://clean-shop.example/');
    await web.waitForRequest(
      (r) => r.host === 'plausible.io' && r.path === '/api/event' && r.method === 'POST',
    );
    await web.waitForRequest((r) => r.host === 'fonts.gstatic.com' && r.path.endsWith('.woff2'));
    const served = await settle(page);

    expect(served.filter((r) => TRACKER_HOSTS.has(r.host))).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(['sessionid']);
    expect(cookies[0]).toMatchObject({ domain: 'clean-shop.example', httpOnly: true, expires: -1 });
  });

  it('serves the vanilla-cookieconsent site: banner shown, nothing before consent, GA after "Accept all"', async () => {
    const page = await newPage();
    await page.goto('https://cmp-vanilla.example/');
    const banner = page.locator('#cc-main .cm');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toMatch(
      /We use cookies[\s\S]*Accept all[\s\S]*Reject all[\s\S]*Manage preferences/,
    );
    const screenshot = join(tmpdir(), 'consentry-fixture-cmp-vanilla.png');
    await animationsFinished(page);
    await page.screenshot({ path: screenshot });
    expect(readFileSync(screenshot).length).toBeGreaterThan(10_000);

    const beforeConsent = await settle(page);
    expect(beforeConsent.filter((r) => TRACKER_HOSTS.has(r.host))).toEqual([]);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    const ga4 = await web.waitForRequest(isGa4Hit);
    expect(ga4.queryKeys).toContain('cid');
    await web.waitForRequest((r) => r.host === 'vc.hotjar.io' && r.method === 'POST');
    await web.waitForRequest((r) => r.host === 'www.facebook.com' && r.path === '/tr/');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'cc_cookie',
        '_ga',
        '_ga_VANILLA01',
        '_hjSessionUser_3456789',
        '_fbp',
      ]),
    );
  });

  it('serves the vanilla-cookieconsent site: nothing after "Reject all"', async () => {
    const page = await newPage();
    await page.goto('https://cmp-vanilla.example/');
    await page.locator('#cc-main .cm').getByRole('button', { name: 'Reject all' }).click();
    const served = await settle(page);

    expect(served.filter((r) => TRACKER_HOSTS.has(r.host))).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).toEqual(['cc_cookie']);
  });

  it('serves the ignores-choice site: GA before any click, after "Decline" and on the next page view', async () => {
    const page = await newPage();
    await page.goto('https://ignores-choice.example/');
    await web.waitForRequest(isGa4Hit);
    await web.waitForRequest((r) => r.host === 'www.facebook.com' && r.path === '/tr/');
    const banner = page.locator('.cc-window');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain('We use cookies to personalise content and ads');
    await animationsFinished(page);
    await page.screenshot({ path: join(tmpdir(), 'consentry-fixture-ignores-choice.png') });

    await settle(page);
    web.clearLog();
    const decline = banner.locator('.cc-deny');
    expect(await decline.innerText()).toBe('Decline');
    await decline.click();
    await web.waitForRequest(isGa4Hit);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cookieconsent_status')?.value).toBe('deny');

    web.clearLog();
    await page.reload();
    await web.waitForRequest(isGa4Hit);
    await web.waitForRequest((r) => r.host === 'connect.facebook.net');
  });

  it('answers an unknown host with a 404 page and logs it', async () => {
    const page = await newPage();
    const response = await page.goto('https://no-such-vendor.example/pixel?uid=1');
    expect(response?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('404 – unknown host');
    expect(
      web.requestsTo('no-such-vendor.example').filter((r) => r.path !== '/favicon.ico'),
    ).toEqual([
      expect.objectContaining({
        path: '/pixel',
        queryKeys: ['uid'],
        status: 404,
        knownHost: false,
      }),
    ]);
  });

  it('serves http:// on the same mapped port, without upgrading to https', async () => {
    const page = await newPage();
    const response = await page.goto('http://clean-shop.example/');
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe('http://clean-shop.example/');
    expect(web.requestsTo('clean-shop.example')[0]).toMatchObject({ scheme: 'http', path: '/' });
  });

  it('serves every demo site listed in demo-sites.txt', async () => {
    const urls = readFileSync(
      new URL('../../src/cli/demo-web/demo-sites.txt', import.meta.url),
      'utf8',
    )
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(urls.length).toBeGreaterThanOrEqual(4);
    const page = await newPage();
    for (const url of urls) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(await page.title(), url).not.toBe('');
    }
  });
});

describe('fixture web lifecycle', () => {
  it('stop() closes its listeners and every open connection, quickly', async () => {
    const listeners = () =>
      process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap').length;
    const before = listeners();
    const other = await startFixtureWeb({ quiet: true });
    expect(listeners()).toBe(before + 2);
    // A TLS-port connection that never sends a byte, and a plain-HTTP keep-alive connection left open.
    const idle = connect(other.port, '127.0.0.1');
    const keepAlive = connect(other.httpPort, '127.0.0.1');
    const closedByServer = [idle, keepAlive].map(
      (socket) => new Promise((resolve) => socket.once('close', resolve)),
    );
    const answered = new Promise((resolve) => keepAlive.once('data', resolve));
    await new Promise((resolve) => idle.once('connect', resolve));
    keepAlive.write('GET / HTTP/1.1\r\nHost: clean-shop.example\r\nConnection: keep-alive\r\n\r\n');
    await answered;

    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    await Promise.all(closedByServer);
    expect(listeners()).toBe(before);
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(other.port, '127.0.0.1');
      probe.once('connect', () => resolve(false));
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
