// Browser tier: a banner's visible text and policy links, read from the rendered page and nested iframes
/**
 * The banner's text as the before_consent arm reads it (notice passages and policy links), on real
 * CMP libraries, the fallback heuristic, a banner two cross-origin iframes deep, a page without a
 * banner, and a one-off page that tries to make form input and hidden text leak into the notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentNotice } from '../../../src/model/index.ts';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

let harness: ConsentHarness;

beforeAll(async () => {
  harness = await startConsentHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const texts = (notice: ConsentNotice | undefined, role?: string) =>
  (notice?.passages ?? []).filter((p) => !role || p.role === role).map((p) => p.text);

describe('notice text of real banners', () => {
  it('vanilla-cookieconsent (autoconsent): heading, the description sentence, buttons and the privacy-policy link', async () => {
    const { state, act } = await runConsentArm(
      harness,
      'https://cmp-vanilla.example/',
      'before_consent',
      { action: 'none' },
    );
    const notice = state.notice!;
    expect(notice).toMatchObject({
      source: 'autoconsent',
      frameHost: 'cmp-vanilla.example',
      inIframe: false,
      truncated: false,
    });
    expect(texts(notice, 'heading')).toEqual(['We use cookies']);
    expect(texts(notice, 'body')).toEqual([
      'We use essential cookies to run this site. With your consent we also use analytics cookies to understand how the site is used and marketing cookies to measure our ads.',
    ]);
    expect(texts(notice, 'control')).toEqual(['Accept all', 'Reject all', 'Manage preferences']);
    expect(notice.policyLinks).toEqual([
      { host: 'cmp-vanilla.example', path: '/privacy', label: 'Privacy policy' },
    ]);
    // Read before the settings layer was opened for pre-ticked boxes: its texts are not in the notice.
    expect(texts(notice).join(' ')).not.toContain('Cookie preferences');
    expect(act.timings.noticeMs).toBeGreaterThan(0);
    expect(act.timings.noticeMs).toBeLessThan(1_000);
  });

  it('German banner found by the heuristic: the policy link inside the sentence is kept by host and path', async () => {
    const { state } = await runConsentArm(harness, 'https://banner-de.example/', 'before_consent', {
      action: 'none',
    });
    const notice = state.notice!;
    expect(notice.source).toBe('fallback_heuristic');
    expect(texts(notice, 'heading')).toEqual(['Wir respektieren Ihre Privatsphäre']);
    expect(texts(notice, 'body')[0]).toContain(
      'Notwendige Cookies sind für den Betrieb der Website erforderlich.',
    );
    expect(notice.policyLinks).toEqual([
      { host: 'banner-de.example', path: '/datenschutz', label: 'Datenschutzerklärung' },
    ]);
  });

  it('a banner two cross-origin iframes deep is read in its own frame, with that frame’s host', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://nested-frames.example/',
      'before_consent',
      { action: 'none' },
    );
    const notice = state.notice!;
    expect(notice).toMatchObject({
      frameHost: 'consent-ui.example',
      inIframe: true,
      policyLinks: [],
    });
    expect(texts(notice, 'heading')).toEqual(['We value your privacy']);
    expect(texts(notice, 'body')[0]).toContain(
      'We and our partners use cookies to measure audiences and show personalised advertising.',
    );
    expect(texts(notice, 'control')).toEqual(['Reject all', 'Accept all']);
  });

  it('a page without a banner has no notice; an arm told not to read it has none either', async () => {
    const clean = await runConsentArm(harness, 'https://clean-shop.example/', 'before_consent', {
      action: 'none',
    });
    expect(clean.state.popupShown).toBe(false);
    expect(clean.state.notice).toBeUndefined();
    expect(clean.act.timings.noticeMs).toBe(0);
    const off = await runConsentArm(harness, 'https://banner-de.example/', 'before_consent', {
      action: 'none',
      noticeText: false,
      inspectSettings: false,
      screenshot: false,
    });
    expect(off.state.popupShown).toBe(true);
    expect(off.state.notice).toBeUndefined();
  });
});

const PAGE = 'https://notice-probe.example/';
const LONG = `We and 143 partners use cookies and similar technologies to store and access information on your device. ${'Partners process personal data such as identifiers and browsing data for measurement, personalised advertising and product development. '.repeat(6)}You can change your choice at any time.`;
const SECRETS = [
  'TYPED-BANNER-SECRET',
  'TYPED-PAGE-SECRET',
  'TYPED-AREA-SECRET',
  'TYPED-EDIT-SECRET',
  'ATTR-VALUE-SECRET',
  'TEXTAREA-DEFAULT-SECRET',
  'OPTION-SECRET',
  'HIDDEN-SECRET',
  'QUERY-SECRET',
  'FRAGMENT-SECRET',
];
const probePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe shop</title>
<style>#consent-banner { position: fixed; left: 0; right: 0; bottom: 0; max-height: 90vh; overflow: auto; background: #fff; padding: 12px; border-top: 1px solid #ccc; }</style></head>
<body><main><h1>Probe shop</h1><p>Boots and bags.</p>
<form id="contact"><label>Email <input type="email" name="email" value="ATTR-VALUE-SECRET@example.com"></label><textarea name="message">TEXTAREA-DEFAULT-SECRET</textarea></form></main>
<div id="consent-banner" role="dialog" aria-labelledby="consent-title">
<div id="consent-title">Your privacy matters</div>
<p>${LONG}</p>
<p>Details are in our <a href="https://legal.notice-probe.example/cookie-policy?session=QUERY-SECRET#FRAGMENT-SECRET">cookie policy</a> and the <a href="/terms">terms</a>.</p>
<p><a href="/shop">Visit the shop</a></p>
<span style="display:none">HIDDEN-SECRET</span>
<form><label>Newsletter <input type="email" id="banner-email"></label>
<textarea id="banner-note">TEXTAREA-DEFAULT-SECRET</textarea>
<select><option>OPTION-SECRET</option></select></form>
<div id="banner-edit" contenteditable="true">Notes</div>
<button type="button">Reject all</button><button type="button">Accept all</button>
<input type="button" value="Save choices">
</div>
</body></html>`;

describe('a one-off banner: caps and nothing a visitor typed', () => {
  it('cuts the long passage at 600 characters, keeps the policy link without its query, and never reads form input', async () => {
    const { state } = await runConsentArm(
      harness,
      PAGE,
      'before_consent',
      { action: 'none', inspectSettings: false, screenshot: false },
      {
        pages: { [PAGE]: probePage },
        beforeAct: async (page) => {
          await page.fill('#banner-email', 'TYPED-BANNER-SECRET@example.com');
          await page.fill('#banner-note', 'TYPED-AREA-SECRET');
          await page.fill('[name=email]', 'TYPED-PAGE-SECRET@example.com');
          await page.click('#banner-edit');
          await page.keyboard.type(' TYPED-EDIT-SECRET');
        },
      },
    );
    const notice = state.notice!;
    expect(notice.source).toBe('fallback_heuristic');
    expect(notice.frameHost).toBe('notice-probe.example');
    // The dialog's aria-labelledby title is its heading.
    expect(notice.passages[0]).toEqual({
      role: 'heading',
      text: 'Your privacy matters',
      truncated: false,
    });
    const long = notice.passages[1]!;
    expect(long.role).toBe('body');
    expect(long.truncated).toBe(true);
    expect(Array.from(long.text).length).toBeLessThanOrEqual(600);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.text.startsWith('We and 143 partners use cookies and similar technologies')).toBe(
      true,
    );
    expect(notice.truncated).toBe(true);
    expect(texts(notice, 'body')).toContain('Details are in our cookie policy and the terms.');
    expect(texts(notice, 'link')).toEqual(['Visit the shop']);
    expect(texts(notice, 'control')).toEqual(['Reject all', 'Accept all', 'Save choices']);
    // Only the policy link, by host and path: no query, no fragment, not the terms or the shop.
    expect(notice.policyLinks).toEqual([
      { host: 'legal.notice-probe.example', path: '/cookie-policy', label: 'cookie policy' },
    ]);
    const serialized = JSON.stringify(state);
    for (const secret of SECRETS) expect(serialized).not.toContain(secret);
    expect(serialized).not.toContain('Notes');
  });
});
