// Browser tier: second layers, ambiguous notices and controls a click cannot reach, in a rendered page
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

/** Hand-made banners autoconsent does not know, second layers, a Reject without effect, ambiguous and failing controls. */
let harness: ConsentHarness;

beforeAll(async () => {
  harness = await startConsentHarness();
});

afterAll(async () => {
  await harness?.stop();
});

describe('a library naming every part of its banner gdpr-cookie-notice-… (gdpr-cookie-notice 1.0.0 from npm)', () => {
  it('reject: the settings modal as a whole is the layer: its pre-ticked switches are unticked and reported, then "Save settings"', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://cmp-gdpr-cookie-notice.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    expect(state.firstLayerRejectAvailable).toBe(false);
    // Before: the modal's footer and each switch row were banners of their own, so "Save settings"
    // saved the switches as they were (all on): a refusal contradicted by the site's own cookie.
    expect(state.pretickedPurposes).toEqual([
      'Performance cookies',
      'Analytics cookies',
      'Marketing cookies',
    ]);
    expect(state.action).toMatchObject({
      kind: 'necessary_only',
      clickStatus: 'clicked',
      label: 'Save settings',
      layer: 'second',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
  });
});

describe('"Accept all cookies" and a "Set cookie preferences" link to a Yes / No radio page (ukcookies-settings-yes.example)', () => {
  it('reject: the link is followed, every optional question answered "No" (Yes was pre-selected, and is reported), "Save cookie settings"', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://ukcookies-settings-yes.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    // Before: a box with one decision and a link was no banner at all (no banner, nothing refused), the
    // settings layer was only ever an in-page one, and radio buttons were not read.
    expect(state.cmp).toEqual({ name: null, detectedBy: 'fallback_heuristic' });
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.pretickedPurposes).toEqual([
      'Do you want to use cookies that measure my website use?',
      'Do you want to use cookies that help with communications and marketing?',
    ]);
    expect(state.action).toMatchObject({
      kind: 'necessary_only',
      clickStatus: 'clicked',
      label: 'Save cookie settings',
      layer: 'second',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
  });
});

describe('the GOV.UK Design System banner (ukcookies-govuk.example): a choice swaps the question for a confirmation', () => {
  it('reject: the decision is "Reject analytics cookies", not the "Hide cookie message" clicked after it', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://ukcookies-govuk.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Reject analytics cookies',
      layer: 'first',
    });
    expect(state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  });
});

describe('no reject on the first layer, only "More options" (more-options.example)', () => {
  it('reject: "More options" is opened as settings, never clicked as the refusal; "Reject all" on the second layer', async () => {
    const { state, act } = await runConsentArm(
      harness,
      'https://more-options.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.cmp).toEqual({ name: null, detectedBy: 'fallback_heuristic' });
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.pretickedPurposes).toEqual([]);
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Reject all',
      layer: 'second',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
    // Opening "More options" came first and was not the decision.
    expect(act.firstClickAtMs).not.toBeNull();
    expect(act.firstClickAtMs).toBeLessThan(act.decisionAtMs ?? 0);
  });

  it('accept: "Accept all" on the first layer', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://more-options.example/',
      'after_accept',
      { action: 'accept' },
    );
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.action).toEqual({
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Accept all',
      layer: 'first',
    });
  });
});

describe('a rule that waits for a control the banner does not show (shopify-manage.example)', () => {
  it('reject: autoconsent\'s "shopify" rule waits out the missing first-layer Decline; the heuristic still has the time to refuse in "Manage preferences"', async () => {
    // The budget the action arms of a scan have left once detection has read the banner (7 s).
    const { state } = await runConsentArm(
      harness,
      'https://shopify-manage.example/',
      'after_reject',
      { action: 'reject', deadlineMs: 7_000 },
      { observeMs: 500 },
    );
    expect(state.cmp).toEqual({
      name: 'shopify',
      detectedBy: 'autoconsent',
      platform: { id: 'shopify', name: 'Shopify customer privacy banner' },
    });
    // Before: the rule's wait for #shopify-pc__banner__btn-decline used all but ~0.3 s of the budget,
    // the heuristic opened "Manage preferences" and gave up on the layer at once: flow_incomplete.
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Decline all',
      layer: 'second',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });
});

