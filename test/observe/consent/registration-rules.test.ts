import { describe, expect, it } from 'vitest';
import {
  disabledDynamicCmps,
  dynamicCmpNames,
  isKnownRule,
  rulesForFrame,
} from '../../../src/observe/consent/autoconsent-rules.ts';
import { decide } from '../../../src/observe/consent/registration.ts';
import {
  oneTrustGpc,
  cookiesActedOn,
  storedVerdicts,
  unreadConsentCookies,
} from '../../../src/observe/consent/stored-state.ts';
import { decodeTcString } from '../../../src/observe/consent/tcf.ts';
import { uspOptOut } from '../../../src/observe/consent/usp.ts';
import { buildTcString } from '../../web/sites/tcf-news-gvl.ts';

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('storedVerdicts (CMP stored state, values in, verdicts out)', () => {
  it.each([
    ['cc_cookie', enc({ categories: ['necessary'], revision: 0 }), 'refusal', 'cmp_stored_state'],
    [
      'cc_cookie',
      enc({ categories: ['necessary', 'analytics', 'marketing'] }),
      'acceptance',
      'cmp_stored_state',
    ],
    ['cookieconsent_status', 'deny', 'refusal', 'cmp_stored_state'],
    ['cookieconsent_status', 'allow', 'acceptance', 'cmp_stored_state'],
    ['tarteaucitron', '!gtag=false!facebookpixel=false', 'refusal', 'cmp_stored_state'],
    ['tarteaucitron', '!gtag=true!facebookpixel=false', 'acceptance', 'cmp_stored_state'],
    [
      'CookieConsent',
      '{stamp:%27abc%27%2Cnecessary:true%2Cpreferences:false%2Cstatistics:false%2Cmarketing:false%2Cmethod:%27explicit%27}',
      'refusal',
      'cmp_stored_state',
    ],
    [
      'didomi_token',
      Buffer.from(JSON.stringify({ purposes: { enabled: [], disabled: ['analytics'] } })).toString(
        'base64',
      ),
      'refusal',
      'cmp_stored_state',
    ],
    [
      'cookieyes-consent',
      'consentid:abc,consent:no,action:yes,necessary:yes,functional:no,analytics:no,advertisement:no',
      'refusal',
      'cmp_stored_state',
    ],
    [
      'hinweis_einwilligung',
      enc({ notwendig: true, statistik: false, marketing: false }),
      'refusal',
      'consent_cookie',
    ],
    ['choix_cookies', 'refuse', 'refusal', 'consent_cookie'],
    ['site_consent', 'declined', 'refusal', 'consent_cookie'],
    ['consent_prefs', 'necessary:yes,analytics:no,ads:no', 'refusal', 'consent_cookie'],
    ['consent_prefs', 'necessary:yes,analytics:yes,ads:no', 'acceptance', 'consent_cookie'],
    ['cookie_notice_accepted', 'true', 'acceptance', 'cmp_stored_state'],
    // "Consent" in other languages names a site's own consent cookie too (Polish, Danish).
    ['zgoda_cookies', 'false', 'refusal', 'consent_cookie'],
    ['cookie_samtykke', 'true', 'acceptance', 'consent_cookie'],
    ['usprivacy', '1YYN', 'refusal', 'usp_string'],
    // GOV.UK's cookie (govuk-frontend services, govuk_publishing_components): "cookies", plural.
    [
      'cookies_policy',
      enc({ essential: true, settings: false, usage: false, campaigns: false }),
      'refusal',
      'consent_cookie',
    ],
    [
      'cookies_policy',
      enc({ essential: true, settings: true, usage: true, campaigns: true }),
      'acceptance',
      'consent_cookie',
    ],
    // The NHS website's cookie.
    [
      'nhsuk-cookie-consent',
      enc({
        necessary: true,
        preferences: false,
        statistics: false,
        marketing: false,
        consented: true,
      }),
      'refusal',
      'consent_cookie',
    ],
    // Platforms whose cookies the generic reading got wrong or could not read.
    ['__hs_opt_out', 'yes', 'refusal', 'cmp_stored_state'],
    ['__hs_opt_out', 'no', 'acceptance', 'cmp_stored_state'],
    ['__hs_cookie_cat_pref', '1:false,2:false,3:false', 'refusal', 'cmp_stored_state'],
    [
      'moove_gdpr_popup',
      enc({ strict: '1', thirdparty: '0', advanced: '0' }),
      'refusal',
      'cmp_stored_state',
    ],
    [
      'moove_gdpr_popup',
      enc({ strict: '1', thirdparty: '1', advanced: '0' }),
      'acceptance',
      'cmp_stored_state',
    ],
    // A name that records an opt-out: yes / true / 1 is the refusal.
    ['ccpa_opt_out', 'true', 'refusal', 'consent_cookie'],
    ['site_optout', 'false', 'acceptance', 'consent_cookie'],
    ['ga-disable-G-ABC123', 'true', 'refusal', 'consent_cookie'],
    ['cookies_declined', 'true', 'refusal', 'consent_cookie'],
    ['do_not_sell', '1', 'refusal', 'consent_cookie'],
    ['tracking_opt_in', 'false', 'refusal', 'consent_cookie'],
    // JSON: per-category objects, 1 / 0 flags; keys recording only an interaction are left out.
    [
      'cookie-preferences',
      enc({
        cookieOptions: [
          { id: 'functional', isEnabled: true },
          { id: 'marketing', isEnabled: false },
        ],
        isCustomised: true,
      }),
      'refusal',
      'consent_cookie',
    ],
    [
      'site_consent',
      enc({ analytics: 0, ads: '0', hasConsented: true }),
      'refusal',
      'consent_cookie',
    ],
    ['site_consent', enc({ hasConsented: true }), 'acceptance', 'consent_cookie'],
    [
      'shop_consent',
      enc({ purposes: { a: false, m: false }, display_banner: true }),
      'refusal',
      'consent_cookie',
    ],
    [
      'shop_consent',
      enc({ purposes: { a: true, m: true }, display_banner: false }),
      'acceptance',
      'consent_cookie',
    ],
    // base64 of JSON (btoa(JSON.stringify(…))), as components that keep a site-named cookie store it.
    [
      'gdpr_consent',
      Buffer.from(JSON.stringify({ choices: { necessary: true, analytics: false } })).toString(
        'base64',
      ),
      'refusal',
      'consent_cookie',
    ],
    [
      'beyonk_gdpr',
      Buffer.from(JSON.stringify({ choices: { necessary: true, analytics: true } })).toString(
        'base64',
      ),
      'acceptance',
      'cmp_stored_state',
    ],
  ])('%s → %s', (name, value, verdict, method) => {
    expect(storedVerdicts([{ name, value }])).toEqual([{ verdict, method, cookie: name }]);
  });

  it('a status cookie that a detail cookie supersedes gives no verdict beside it (EU Cookie Compliance: cookie-agreed=2 after saving only the required category)', () => {
    const saved = [
      { name: 'cookie-agreed', value: '2' },
      { name: 'cookie-agreed-categories', value: enc(['essential']) },
      { name: 'cookie-agreed-version', value: '1.0.0' },
    ];
    expect(storedVerdicts(saved)).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', cookie: 'cookie-agreed-categories' },
    ]);
    expect(unreadConsentCookies(saved, storedVerdicts(saved))).toEqual([]);
    expect(decide('refusal', [{ method: 'cmp_stored_state', verdict: 'refusal' }])).toMatchObject({
      registration: 'confirmed',
    });
    // Without the categories cookie (opt-in, or "Decline" in the categories method) it decides.
    expect(storedVerdicts([{ name: 'cookie-agreed', value: '2' }])).toEqual([
      { verdict: 'acceptance', method: 'cmp_stored_state', cookie: 'cookie-agreed' },
    ]);
    expect(
      storedVerdicts([
        { name: 'cookie-agreed', value: '2' },
        { name: 'cookie-agreed-categories', value: enc(['essential', 'analytics']) },
      ]),
    ).toEqual([
      { verdict: 'acceptance', method: 'cmp_stored_state', cookie: 'cookie-agreed-categories' },
    ]);
  });

  it('ignores cookies that are not consent state, and values it cannot read', () => {
    expect(
      storedVerdicts([
        { name: '_ga', value: 'GA1.1.123.456' },
        { name: 'sessionid', value: 'true' },
        { name: 'site_consent', value: 'x9f2' },
      ]),
    ).toEqual([]);
    expect(
      storedVerdicts([{ name: 'tarteaucitron', value: '!gtag=wait!facebookpixel=wait' }]),
    ).toEqual([]);
    expect(storedVerdicts([{ name: 'usprivacy', value: '1YNN' }])).toEqual([]);
  });

  it('reads no choice from cookies that record only that the banner was answered, or the necessary category', () => {
    const cookies = [
      { name: 'viewed_cookie_policy', value: 'yes' },
      { name: 'cookielawinfo-checkbox-necessary', value: 'yes' },
      { name: 'cookie_banner_dismissed', value: 'true' },
      // GOV.UK sets it to true after a refusal as well as after an acceptance.
      { name: 'cookies_preferences_set', value: 'true' },
      { name: 'consent_necessary', value: 'true' },
      { name: 'site_optout', value: 'maybe' },
      { name: 'site_consent', value: enc({ isCustomised: true, display_banner: false }) },
      { name: 'moove_gdpr_popup', value: enc({ strict: '1' }) },
    ];
    expect(storedVerdicts(cookies)).toEqual([]);
    // Unknown to any platform and consent-named, they still count as consent state no reader decodes;
    // the platforms' own bookkeeping cookies do not.
    expect(unreadConsentCookies(cookies, [])).toEqual([
      'cookie_banner_dismissed',
      'cookies_preferences_set',
      'consent_necessary',
      'site_optout',
      'site_consent',
      'moove_gdpr_popup',
    ]);
  });

  it("counts OneTrust's groups only once its banner was closed", () => {
    const consent = {
      name: 'OptanonConsent',
      value: 'isGpcEnabled=1&datestamp=x&groups=C0001%3A1%2CC0002%3A0%2CC0004%3A0',
    };
    expect(storedVerdicts([consent])).toEqual([]);
    expect(
      storedVerdicts([consent, { name: 'OptanonAlertBoxClosed', value: '2025-01-01' }]),
    ).toEqual([{ verdict: 'refusal', method: 'cmp_stored_state', cookie: 'OptanonConsent' }]);
    expect(oneTrustGpc([consent])).toBe(true);
    expect(oneTrustGpc([])).toBeNull();
  });

  it("counts GDPR Cookie Consent's category cookies only once viewed_cookie_policy exists", () => {
    // cookie-law-info-public.js stores every category's default state at page load, before any choice
    const defaults = [
      { name: 'cookielawinfo-checkbox-necessary', value: 'yes' },
      { name: 'cookielawinfo-checkbox-analytics', value: 'yes' },
      { name: 'cookielawinfo-checkbox-advertisement', value: 'yes' },
    ];
    expect(storedVerdicts(defaults)).toEqual([]);
    const viewed = { name: 'viewed_cookie_policy', value: 'yes' };
    expect(
      storedVerdicts([{ name: 'cookielawinfo-checkbox-non-necessary', value: 'no' }, viewed]),
    ).toEqual([
      {
        verdict: 'refusal',
        method: 'cmp_stored_state',
        cookie: 'cookielawinfo-checkbox-non-necessary',
      },
    ]);
    expect(storedVerdicts([...defaults, viewed]).map((v) => v.verdict)).toEqual([
      'acceptance',
      'acceptance',
    ]);
    const rejected = [
      { name: 'cookielawinfo-checkbox-analytics', value: 'no' },
      { name: 'viewed_cookie_policy', value: 'no' },
    ];
    expect(storedVerdicts(rejected)).toEqual([
      {
        verdict: 'refusal',
        method: 'cmp_stored_state',
        cookie: 'cookielawinfo-checkbox-analytics',
      },
    ]);
  });

  it('reads a default the platform wrote on load as the choice once the action wrote its companion', () => {
    // the page stored analytics=no at load; Reject rewrote it unchanged and wrote viewed_cookie_policy
    const analytics = { name: 'cookielawinfo-checkbox-analytics', value: 'no' };
    const viewed = { name: 'viewed_cookie_policy', value: 'no' };
    const other = { name: 'wordpress_test_cookie', value: 'WP Cookie check' };
    const acted = cookiesActedOn([analytics, viewed, other], [viewed]);
    expect(acted.map((c) => c.name)).toEqual([
      'cookielawinfo-checkbox-analytics',
      'viewed_cookie_policy',
    ]);
    expect(storedVerdicts(acted).map((v) => [v.cookie, v.verdict])).toEqual([
      ['cookielawinfo-checkbox-analytics', 'refusal'],
    ]);
    // no companion written by the action: the default alone stays no evidence
    expect(cookiesActedOn([analytics, viewed, other], [other])).toEqual([other]);
  });

  it("reads TrustArc's cookies as written on Decline All and Accept All; the implied default is no choice", () => {
    const declined = [
      { name: 'notice_behavior', value: 'expressed,eu' },
      { name: 'notice_preferences', value: '0:' },
      { name: 'notice_gdpr_prefs', value: '0:' },
      { name: 'cmapi_cookie_privacy', value: 'permit 1 required' },
      { name: 'cmapi_gtm_bl', value: 'ga-ms-ua-ta-asp-bzi-sp-awct-cts-csm-img-flc-fls-mpm-mpr' },
    ];
    const read = storedVerdicts(declined);
    expect(read).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', cookie: 'notice_preferences' },
      { verdict: 'refusal', method: 'cmp_stored_state', cookie: 'notice_gdpr_prefs' },
      { verdict: 'refusal', method: 'cmp_stored_state', cookie: 'cmapi_cookie_privacy' },
    ]);
    expect(unreadConsentCookies(declined, read)).toEqual([]);
    const accepted = [
      { name: 'notice_preferences', value: '2:' },
      { name: 'notice_gdpr_prefs', value: '0,1,2:' },
      { name: 'cmapi_cookie_privacy', value: 'permit 1,2,3' },
    ];
    expect(storedVerdicts(accepted).map((v) => v.verdict)).toEqual([
      'acceptance',
      'acceptance',
      'acceptance',
    ]);
    // Implied mode, before any click: a default, read as neither (and counted as unread).
    const implied = [{ name: 'notice_gdpr_prefs', value: '0::implied,eu' }];
    expect(storedVerdicts(implied)).toEqual([]);
  });
});

