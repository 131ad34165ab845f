// Browser tier: each realistic site's CMP, script weight and tag timing, as Chromium loads and clicks it
import { get } from 'node:http';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TCString } from '@iabtechlabtcf/core';
import { launchChromium, type LaunchedChromium } from '../../src/observe/launch.ts';
import { REALISTIC_TIER, REALISTIC_TIER_SITES } from '../web/realistic-tier.ts';
import type { ServedRequest } from '../../src/cli/demo-web/request-log.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

/**
 * The realistic tier is what it claims: each site loaded in Chromium through the fixture web shows
 * its CMP, executes the weight of JavaScript a real page does, requests its vendors before consent
 * where it loads them early and not where it gates them, and answers its inner pages.
 */

/** Hosts that receive tracking traffic (requests there mean a tag fired). */
const TRACKING_HOSTS = [
  'region1.google-analytics.com',
  'www.google-analytics.com',
  'googleads.g.doubleclick.net',
  'securepubads.g.doubleclick.net',
  'connect.facebook.net',
  'www.facebook.com',
  'analytics.tiktok.com',
  'snap.licdn.com',
  'px.ads.linkedin.com',
  'bat.bing.com',
  'static.hotjar.com',
  'vc.hotjar.io',
  'www.clarity.ms',
  'k.clarity.ms',
  'us-assets.i.posthog.com',
  'us.i.posthog.com',
];
const isTracking = (request: ServedRequest) => TRACKING_HOSTS.includes(request.host);
const ga4Hit = (request: ServedRequest) =>
  request.host === 'region1.google-analytics.com' && request.path === '/g/collect';

interface SiteClaim {
  /** The CMP's first layer (null: the site has none). */
  banner: string | null;
  /** Tracking hosts requested before any choice (empty: the site gates or has none). */
  early: readonly string[];
  /** Third-party hosts every page view requests before any choice (CDNs, embeds, chat, tag manager). */
  thirdParties: readonly string[];
  innerPages: readonly string[];
}

