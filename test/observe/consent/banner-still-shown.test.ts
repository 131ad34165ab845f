// Browser tier: whether a consent banner is still (or again) shown after the decision is a question about a
// rendered page: visibility, position and the controls' labels.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bannerStillShown } from '../../../src/observe/consent/layers.ts';
import { launchChromium, type LaunchedChromium } from '../../../src/observe/launch.ts';

const PAGE = `<!doctype html><html lang="en"><head><title>Eastside news</title></head><body>
<main><h1>City council votes on the new tram line</h1><p>${'The council met on Tuesday. '.repeat(40)}</p></main>
<div id="cookie-banner" role="dialog" aria-label="Cookie consent" hidden
  style="position:fixed;left:0;right:0;bottom:0;padding:24px;background:#fff;border-top:1px solid #ccc;z-index:1000">
  <p>We and our partners use cookies to measure our audience and to show you personalised advertising.
  You can accept all cookies or reject those that are not necessary.</p>
  <button type="button">Reject all</button> <button type="button">Accept all</button>
</div></body></html>`;

let chromium: LaunchedChromium;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  chromium = await launchChromium({});
  browser = chromium.browser;
});

afterAll(async () => {
  await chromium?.close();
});

beforeEach(async () => {
  await page?.context().close();
  page = await (await browser.newContext()).newPage();
  await page.setContent(PAGE);
});

const show = (afterMs: number) =>
  page.evaluate((ms) => {
    setTimeout(() => document.getElementById('cookie-banner')!.removeAttribute('hidden'), ms);
  }, afterMs);

describe('bannerStillShown: the banner after a decision', () => {
  it('a banner that stays up is still shown', async () => {
    await show(0);
    await page.waitForSelector('#cookie-banner', { state: 'visible' });
    expect(await bannerStillShown(page)).toBe(true);
  });

  it('a banner the site brings back a moment after the first look is shown again (one look without it is not enough to say it is gone)', async () => {
    await show(150);
    expect(await bannerStillShown(page)).toBe(true);
  });

  it('no banner on the page is not shown', async () => {
    expect(await bannerStillShown(page)).toBe(false);
  });

  it('a banner on its way out (seen once, then gone) is not shown', async () => {
    await show(0);
    await page.waitForSelector('#cookie-banner', { state: 'visible' });
    await page.evaluate(() => {
      setTimeout(() => document.getElementById('cookie-banner')!.setAttribute('hidden', ''), 150);
    });
    expect(await bannerStillShown(page)).toBe(false);
  });
});