describe('unreadConsentCookies (written by the action, decoded by no reader)', () => {
  it("counts consent-named and platform cookies without a verdict; not decoded ones, other readers' or unrelated cookies", () => {
    const cookies = [
      { name: 'site_consent', value: 'v3.a1b2' },
      {
        name: 'eu-consent',
        value: encodeURIComponent(JSON.stringify({ session: true, ads: false })),
      },
      { name: 'cookie_consent', value: 'deny' },
      { name: 'usprivacy', value: '1YNN' },
      { name: 'euconsent-v2', value: 'CP0' },
      { name: '_ga', value: 'GA1.1.1.1' },
    ];
    const read = storedVerdicts(cookies);
    expect(read.map((v) => v.cookie)).toEqual(['cookie_consent']);
    expect(unreadConsentCookies(cookies, read)).toEqual(['site_consent', 'eu-consent']);
    // With the page's Orejime config the mandatory purpose is known and the cookie decodes.
    const pageConfigs = { orejime: { requiredServices: ['session'] } };
    const withConfig = storedVerdicts(cookies, pageConfigs);
    expect(unreadConsentCookies(cookies, withConfig, pageConfigs)).toEqual(['site_consent']);
  });
});

describe('decide', () => {
  it('confirms only with evidence of the wanted verdict and none against it', () => {
    expect(
      decide('refusal', [
        { method: 'tc_string', verdict: 'refusal' },
        { method: 'cmp_stored_state', verdict: 'refusal' },
      ]),
    ).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['tc_string', 'cmp_stored_state'],
    });
    expect(decide('refusal', [])).toEqual({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
      unconfirmedBecause: 'nothing_stored',
    });
    // Consent state written that no reader decodes: stored, but what it says is unknown.
    expect(decide('refusal', [], 1)).toMatchObject({
      registration: 'unconfirmed',
      unconfirmedBecause: 'stored_state_unread',
    });
    expect(
      decide(
        'refusal',
        [
          { method: 'tc_string', verdict: 'acceptance' },
          { method: 'consent_cookie', verdict: 'refusal' },
        ],
        1,
      ),
    ).toEqual({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
      unconfirmedBecause: 'contradicted',
    });
    expect(
      decide('acceptance', [{ method: 'consent_cookie', verdict: 'acceptance' }]),
    ).toMatchObject({ registration: 'confirmed', verifiedBy: ['consent_cookie'] });
    expect(decide('none', [{ method: 'consent_cookie', verdict: 'acceptance' }])).toEqual({
      kind: 'none',
      registration: 'not_attempted',
      verifiedBy: [],
    });
  });
});

