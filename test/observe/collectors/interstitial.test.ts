// Browser tier: the interstitial check is a script evaluated against a real DOM (selectors, innerText, the document title)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DETECT_INTERSTITIAL } from '../../../src/observe/collectors/interstitial.ts';
import { launchChromium, type LaunchedChromium } from '../../../src/observe/launch.ts';

let chromium: LaunchedChromium;
let page: Page;

beforeAll(async () => {
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  // No network: the frames' src attributes are what the check reads.
  await page.route('**/*', (route) => route.abort());
});

afterAll(async () => {
  await chromium?.close();
});

async function verdict(html: string): Promise<unknown> {
  await page.setContent(html);
  return page.evaluate(DETECT_INTERSTITIAL);
}

const ARTICLE = Array.from(
  { length: 12 },
  (_, i) =>
    `<article><h2><a href="/news/${i}">Council approves the ferry timetable ${i}</a></h2><p>The estuary towns will keep the winter sailings after a vote on Tuesday night, with the harbour board paying for the extra crossings from its reserves until the spring review.</p></article>`,
).join('\n');

const TURNSTILE_FRAME =
  '<iframe src="https://challenges.cloudflare.com/cdn-cgi/challenge-platform/h/b/turnstile/if/ov2/av0/rcv0/0/ab1cd/0x4AAAAAAAB9kqZ3TdWm8Lx1/light/fbE/new/normal/auto/" title="Widget containing a Cloudflare security challenge"></iframe>';

describe('DETECT_INTERSTITIAL (bot walls and captcha gates standing in for the site)', () => {
  it('a Cloudflare Turnstile widget in a newsletter form of a full page is no interstitial', async () => {
    // A news site whose sign-up form is protected by Turnstile: its frame comes from
    // challenges.cloudflare.com, as a challenge page's does, but the site is all there.
    expect(
      await verdict(`<title>Tidewater Journal</title><main>${ARTICLE}</main>
<form action="/newsletter" method="post"><input type="email" name="email"><div class="cf-turnstile" data-sitekey="0x4AAAAAAAB9kqZ3TdWm8Lx1">${TURNSTILE_FRAME}</div><button>Sign up</button></form>`),
    ).toBe(null);
  });

  it('a reCAPTCHA checkbox on a full checkout page is no interstitial either', async () => {
    expect(
      await verdict(`<title>Checkout</title><main>${ARTICLE}</main>
<div class="g-recaptcha"><iframe src="https://www.google.com/recaptcha/api2/anchor?k=6Lc"></iframe></div>`),
    ).toBe(null);
  });

  it('Cloudflare’s challenge page with the same Turnstile frame is a bot wall (its title)', async () => {
    expect(
      await verdict(`<title>Just a moment...</title><div class="main-wrapper"><h1>tidewater-journal.example</h1>
<p>Verify you are human by completing the action below.</p><div id="turnstile-wrapper">${TURNSTILE_FRAME}</div>
<p>tidewater-journal.example needs to review the security of your connection before proceeding.</p></div>`),
    ).toBe('bot_wall');
  });

  it('a sparse page that asks to verify a human around a Turnstile frame is a captcha gate', async () => {
    expect(
      await verdict(
        `<title>Security check</title><h1>One more step</h1><p>Verify you are human to continue to the shop.</p>${TURNSTILE_FRAME}`,
      ),
    ).toBe('captcha');
  });
});