const CLAIMS: Record<string, SiteClaim> = {
  'alpenglow-outfitters': {
    banner: '.klaro .cookie-notice',
    early: [],
    thirdParties: [
      'www.googletagmanager.com',
      'cdn.livechatinc.com',
      'secure.livechatinc.com',
      'www.youtube-nocookie.com',
      'fonts.googleapis.com',
    ],
    innerPages: [
      '/products',
      '/products/ridgeline-2-tent',
      '/about',
      '/contact',
      '/privacy',
      '/account',
    ],
  },
  'brightside-dental': {
    banner: '#cc-main .cm',
    early: [
      'region1.google-analytics.com',
      'googleads.g.doubleclick.net',
      'connect.facebook.net',
      'www.facebook.com',
      'snap.licdn.com',
      'px.ads.linkedin.com',
      'bat.bing.com',
    ],
    thirdParties: ['www.googletagmanager.com', 'www.youtube-nocookie.com', 'fonts.googleapis.com'],
    innerPages: [
      '/treatments',
      '/appointment',
      '/about',
      '/contact',
      '/privacy',
      '/patient-portal',
    ],
  },
  'harbourview-hotels': {
    banner: '#tarteaucitronAlertBig',
    early: ['analytics.tiktok.com', 'bat.bing.com', 'static.hotjar.com', 'vc.hotjar.io'],
    thirdParties: [
      'www.googletagmanager.com',
      'cdn.livechatinc.com',
      'player.vimeo.com',
      'f.vimeocdn.com',
      'fonts.googleapis.com',
    ],
    innerPages: ['/rooms', '/rooms/harbour-view-double', '/about', '/contact', '/privacy'],
  },
  'copperleaf-kitchen': {
    banner: '.cc-window',
    early: ['region1.google-analytics.com', 'connect.facebook.net', 'www.facebook.com'],
    thirdParties: ['cdn.jsdelivr.net', 'www.youtube-nocookie.com', 'fonts.googleapis.com'],
    innerPages: ['/recipes', '/recipes/weeknight-ramen', '/about', '/contact', '/privacy'],
  },
  'northgate-tribune': {
    banner: '#ng-cmp',
    early: [],
    thirdParties: ['www.googletagmanager.com', 'www.youtube-nocookie.com', 'fonts.googleapis.com'],
    innerPages: [
      '/articles',
      '/articles/the-last-ferry-captain',
      '/about',
      '/contact',
      '/privacy',
      '/cmp/vendor-list.json',
    ],
  },
  'golden-state-grocers': {
    banner: null,
    early: [
      'region1.google-analytics.com',
      'googleads.g.doubleclick.net',
      'connect.facebook.net',
      'www.facebook.com',
      'analytics.tiktok.com',
    ],
    thirdParties: ['www.googletagmanager.com', 'cdn.livechatinc.com', 'www.youtube-nocookie.com'],
    innerPages: [
      '/shop',
      '/about',
      '/contact',
      '/privacy',
      '/privacy-choices',
      '/.well-known/gpc.json',
    ],
  },
  'bayline-furniture': {
    banner: null,
    early: [
      'region1.google-analytics.com',
      'connect.facebook.net',
      'www.facebook.com',
      'bat.bing.com',
    ],
    thirdParties: ['www.googletagmanager.com', 'player.vimeo.com'],
    innerPages: [
      '/collections',
      '/about',
      '/contact',
      '/privacy',
      '/privacy-choices',
      '/.well-known/gpc.json',
    ],
  },
  'redwood-realty': {
    banner: null,
    early: [
      'region1.google-analytics.com',
      'googleads.g.doubleclick.net',
      'connect.facebook.net',
      'www.facebook.com',
      'snap.licdn.com',
      'px.ads.linkedin.com',
    ],
    thirdParties: ['www.googletagmanager.com', 'www.youtube-nocookie.com'],
    innerPages: [
      '/listings',
      '/about',
      '/contact',
      '/privacy',
      '/privacy-choices',
      '/.well-known/gpc.json',
    ],
  },
  'quietpine-studio': {
    banner: null,
    early: [],
    thirdParties: [
      'cdn.jsdelivr.net',
      'plausible.io',
      'player.vimeo.com',
      'www.youtube-nocookie.com',
      'fonts.googleapis.com',
    ],
    innerPages: ['/projects', '/projects/pine-house', '/about', '/contact', '/privacy'],
  },
  'fernhill-yoga': {
    banner: '#cc-main .cm',
    early: [],
    thirdParties: [
      'www.googletagmanager.com',
      'cdn.livechatinc.com',
      'player.vimeo.com',
      'fonts.googleapis.com',
    ],
    innerPages: ['/classes', '/about', '/contact', '/privacy'],
  },
};

/** Long enough for async tags to fire after the load event on a loaded 2-core machine. */
const SETTLE_MS = 1_500;
/** A realistic page executes at least this much JavaScript (sum of script response bodies). */
const MIN_SCRIPT_BYTES = 150 * 1024;

let web: FixtureWeb;
let chromium: LaunchedChromium;
let context: BrowserContext | null = null;

async function newPage(): Promise<{
  page: Page;
  scriptBytes: () => Promise<number>;
  requests: Request[];
}> {
  context = await chromium.browser.newContext({
    userAgent: chromium.userAgent,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/Dublin',
  });
  const sizes: Promise<number>[] = [];
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  context.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  const page = await context.newPage();
  return {
    page,
    requests,
    scriptBytes: async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0),
  };
}