describe('TC and US Privacy strings', () => {
  it('decodes a real TC string to counts (@iabtechlabtcf/core)', () => {
    expect(decodeTcString(buildTcString('reject').tcString)).toEqual({
      cmpId: 999,
      policyVersion: 5,
      purposeConsents: 0,
      purposeLegitimateInterests: 4,
      specialFeatureOptins: 0,
      vendorConsents: 0,
    });
    expect(decodeTcString(buildTcString('accept').tcString)).toMatchObject({
      purposeConsents: 11,
      specialFeatureOptins: 2,
      vendorConsents: 3,
    });
    expect(decodeTcString('not-a-tc-string')).toBeNull();
  });

  it('reads the opt-out flag of a US Privacy string', () => {
    expect(uspOptOut('1YYN')).toBe(true);
    expect(uspOptOut('1YNN')).toBe(false);
    expect(uspOptOut('1---')).toBeNull();
    expect(uspOptOut('garbage')).toBeNull();
  });
});

describe('autoconsent rules per frame', () => {
  it('sends a frame only the rules that can run there', () => {
    const top = rulesForFrame('https://news.example/', true);
    const bundle = JSON.parse(top.json) as {
      autoconsent: { name: string; runContext?: { urlPattern?: string } }[];
    };
    expect(top.count).toBeGreaterThan(150);
    expect(top.siteSpecific).toBe(0);
    expect(bundle.autoconsent.some((rule) => rule.name === 'cookieconsent3')).toBe(true);
    expect(bundle.autoconsent.every((rule) => !rule.runContext?.urlPattern)).toBe(true);
    // A site-specific rule reaches only its own site.
    expect(rulesForFrame('https://www.reddit.com/', true).siteSpecific).toBeGreaterThan(0);
    // Child frames get far fewer rules than the top frame.
    expect(rulesForFrame('https://ads.example/frame.html', false).count).toBeLessThan(10);
  });

  it('restricts to one known rule on request', () => {
    expect(rulesForFrame('https://shop.example/', true, 'cookieconsent3').count).toBe(1);
    expect(isKnownRule('cookieconsent3')).toBe(true);
    expect(isKnownRule('Onetrust')).toBe(true);
    expect(isKnownRule('no-such-cmp')).toBe(false);
    expect(disabledDynamicCmps('Onetrust')).toEqual(
      dynamicCmpNames().filter((name) => name !== 'Onetrust'),
    );
    expect(disabledDynamicCmps()).toEqual([]);
  });

  it("reads autoconsent's code-implemented CMPs from the installed package (no hand copy)", () => {
    expect(dynamicCmpNames()).toEqual([
      'TrustArc-top',
      'Cybotcookiebot',
      'Sourcepoint-frame',
      'consentmanager.net',
      'Evidon',
      'Onetrust',
      'Klaro',
      'Uniconsent',
      'Conversant',
      'tiktok.com',
      'tumblr-com',
      'Admiral',
    ]);
    expect(disabledDynamicCmps('Klaro')).not.toContain('Klaro');
    expect(disabledDynamicCmps('Klaro')).toHaveLength(11);
  });
});