describe('a Reject that does not register (reject-noop.example)', () => {
  it('reject: the click happens, but with nothing stored the refusal stays unconfirmed', async () => {
    const { state, runtime } = await runConsentArm(
      harness,
      'https://reject-noop.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Reject all',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
      unconfirmedBecause: 'nothing_stored',
    });
    expect(runtime.limitations).toEqual([]);
  });

  it('accept: the same banner registers an acceptance', async () => {
    const { state } = await runConsentArm(harness, 'https://reject-noop.example/', 'after_accept', {
      action: 'accept',
    });
    // It stores the Cookie Notice plugin's cookie (cookie_notice_accepted=true): read as that platform's.
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });
});

const page = (
  banner: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Odd banners</title></head>
<body><main><h1>Odd banners</h1><p>A page for one-off consent banners.</p></main>${banner}</body></html>`;

const OK_ONLY =
  page(`<div id="notice" style="position:fixed;bottom:0;left:0;right:0;padding:16px;background:#eee">
<p>This site uses cookies to count visits.</p><button onclick="document.cookie='cookie_notice_ok=true;path=/';this.parentNode.remove()">Got it</button></div>`);

// The "Reject all" button vanishes as soon as the pointer reaches it: the click cannot land.
const VANISHING_REJECT =
  page(`<div id="cookie-box" role="dialog" style="position:fixed;bottom:0;left:0;right:0;padding:16px;background:#eee">
<p>We use cookies for advertising.</p><button onclick="this.parentNode.remove()">Accept all</button>
<button onpointerenter="this.remove()" onmouseenter="this.remove()">Reject all</button></div>`);

// The preferences' "Reject all" only turns the switches off (Didomi's "Disagree to all" does): nothing is
// stored and the layer stays open until "Save my choices".
const SWITCHES_ONLY_REJECT =
  page(`<div id="cookie-notice" role="dialog" aria-label="Cookies" style="position:fixed;bottom:0;left:0;right:0;padding:16px;background:#eee">
<p>We and our partners use cookies to measure the audience and personalise ads.</p>
<button id="accept-all">Accept all</button> <button id="open-prefs">Customise</button></div>
<div id="prefs" role="dialog" aria-label="Cookie preferences" style="display:none;position:fixed;top:10%;left:20%;right:20%;padding:16px;background:#fff;border:1px solid #888">
<h2>Your privacy preferences</h2>
<label><input type="checkbox" id="p-analytics" checked> Audience measurement</label><br>
<label><input type="checkbox" id="p-ads"> Personalised advertising</label><br>
<button id="reject-all">Reject all</button> <button id="save">Save my choices</button></div>
<script>
const store = (analytics, ads) => {
  document.cookie = 'site_consent=' + encodeURIComponent(JSON.stringify({ necessary: true, analytics, ads })) + '; path=/';
  document.getElementById('cookie-notice').remove();
  document.getElementById('prefs').remove();
};
document.getElementById('accept-all').onclick = () => store(true, true);
document.getElementById('open-prefs').onclick = () => { document.getElementById('prefs').style.display = 'block'; };
document.getElementById('reject-all').onclick = () => {
  for (const id of ['p-analytics', 'p-ads']) document.getElementById(id).checked = false;
};
document.getElementById('save').onclick = () =>
  store(document.getElementById('p-analytics').checked, document.getElementById('p-ads').checked);
</script>`);

// A "Functional" row that says "Always active" beside a checked box that is neither disabled nor hidden (Complianz
// hides it with a stylesheet that may not have applied yet on a busy machine; OneTrust writes the same words).
const ALWAYS_ACTIVE_ROW = SWITCHES_ONLY_REJECT.replace(
  '<h2>Your privacy preferences</h2>',
  '<h2>Your privacy preferences</h2>\n<span class="always-active"><label><input type="checkbox" id="p-functional" checked> Functional</label> Always active</span><br>',
);

// The first layer's only way on is "Learn more", whose accessible name says what it does (Didomi's notice).
const LEARN_MORE_SETTINGS = SWITCHES_ONLY_REJECT.replace(
  '<button id="open-prefs">Customise</button>',
  '<button id="open-prefs" aria-label="Learn more: Configure your preferences for consent">Learn more</button>',
).replace(
  "for (const id of ['p-analytics', 'p-ads']) document.getElementById(id).checked = false;",
  'store(false, false);',
);

// A preferences modal shown at once as the first layer (Orejime's forceModal): "Reject all" / "Accept all"
// only set the switches (the refusal one is aria-disabled while every switch is already off), "Save" stores.
const SWITCHES_FIRST_LAYER =
  page(`<div id="prefs" role="dialog" aria-modal="true" aria-label="Cookie preferences" style="position:fixed;top:10%;left:20%;right:20%;padding:16px;background:#fff;border:1px solid #888">
<h2>Information we collect</h2>
<p>We use cookies to measure our audience and to personalise ads. Choose what you allow.</p>
<button id="all-on">Accept all</button> <button id="all-off" aria-disabled="true">Reject all</button><br>
<label><input type="checkbox" id="p-analytics"> Audience measurement</label><br>
<label><input type="checkbox" id="p-ads"> Advertising</label><br>
<button id="save">Save</button></div>
<script>
const boxes = ['p-analytics', 'p-ads'].map((id) => document.getElementById(id));
const sync = () => document.getElementById('all-off').setAttribute('aria-disabled', String(boxes.every((b) => !b.checked)));
document.getElementById('all-on').onclick = () => { boxes.forEach((b) => (b.checked = true)); sync(); };
document.getElementById('all-off').onclick = () => { boxes.forEach((b) => (b.checked = false)); sync(); };
boxes.forEach((b) => (b.onchange = sync));
document.getElementById('save').onclick = () => {
  document.cookie = 'site_consent=' + encodeURIComponent(JSON.stringify({ necessary: true, analytics: boxes[0].checked, ads: boxes[1].checked })) + '; path=/';
  document.getElementById('prefs').remove();
};
</script>`);

describe('ambiguous and failing controls (pages served by the test)', () => {
  it('an "OK"-only notice asks for no decision: neither arm clicks it, and it is no banner without a refusal', async () => {
    const url = 'https://odd-banners.example/ok-only';
    const accept = await runConsentArm(
      harness,
      url,
      'after_accept',
      { action: 'accept' },
      { pages: { [url]: OK_ONLY } },
    );
    expect(accept.state.popupShown).toBe(false);
    expect(accept.state.action).toEqual({ kind: 'none', clickStatus: 'not_attempted' });
    expect(accept.act.ambiguousAcceptance).toBe(false);
    expect(accept.cookieNames).not.toContain('cookie_notice_ok');

    const reject = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: OK_ONLY } },
    );
    expect(reject.state.popupShown).toBe(false);
    expect(reject.state.firstLayerRejectAvailable).toBeNull();
    expect(reject.state.action).toEqual({ kind: 'none', clickStatus: 'not_attempted' });
    expect(reject.state.decision).toEqual({
      kind: 'none',
      registration: 'not_attempted',
      verifiedBy: [],
    });
  });

  it('a second-layer "Reject all" that only turns the switches off is followed by the layer\'s own Save: the refusal is stored and confirmed', async () => {
    const url = 'https://odd-banners.example/switches-only-reject';
    const { state } = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: SWITCHES_ONLY_REJECT } },
    );
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Reject all',
      layer: 'second',
    });
    // Before: the layer was left open with nothing stored, so a refusal the site would register was
    // unconfirmed (refusal_not_registered on a site that registers it).
    expect(state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  });

  it('a first layer that is a settings layer (switches and Save): its "Reject all" / "Accept all" that only set the switches are followed by Save, and both choices are confirmed', async () => {
    const url = 'https://odd-banners.example/switches-first-layer';
    const reject = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: SWITCHES_FIRST_LAYER } },
    );
    expect(reject.state.firstLayerRejectAvailable).toBe(true);
    expect(reject.state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Reject all',
      layer: 'first',
    });
    // Before: the layer was left open with nothing stored: refusal_not_registered on a site that
    // registers the refusal (fietsmaker.example, Orejime's forceModal in Dutch).
    expect(reject.state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    const accept = await runConsentArm(
      harness,
      url,
      'after_accept',
      { action: 'accept' },
      { pages: { [url]: SWITCHES_FIRST_LAYER } },
    );
    expect(accept.state.action).toMatchObject({ label: 'Accept all', layer: 'first' });
    expect(accept.state.decision).toMatchObject({ kind: 'acceptance', registration: 'confirmed' });
  });

  it('a checked box whose row says "Always active" is locked on, not pre-ticked; the optional one beside it is', async () => {
    const url = 'https://odd-banners.example/always-active';
    const { state } = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: ALWAYS_ACTIVE_ROW } },
    );
    expect(state.pretickedPurposes).toEqual(['Audience measurement']);
    expect(state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  });

  it('before consent, an "OK"-only cookie notice is kept as an information notice (its text, no banner); an "OK" dialog about something else is not', async () => {
    const url = 'https://odd-banners.example/ok-only';
    const { state } = await runConsentArm(
      harness,
      url,
      'before_consent',
      { action: 'none', noticeText: true },
      { pages: { [url]: OK_ONLY } },
    );
    expect(state.popupShown).toBe(false);
    expect(state.notice).toMatchObject({ source: 'information_notice', inIframe: false });
    expect(state.notice!.passages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'body', text: 'This site uses cookies to count visits.' }),
        expect.objectContaining({ role: 'control', text: 'Got it' }),
      ]),
    );
    const otherUrl = 'https://odd-banners.example/ok-session';
    const session = await runConsentArm(
      harness,
      otherUrl,
      'before_consent',
      { action: 'none', noticeText: true },
      {
        pages: {
          [otherUrl]: OK_ONLY.replace(
            'This site uses cookies to count visits.',
            'Your session expires in five minutes.',
          ),
        },
      },
    );
    expect(session.state).not.toHaveProperty('notice');
  });

  it('"Learn more" named by its aria-label as configuring preferences is opened as the settings; Reject there', async () => {
    const url = 'https://odd-banners.example/learn-more';
    const { state } = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: LEARN_MORE_SETTINGS } },
    );
    // Before: "Learn more" was no control the heuristic would open, so nothing was refused.
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Reject all',
      layer: 'second',
    });
    expect(state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  });

  it('a Reject whose click cannot land: clickStatus click_failed plus a consent_click_failed limitation, no exception', async () => {
    const url = 'https://odd-banners.example/vanishing';
    const { state, runtime, act } = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: VANISHING_REJECT } },
    );
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'click_failed',
      method: 'fallback_heuristic',
      label: 'Reject all',
      layer: 'first',
    });
    expect(state.decision.registration).toBe('not_attempted');
    expect(act.decisionAtMs).toBeNull();
    expect(runtime.limitations.map((l) => l.code)).toContain('consent_click_failed');
    expect(runtime.errors).toEqual([]);
  });
});

describe("a site's own banner: the choice stored in its own format", () => {
  /** A hand-made bottom banner; `store(code)` is the page's script keeping the choice ('x0' decline, 'x1' accept). */
  const page = (
    store: string,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fjord Fares</title></head><body>
<h1>Fjord Fares</h1><p>Ferry and rail tickets along the west coast, booked in one go.</p>
<div id="privacy-banner" role="dialog" aria-label="Cookies" style="position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:1px solid #888;padding:16px">
  <p>We use cookies to measure traffic and show relevant offers. You can accept or decline them.</p>
  <button type="button" id="decline">Decline</button> <button type="button" id="accept">Accept</button>
</div>
<script>
  const store = ${store};
  const choose = (code) => { store(code); document.getElementById('privacy-banner').remove(); };
  document.getElementById('decline').addEventListener('click', () => choose('x0'));
  document.getElementById('accept').addEventListener('click', () => choose('x1'));
</script></body></html>`;
  /** One arm on a page the test serves at `url`. */
  const runOn = (url: string, html: string, action: 'reject' | 'accept') =>
    runConsentArm(
      harness,
      url,
      action === 'reject' ? 'after_reject' : 'after_accept',
      { action },
      { pages: { [url]: html }, observeMs: 500 },
    );
  const reject = (url: string, store: string) => runOn(url, page(store), 'reject');

  it('an opaque token in a consent cookie (version, choice code, checksum): unconfirmed because stored_state_unread', async () => {
    const { state } = await reject(
      'https://opaque-choice.example/',
      "(code) => { document.cookie = 'site_consent=v2.' + code + '.' + Math.random().toString(36).slice(2, 8) + '; path=/; max-age=31536000'; }",
    );
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Decline',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
      unconfirmedBecause: 'stored_state_unread',
    });
  });

  it('a banner that slides out of view below the page (position: fixed, bottom: -300px) after the click is gone, not shown again', async () => {
    const url = 'https://slide-away.example/';
    const slideAway = page(
      "(code) => { document.cookie = 'site_consent=' + (code === 'x0' ? 'declined' : 'accepted') + '; path=/'; }",
    ).replace(
      "document.getElementById('privacy-banner').remove();",
      "const box = document.getElementById('privacy-banner'); box.style.bottom = '-300px'; box.setAttribute('aria-hidden', 'true');",
    );
    const { state } = await runOn(url, slideAway, 'reject');
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Decline',
    });
    // Before: still "visible" (only boxes off the top or the sides were out of view), so banner_shown_again.
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
  });

  it('"Got it!" beside "Opt out" is the acceptance the accept arm clicks (alone it never is: see the OK-only notice)', async () => {
    const url = 'https://got-it.example/';
    const gotIt = page(
      "(code) => { localStorage.setItem('cookie-accept-decline-panel', code === 'x0' ? 'decline' : 'accept'); }",
    )
      .replace('>Decline</button>', '>Opt Out</button>')
      .replace('>Accept</button>', '>Got It!</button>');
    const { state } = await runOn(url, gotIt, 'accept');
    expect(state.action).toMatchObject({
      kind: 'accept',
      clickStatus: 'clicked',
      label: 'Got It!',
    });
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });

  it('a Polish banner ("Odrzuć wszystkie" / "Akceptuj wszystkie") is a banner with a first-layer refusal, and Reject clicks it', async () => {
    const url = 'https://polish-banner.example/';
    const polish = page(
      "(code) => { document.cookie = 'zgoda_cookies=' + (code === 'x0' ? 'false' : 'true') + '; path=/'; }",
    )
      .replace(
        'We use cookies to measure traffic and show relevant offers. You can accept or decline them.',
        'Używamy plików cookie do analizy ruchu i wyświetlania reklam. Możesz je zaakceptować lub odrzucić.',
      )
      .replace('>Decline</button>', '>Odrzuć wszystkie</button>')
      .replace('>Accept</button>', '>Akceptuj wszystkie</button>');
    const { state } = await runOn(url, polish, 'reject');
    // Before: neither label was understood, so no banner was found and nothing was clicked.
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Odrzuć wszystkie',
    });
    expect(state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  });

  it('"declined" under a consent-named localStorage key: a confirmed refusal (the site\'s own stored state)', async () => {
    const { state } = await reject(
      'https://local-choice.example/',
      "(code) => { localStorage.setItem('cookieConsent', code === 'x0' ? 'declined' : 'accepted'); }",
    );
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });
});

describe('the platform of a banner the heuristic found, as in the GPC arm (no autoconsent)', () => {
  const gpcArm = (url: string) =>
    runConsentArm(harness, url, 'gpc_on', { action: 'none', autoconsent: false }, { gpc: true });

  it('a Cookiebot dialog (cookiebot-dialog.example): named by its container, #CybotCookiebotDialog', async () => {
    const { state, act } = await gpcArm('https://cookiebot-dialog.example/');
    expect(act.detectedBy).toBe('fallback_heuristic');
    expect(state.popupShown).toBe(true);
    // Before: no rule ran, so nothing said which CMP the banner was.
    expect(state.cmp).toEqual({
      name: null,
      detectedBy: 'fallback_heuristic',
      platform: { id: 'cookiebot', name: 'Cookiebot' },
    });
  });

  it('a hand-made banner in no platform container (more-options.example): no platform', async () => {
    const { state } = await gpcArm('https://more-options.example/');
    expect(state.popupShown).toBe(true);
    expect(state.cmp).toEqual({ name: null, detectedBy: 'fallback_heuristic' });
  });
});