/** GET over plain HTTP to the fixture web with the site's Host header (no browser needed). */
function fetchStatus(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: web.httpPort, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

const hostsSince = (from: number) => new Set(web.log.slice(from).map((request) => request.host));

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  chromium = await launchChromium({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
});

afterAll(async () => {
  await chromium?.close();
  await web?.stop();
});

afterEach(async () => {
  await context?.close();
  context = null;
});

describe('realistic tier: the list', () => {
  it('names ten served sites, each with a description and a claim checked below', () => {
    expect(REALISTIC_TIER_SITES).toHaveLength(10);
    expect(Object.keys(CLAIMS).sort()).toEqual([...REALISTIC_TIER_SITES].sort());
    for (const site of REALISTIC_TIER)
      expect(site.description.length, site.name).toBeGreaterThan(60);
    expect(
      REALISTIC_TIER_SITES.filter((name) => !web.hostnames.includes(`${name}.example`)),
    ).toEqual([]);
  });

  it("answers every inner page of every site with 200, and an unknown page with the site's 404", async () => {
    for (const name of REALISTIC_TIER_SITES) {
      const host = `${name}.example`;
      for (const path of ['/', ...CLAIMS[name]!.innerPages])
        expect((await fetchStatus(host, path)).status, `${host}${path}`).toBe(200);
      const missing = await fetchStatus(host, '/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('Page not found');
    }
  });

  it('links every main-navigation page from the home page, and the inner pages carry the same tags', async () => {
    const home = await fetchStatus('copperleaf-kitchen.example', '/');
    for (const path of ['/', '/recipes', '/about', '/contact', '/privacy'])
      expect(home.body).toContain(`<li><a href="${path}"`);
    const inner = await fetchStatus('copperleaf-kitchen.example', '/recipes/weeknight-ramen');
    expect(inner.body).toContain('https://www.googletagmanager.com/gtag/js?id=G-CPRLF001');
    expect(inner.body).toContain("fbq('init', '3400000000000004')");
  });
});

describe('realistic tier in Chromium, before any choice', () => {
  // fernhill-yoga's banner comes after 6 s: its own test below.
  for (const name of REALISTIC_TIER_SITES.filter((site) => site !== 'fernhill-yoga')) {
    const claim = CLAIMS[name]!;
    it(`${name}: ${claim.banner ? 'shows its CMP' : 'has no banner'}, runs ≥ 150 KB of scripts, ${claim.early.length ? `requests ${claim.early.length} tracker hosts early` : 'requests no tracker'}`, async () => {
      const { page, scriptBytes } = await newPage();
      const from = web.log.length;
      await page.goto(`https://${name}.example/`);
      for (const host of [...claim.early, ...claim.thirdParties])
        await web.waitForRequest((r) => r.host === host && web.log.indexOf(r) >= from);
      if (claim.banner)
        await expect
          .poll(() => page.locator(claim.banner!).first().isVisible(), { timeout: 10_000 })
          .toBe(true);
      await page.waitForTimeout(SETTLE_MS);

      const requested = hostsSince(from);
      expect([...requested].filter((host) => TRACKING_HOSTS.includes(host)).sort()).toEqual(
        [...claim.early].sort(),
      );
      expect(await scriptBytes()).toBeGreaterThanOrEqual(MIN_SCRIPT_BYTES);
      expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeGreaterThan(
        250,
      );
      if (!claim.banner)
        expect(
          await page
            .locator(
              '#cc-main .cm, .cc-window, .klaro .cookie-notice, #tarteaucitronAlertBig, #ng-cmp',
            )
            .count(),
        ).toBe(0);
    });
  }
});

describe('realistic tier in Chromium: choices and inner pages', () => {
  it('alpenglow-outfitters (Klaro): after "That\'s ok" every tag fires, PostHog records with rrweb, and the next page view fires them again', async () => {
    const { page } = await newPage();
    await page.goto('https://alpenglow-outfitters.example/');
    await page.getByRole('button', { name: "That's ok" }).click();
    await web.waitForRequest(ga4Hit);
    await web.waitForRequest((r) => r.host === 'www.facebook.com' && r.path === '/tr/');
    await web.waitForRequest(
      (r) => r.host === 'analytics.tiktok.com' && r.path === '/api/v2/pixel',
    );
    await web.waitForRequest((r) => r.host === 'bat.bing.com' && r.path === '/action/0');
    await web.waitForRequest(
      (r) => r.host === 'us.i.posthog.com' && r.path === '/s/' && r.method === 'POST',
    );
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(
      expect.arrayContaining(['klaro', '_ga', '_fbp', '_ttp', '_uetvid', 'MUID', 'IDE']),
    );

    const from = web.log.length;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await web.waitForRequest((r) => ga4Hit(r) && web.log.indexOf(r) >= from);
    await web.waitForRequest((r) => r.host === 'www.facebook.com' && web.log.indexOf(r) >= from);
  });

  it('alpenglow-outfitters (Klaro): after "I decline" nothing tracks, on this page view or the next', async () => {
    const { page } = await newPage();
    await page.goto('https://alpenglow-outfitters.example/');
    const from = web.log.length;
    await page.getByRole('button', { name: 'I decline' }).click();
    await page.goto('https://alpenglow-outfitters.example/products');
    await web.waitForRequest(
      (r) => r.host === 'www.googletagmanager.com' && web.log.indexOf(r) >= from,
    );
    await page.waitForTimeout(SETTLE_MS);
    expect(web.log.slice(from).filter(isTracking)).toEqual([]);
    expect(
      decodeURIComponent(
        (await page.context().cookies()).find((c) => c.name === 'klaro')?.value ?? '',
      ),
    ).toBe('{"essential":true,"analytics":false,"advertising":false}');
  });

  it('brightside-dental: /appointment sends what is typed (PostHog rrweb snapshot) and the hashed email (Meta Lead), before any submit', async () => {
    const { page, requests } = await newPage();
    await page.goto('https://brightside-dental.example/appointment');
    await web.waitForRequest(
      (r) => r.host === 'us-assets.i.posthog.com' && r.path === '/static/recorder.js',
    );
    const typed = 'Tooth pain since Tuesday qx7v';
    await page.locator('textarea[name="notes"]').fill(typed);
    const email = page.locator('#booking input[name="email"]');
    await email.fill('patient.qx7v@example.com');
    await email.blur();
    const lead = await web.waitForRequest(
      (r) => r.host === 'www.facebook.com' && r.queryKeys.includes('ud[em]'),
    );
    expect(lead.queryKeys).toEqual(expect.arrayContaining(['ev', 'cd[content_category]']));
    await expect
      .poll(
        () =>
          requests.some(
            (r) =>
              r.url().startsWith('https://us.i.posthog.com/s/') &&
              (r.postData() ?? '').includes(typed),
          ),
        { timeout: 8_000 },
      )
      .toBe(true);
    expect(
      requests.some(
        (r) =>
          r.url().startsWith('https://us.i.posthog.com/s/') &&
          (r.postData() ?? '').includes('"$snapshot"'),
      ),
    ).toBe(true);
  });

  it('brightside-dental: the landing page has no replay script; /contact posts to HubSpot; robots.txt disallows the patient portal; a /logout link', async () => {
    const home = await fetchStatus('brightside-dental.example', '/');
    expect(home.body).not.toContain('posthog');
    expect(home.body).toContain('<a href="/logout">Sign out</a>');
    expect(home.body).toContain('<a href="/patient-portal">');
    const contact = await fetchStatus('brightside-dental.example', '/contact');
    expect(contact.body).toMatch(
      /<form class="stack" id="contact-form" action="https:\/\/forms\.hubspot\.com\/uploads\/form\/v2\/8765432\/[0-9a-f-]{36}" method="post">/,
    );
    expect((await fetchStatus('brightside-dental.example', '/robots.txt')).body).toMatch(
      /^Disallow: \/patient-portal$/m,
    );
    expect((await fetchStatus('brightside-dental.example', '/patient-portal')).body).toContain(
      'type="password"',
    );
    expect((await fetchStatus('alpenglow-outfitters.example', '/robots.txt')).body).not.toContain(
      'Disallow',
    );
  });

  it('copperleaf-kitchen: after "Decline" the choice is stored, and the next page view fires GA4 and the Meta pixel again', async () => {
    const { page } = await newPage();
    await page.goto('https://copperleaf-kitchen.example/');
    await page.locator('.cc-window .cc-deny').click();
    expect(
      (await page.context().cookies()).find((c) => c.name === 'cookieconsent_status')?.value,
    ).toBe('deny');
    const from = web.log.length;
    await page.goto('https://copperleaf-kitchen.example/recipes');
    await web.waitForRequest((r) => ga4Hit(r) && web.log.indexOf(r) >= from);
    await web.waitForRequest(
      (r) => r.host === 'www.facebook.com' && r.path === '/tr/' && web.log.indexOf(r) >= from,
    );
  });

  it('northgate-tribune (TCF): no reject on the first layer; "Reject all" behind "Settings" stores a TC string without consents; the next page view stays clean', async () => {
    const { page } = await newPage();
    await page.goto('https://northgate-tribune.example/');
    const notice = page.locator('#ng-cmp');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getByRole('button').allInnerTexts()).toEqual(['Settings', 'Accept all']);
    await notice.getByRole('button', { name: 'Settings' }).click();
    const settings = page.locator('#ng-cmp-settings');
    expect(await settings.getByRole('switch').count()).toBe(11 + 2); // purposes and special features
    expect(await settings.getByRole('tab', { name: 'Partners (8)' }).count()).toBe(1);
    await settings.getByRole('button', { name: 'Reject all' }).click();

    const tcData = await page.evaluate(
      () =>
        new Promise<{ tcString: string; eventStatus: string; cmpId: number }>((resolve) =>
          (
            window as unknown as {
              __tcfapi: (
                c: string,
                v: number,
                cb: (d: { tcString: string; eventStatus: string; cmpId: number }) => void,
              ) => void;
            }
          ).__tcfapi('getTCData', 2, resolve),
        ),
    );
    expect(tcData).toMatchObject({ eventStatus: 'useractioncomplete', cmpId: 997 });
    const model = TCString.decode(tcData.tcString);
    expect(model.purposeConsents.size).toBe(0);
    expect(model.vendorConsents.size).toBe(0);
    expect((await page.context().cookies()).find((c) => c.name === 'euconsent-v2')?.value).toBe(
      encodeURIComponent(tcData.tcString),
    );

    const from = web.log.length;
    await page.goto('https://northgate-tribune.example/articles');
    await web.waitForRequest(
      (r) => r.host === 'www.googletagmanager.com' && web.log.indexOf(r) >= from,
    );
    await page.waitForTimeout(SETTLE_MS);
    expect(web.log.slice(from).filter(isTracking)).toEqual([]);
    expect(await page.locator('#ng-cmp').isVisible()).toBe(false);
  });

  it('northgate-tribune (TCF): "Accept all" loads GA4, Clarity and Google Publisher Tag with the TC string', async () => {
    const { page } = await newPage();
    await page.goto('https://northgate-tribune.example/');
    await page.locator('#ng-cmp').getByRole('button', { name: 'Accept all' }).click();
    await web.waitForRequest(ga4Hit);
    await web.waitForRequest((r) => r.host === 'k.clarity.ms' && r.path === '/collect');
    const ads = await web.waitForRequest(
      (r) => r.host === 'securepubads.g.doubleclick.net' && r.path === '/gampad/ads',
    );
    expect(ads.queryKeys).toEqual(expect.arrayContaining(['gdpr', 'gdpr_consent', 'iu_parts']));
    await web.waitForRequest((r) => r.host === 'tpc.googlesyndication.com');
  });

  for (const [name, registers] of [
    ['golden-state-grocers', true],
    ['bayline-furniture', false],
  ] as const) {
    it(`${name}: "Do Not Sell" leads to /privacy-choices, where the switch and "Confirm my choices" ${registers ? 'register' : 'do not register'} the opt-out`, async () => {
      const { page } = await newPage();
      await page.goto(`https://${name}.example/`);
      const usp = () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) =>
              (
                window as unknown as {
                  __uspapi: (c: string, v: number, cb: (d: { uspString: string }) => void) => void;
                }
              ).__uspapi('getUSPData', 1, (d) => resolve(d.uspString)),
            ),
        );
      const saleOptOut = () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              (
                window as unknown as {
                  __gpp: (
                    c: string,
                    cb: (d: { parsedSections: { usnat: { SaleOptOut: number } } }) => void,
                  ) => void;
                }
              ).__gpp('ping', (d) => resolve(d.parsedSections.usnat.SaleOptOut)),
            ),
        );
      expect([await usp(), await saleOptOut()]).toEqual(['1YNN', 2]);
      await page
        .getByRole('link', { name: 'Do Not Sell or Share My Personal Information' })
        .click();
      await page.waitForURL('**/privacy-choices');
      await page
        .getByRole('switch', { name: 'Allow the sale or sharing of my personal information' })
        .uncheck();
      await page.getByRole('button', { name: 'Confirm my choices' }).click();
      await expect.poll(() => page.locator('.pc-status').innerText()).toContain('will not sell');
      expect([await usp(), await saleOptOut()]).toEqual(registers ? ['1YYN', 1] : ['1YNN', 2]);

      const from = web.log.length;
      await page.goto(`https://${name}.example/about`);
      await web.waitForRequest((r) => ga4Hit(r) && web.log.indexOf(r) >= from);
      await page.waitForTimeout(SETTLE_MS);
      const advertising = web.log
        .slice(from)
        .filter((r) =>
          [
            'connect.facebook.net',
            'www.facebook.com',
            'bat.bing.com',
            'analytics.tiktok.com',
          ].includes(r.host),
        );
      if (registers) expect(advertising).toEqual([]);
      else expect(advertising.length).toBeGreaterThan(0);
    });
  }

  it('redwood-realty: the confirm control on /privacy-choices has no text or name, but clicking it registers the opt-out', async () => {
    const { page } = await newPage();
    await page.goto('https://redwood-realty.example/privacy-choices');
    expect(await page.getByRole('button').count()).toBe(1); // only the header's menu toggle
    expect(await page.locator('[data-pc-confirm]').innerText()).toBe('');
    expect(await page.locator('[data-pc-confirm]').getAttribute('aria-label')).toBeNull();
    await page.getByRole('switch').uncheck();
    await page.locator('[data-pc-confirm]').click();
    expect((await page.context().cookies()).find((c) => c.name === 'usprivacy')?.value).toBe(
      '1YYN',
    );
    expect(
      JSON.parse((await fetchStatus('redwood-realty.example', '/.well-known/gpc.json')).body),
    ).toEqual({ gpc: true, lastUpdate: '2025-06-01' });
  });

  it('quietpine-studio: consent-named scripts but no banner, no tracker and no cookie', async () => {
    const { page } = await newPage();
    const from = web.log.length;
    await page.goto('https://quietpine-studio.example/');
    await web.waitForRequest((r) => r.host === 'plausible.io' && r.path === '/api/event');
    await page.waitForTimeout(SETTLE_MS);
    const paths = web.log.slice(from).map((r) => `${r.host}${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'quietpine-studio.example/assets/js/cookie-consent-mode.js',
        'quietpine-studio.example/assets/js/gdpr-cookie-notice.js',
        'cdn.jsdelivr.net/npm/vanilla-cookieconsent@3.1.0/dist/cookieconsent.umd.js',
      ]),
    );
    expect(web.log.slice(from).filter(isTracking)).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.locator('#cc-main').count()).toBe(0);
  });

  it('fernhill-yoga: no banner until ~6 s after load, then vanilla-cookieconsent; nothing tracks before it, and "Reject all" keeps it that way', async () => {
    const { page, scriptBytes } = await newPage();
    const from = web.log.length;
    await page.goto('https://fernhill-yoga.example/', { waitUntil: 'load' });
    const loadedAt = Date.now();
    expect(await page.locator('#cc-main').count()).toBe(0);
    await page.locator('#cc-main .cm').waitFor({ state: 'visible', timeout: 12_000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(5_500);
    expect([...hostsSince(from)]).toEqual(
      expect.arrayContaining([...CLAIMS['fernhill-yoga']!.thirdParties]),
    );
    expect(web.log.slice(from).filter(isTracking)).toEqual([]);
    expect(await scriptBytes()).toBeGreaterThanOrEqual(MIN_SCRIPT_BYTES);
    await page.locator('#cc-main .cm').getByRole('button', { name: 'Reject all' }).click();
    await page.waitForTimeout(SETTLE_MS);
    expect(web.log.slice(from).filter(isTracking)).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(['cc_cookie']);
  });

  it('long-polls are held open: the live-update and LiveChat polls are sent and not answered within seconds', async () => {
    const { page, requests } = await newPage();
    const from = web.log.length;
    await page.goto('https://northgate-tribune.example/');
    await page.goto('https://harbourview-hotels.example/');
    await expect
      .poll(
        () =>
          requests.filter((r) =>
            /\/api\/live$|\/customer\/action\/poll$/.test(new URL(r.url()).pathname),
          ).length,
        { timeout: 10_000 },
      )
      .toBe(2);
    await page.waitForTimeout(SETTLE_MS);
    // The fixture web logs a request when its response ends; the first live poll ended when the page was left.
    expect(web.log.slice(from).filter((r) => r.path === '/v3.5/customer/action/poll')).toEqual([]);
  });
});
