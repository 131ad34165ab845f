import { describe, expect, it } from 'vitest';
import type {
  CookieCatalogEntry,
  CookieMatchKind,
  CookiePurpose,
} from '../../src/catalog/cookie-catalog.ts';
import { cookieCatalogEntries } from '../../src/catalog/cookie-catalog.ts';
import {
  UNKNOWN_COOKIE,
  classifyCookie,
  createCookieClassifier,
} from '../../src/classify/cookie-purpose.ts';
import { registrableDomainOf } from '../../src/classify/party.ts';

type Row = [
  name: string,
  domain: string | null,
  vendor: string,
  purpose: CookiePurpose,
  essential: boolean,
  matched: CookieMatchKind,
];

// Every name the catalogue must know, with the values it must return. `domain` is the cookie's Domain
// attribute (null: a first-party cookie of example.com).
const KNOWN: Row[] = [
  // Google Analytics / GA4
  ['_ga', null, 'Google Analytics', 'analytics', false, 'exact'],
  ['_ga_ABC123', null, 'Google Analytics', 'analytics', false, 'prefix'],
  ['_gid', null, 'Google Analytics', 'analytics', false, 'exact'],
  ['_gat', null, 'Google Analytics', 'analytics', false, 'prefix'],
  ['_gat_UA-12345-1', null, 'Google Analytics', 'analytics', false, 'prefix'],
  ['_gat_gtag_UA_12345_1', null, 'Google Analytics', 'analytics', false, 'prefix'],
  ['__utma', null, 'Google Analytics', 'analytics', false, 'exact'],
  ['__utmz', null, 'Google Analytics', 'analytics', false, 'exact'],
  ['__utmk', null, 'Google Analytics', 'analytics', false, 'prefix'],
  ['AMP_TOKEN', null, 'Google Analytics', 'analytics', false, 'exact'],
  // Google Ads / DoubleClick; Google's own domains (their vendor: Google APIs); YouTube
  ['_gcl_au', null, 'Google Ads', 'advertising', false, 'exact'],
  ['_gcl_aw', null, 'Google Ads', 'advertising', false, 'exact'],
  ['_gcl_ag', null, 'Google Ads', 'advertising', false, 'prefix'],
  ['IDE', '.doubleclick.net', 'Google Ads', 'advertising', false, 'exact'],
  ['test_cookie', '.doubleclick.net', 'Google Ads', 'advertising', false, 'exact'],
  ['DSID', '.doubleclick.net', 'Google Ads', 'advertising', false, 'exact'],
  ['NID', '.google.com', 'Google APIs', 'advertising', false, 'exact'],
  ['AEC', '.google.com', 'Google APIs', 'security', true, 'exact'],
  ['__Secure-3PSID', '.google.com', 'Google APIs', 'advertising', false, 'prefix'],
  ['__Secure-3PSIDCC', '.google.de', 'Google APIs', 'advertising', false, 'prefix'],
  ['__Secure-3PAPISID', '.youtube.com', 'YouTube', 'advertising', false, 'prefix'],
  ['SOCS', '.google.com', 'Google APIs', 'consent_management', true, 'exact'],
  // Meta
  ['_fbp', null, 'Meta', 'advertising', false, 'exact'],
  ['_fbc', null, 'Meta', 'advertising', false, 'exact'],
  ['fr', '.facebook.com', 'Meta', 'advertising', false, 'exact'],
  ['datr', '.facebook.com', 'Meta', 'social_media', false, 'exact'],
  // Hotjar
  ['_hjSessionUser_1234567', null, 'Hotjar', 'analytics', false, 'prefix'],
  ['_hjSession_1234567', null, 'Hotjar', 'analytics', false, 'prefix'],
  ['_hjid', null, 'Hotjar', 'analytics', false, 'exact'],
  ['_hjAbsoluteSessionInProgress', null, 'Hotjar', 'analytics', false, 'exact'],
  ['_hjFirstSeen', null, 'Hotjar', 'analytics', false, 'exact'],
  ['_hjIncludedInSessionSample', null, 'Hotjar', 'analytics', false, 'prefix'],
  ['_hjIncludedInSessionSample_1234567', null, 'Hotjar', 'analytics', false, 'prefix'],
  ['_hjIncludedInPageviewSample', null, 'Hotjar', 'analytics', false, 'exact'],
  ['_hjRecordingEnabled', null, 'Hotjar', 'session_replay', false, 'exact'],
  ['_hjSomethingNew', null, 'Hotjar', 'analytics', false, 'prefix'],
  // Microsoft Clarity / Bing: MUID and its helpers take the product of the domain that sets them
  ['_clck', null, 'Microsoft Clarity', 'session_replay', false, 'exact'],
  ['_clsk', null, 'Microsoft Clarity', 'session_replay', false, 'exact'],
  ['CLID', 'www.clarity.ms', 'Microsoft Clarity', 'session_replay', false, 'exact'],
  ['MUID', '.bing.com', 'Microsoft Advertising', 'advertising', false, 'exact'],
  ['MUID', '.clarity.ms', 'Microsoft Clarity', 'advertising', false, 'exact'],
  ['MR', '.c.bing.com', 'Microsoft Advertising', 'advertising', false, 'exact'],
  ['SM', '.c.clarity.ms', 'Microsoft Clarity', 'advertising', false, 'exact'],
  ['ANONCHK', '.c.clarity.ms', 'Microsoft Clarity', 'advertising', false, 'exact'],
  ['_uetsid', null, 'Microsoft Advertising', 'advertising', false, 'exact'],
  ['_uetvid', null, 'Microsoft Advertising', 'advertising', false, 'exact'],
  ['_uetmsdns', null, 'Microsoft Advertising', 'advertising', false, 'prefix'],
  // LinkedIn
  ['li_sugr', '.linkedin.com', 'LinkedIn', 'advertising', false, 'exact'],
  ['bcookie', '.linkedin.com', 'LinkedIn', 'social_media', false, 'exact'],
  ['lidc', '.linkedin.com', 'LinkedIn', 'functional', false, 'exact'],
  ['UserMatchHistory', '.linkedin.com', 'LinkedIn', 'advertising', false, 'exact'],
  ['AnalyticsSyncHistory', '.linkedin.com', 'LinkedIn', 'analytics', false, 'exact'],
  ['li_gc', '.linkedin.com', 'LinkedIn', 'consent_management', true, 'exact'],
  ['bscookie', '.www.linkedin.com', 'LinkedIn', 'security', true, 'exact'],
  ['li_fat_id', null, 'LinkedIn', 'advertising', false, 'exact'],
  ['lang', '.linkedin.com', 'LinkedIn', 'functional', false, 'exact'],
  ['li_theme', '.www.linkedin.com', 'LinkedIn', 'social_media', false, 'prefix'],
  // HubSpot
  ['__hstc', null, 'HubSpot', 'analytics', false, 'exact'],
  ['hubspotutk', null, 'HubSpot', 'analytics', false, 'exact'],
  ['__hssc', null, 'HubSpot', 'analytics', false, 'exact'],
  ['__hssrc', null, 'HubSpot', 'analytics', false, 'exact'],
  ['messagesUtk', null, 'HubSpot', 'functional', false, 'exact'],
  // TikTok
  ['_ttp', null, 'TikTok', 'advertising', false, 'exact'],
  ['_tt_enable_cookie', null, 'TikTok', 'advertising', false, 'exact'],
  ['tt_webid_v2', '.tiktok.com', 'TikTok', 'advertising', false, 'prefix'],
  ['tt_csrf_token', '.tiktok.com', 'TikTok', 'security', true, 'exact'],
  // X / Twitter
  ['personalization_id', '.twitter.com', 'X (Twitter)', 'advertising', false, 'exact'],
  ['personalization_id', '.x.com', 'X (Twitter)', 'advertising', false, 'exact'],
  ['guest_id', '.twitter.com', 'X (Twitter)', 'advertising', false, 'prefix'],
  ['guest_id_ads', '.x.com', 'X (Twitter)', 'advertising', false, 'prefix'],
  ['guest_id_marketing', '.x.com', 'X (Twitter)', 'advertising', false, 'prefix'],
  ['muc_ads', '.twitter.com', 'X (Twitter)', 'advertising', false, 'exact'],
  // Pinterest, Snapchat
  ['_pinterest_ct_ua', '.ct.pinterest.com', 'Pinterest', 'advertising', false, 'exact'],
  ['_pin_unauth', null, 'Pinterest', 'advertising', false, 'exact'],
  ['_derived_epik', null, 'Pinterest', 'advertising', false, 'exact'],
  ['_scid', null, 'Snapchat', 'advertising', false, 'exact'],
  ['sc_at', '.snapchat.com', 'Snapchat', 'advertising', false, 'exact'],
  // Yandex
  ['_ym_uid', null, 'Yandex Metrica', 'analytics', false, 'exact'],
  ['_ym_d', null, 'Yandex Metrica', 'analytics', false, 'exact'],
  ['_ym_isad', null, 'Yandex Metrica', 'analytics', false, 'exact'],
  ['_ym_visorc', null, 'Yandex Metrica', 'session_replay', false, 'exact'],
  ['yandexuid', '.yandex.ru', 'Yandex Metrica', 'advertising', false, 'exact'],
  // Adobe
  ['s_cc', null, 'Adobe Experience Cloud', 'analytics', false, 'exact'],
  ['s_sq', null, 'Adobe Experience Cloud', 'analytics', false, 'exact'],
  [
    'AMCV_0123456789ABCDEF%40AdobeOrg',
    null,
    'Adobe Experience Cloud',
    'analytics',
    false,
    'prefix',
  ],
  [
    'AMCVS_0123456789ABCDEF%40AdobeOrg',
    null,
    'Adobe Experience Cloud',
    'analytics',
    false,
    'prefix',
  ],
  [
    'kndctr_0123ABCD_AdobeOrg_consent',
    null,
    'Adobe Experience Cloud',
    'consent_management',
    true,
    'regex',
  ],
  [
    'kndctr_0123ABCD_AdobeOrg_identity',
    null,
    'Adobe Experience Cloud',
    'analytics',
    false,
    'regex',
  ],
  ['demdex', '.demdex.net', 'Adobe Experience Cloud', 'advertising', false, 'exact'],
  ['dpm', '.dpm.demdex.net', 'Adobe Experience Cloud', 'advertising', false, 'exact'],
  // Ad tech
  ['cto_bundle', null, 'Criteo', 'advertising', false, 'exact'],
  ['uid', '.criteo.com', 'Criteo', 'advertising', false, 'exact'],
  ['uid', '.adform.net', 'Adform', 'advertising', false, 'exact'],
  ['t_gid', '.taboola.com', 'Taboola', 'advertising', false, 'exact'],
  ['trc_cookie_storage', null, 'Taboola', 'advertising', false, 'exact'],
  ['obuid', '.outbrain.com', 'Outbrain', 'advertising', false, 'exact'],
  ['uuid2', '.adnxs.com', 'Xandr (AppNexus)', 'advertising', false, 'exact'],
  ['anj', '.adnxs.com', 'Xandr (AppNexus)', 'advertising', false, 'exact'],
  ['__qca', null, 'Quantcast', 'advertising', false, 'exact'],
  ['mc', '.quantserve.com', 'Quantcast', 'advertising', false, 'exact'],
  // Product analytics
  ['ajs_anonymous_id', null, 'Segment', 'analytics', false, 'exact'],
  ['ajs_user_id', null, 'Segment', 'analytics', false, 'exact'],
  ['mp_0123456789abcdef0123456789abcdef_mixpanel', null, 'Mixpanel', 'analytics', false, 'regex'],
  ['AMP_a1b2c3d4e5', null, 'Amplitude', 'analytics', false, 'prefix'],
  ['AMP_MKTG_a1b2c3d4e5', null, 'Amplitude', 'analytics', false, 'prefix'],
  ['amp_a1b2c3', null, 'Amplitude', 'analytics', false, 'regex'],
  ['_pk_id.1.1fff', null, 'Matomo', 'analytics', false, 'prefix'],
  ['_pk_ses.1.1fff', null, 'Matomo', 'analytics', false, 'prefix'],
  ['optimizelyEndUserId', null, 'Optimizely', 'analytics', false, 'exact'],
  ['_vwo_uuid_v2', null, 'VWO', 'analytics', false, 'exact'],
  ['_vwo_uuid', null, 'VWO', 'analytics', false, 'exact'],
  ['_vis_opt_s', null, 'VWO', 'analytics', false, 'prefix'],
  ['_vis_opt_exp_12_combi', null, 'VWO', 'analytics', false, 'prefix'],
  ['_ceir', null, 'Crazy Egg', 'analytics', false, 'exact'],
  ['is_returning', null, 'Crazy Egg', 'analytics', false, 'exact'],
  // Session replay
  ['fs_uid', null, 'FullStory', 'session_replay', false, 'exact'],
  ['mf_user', null, 'Mouseflow', 'session_replay', false, 'exact'],
  ['mf_0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d', null, 'Mouseflow', 'session_replay', false, 'regex'],
  ['SL_C_23361dd035530_SID', null, 'Smartlook', 'session_replay', false, 'prefix'],
  ['_lo_uid', null, 'Lucky Orange', 'session_replay', false, 'exact'],
  ['_lo_np_1234', null, 'Lucky Orange', 'session_replay', false, 'prefix'],
  // Chat and support widgets
  ['intercom-id-abc123', null, 'Intercom', 'functional', false, 'prefix'],
  ['intercom-session-abc123', null, 'Intercom', 'functional', false, 'prefix'],
  ['driftt_aid', null, 'Drift', 'functional', false, 'exact'],
  ['__zlcmid', null, 'Zendesk', 'functional', false, 'exact'],
  // Security and infrastructure
  ['__cf_bm', null, 'Cloudflare', 'security', true, 'exact'],
  ['cf_clearance', null, 'Cloudflare', 'security', true, 'exact'],
  ['_cfuvid', null, 'Cloudflare', 'security', true, 'exact'],
  ['ak_bmsc', null, 'Akamai', 'security', true, 'exact'],
  ['bm_sv', null, 'Akamai', 'security', true, 'exact'],
  ['_abck', null, 'Akamai', 'security', true, 'exact'],
  ['AWSALB', null, 'AWS Elastic Load Balancing', 'strictly_necessary', true, 'exact'],
  ['AWSALBCORS', null, 'AWS Elastic Load Balancing', 'strictly_necessary', true, 'exact'],
  ['__stripe_mid', null, 'Stripe', 'security', true, 'exact'],
  ['__stripe_sid', null, 'Stripe', 'security', true, 'exact'],
  ['m', '.m.stripe.com', 'Stripe', 'security', true, 'exact'],
  // Sessions of web frameworks
  ['PHPSESSID', null, 'PHP', 'strictly_necessary', true, 'exact'],
  ['JSESSIONID', null, 'Java Servlet', 'strictly_necessary', true, 'exact'],
  ['ASP.NET_SessionId', null, 'ASP.NET', 'strictly_necessary', true, 'exact'],
  ['ASPSESSIONIDQACTBSDA', null, 'ASP.NET', 'strictly_necessary', true, 'prefix'],
  ['connect.sid', null, 'Express', 'strictly_necessary', true, 'exact'],
  ['sessionid', null, 'Django', 'strictly_necessary', true, 'exact'],
  ['csrftoken', null, 'Django', 'security', true, 'exact'],
  ['XSRF-TOKEN', null, 'Laravel', 'security', true, 'exact'],
  ['laravel_session', null, 'Laravel', 'strictly_necessary', true, 'exact'],
  [
    'wordpress_logged_in_0123456789abcdef0123456789abcdef',
    null,
    'WordPress',
    'strictly_necessary',
    true,
    'prefix',
  ],
  [
    'wordpress_0123456789abcdef0123456789abcdef',
    null,
    'WordPress',
    'strictly_necessary',
    true,
    'regex',
  ],
  ['wp-settings-1', null, 'WordPress', 'functional', false, 'prefix'],
  ['wp-settings-time-1', null, 'WordPress', 'functional', false, 'prefix'],
  ['__Host-csrf', null, 'Generic web framework', 'security', true, 'regex'],
  ['_csrf', null, 'Generic web framework', 'security', true, 'regex'],
  ['__Host-next-auth.csrf-token', null, 'Auth.js (NextAuth)', 'security', true, 'regex'],
  [
    '__Secure-next-auth.session-token',
    null,
    'Auth.js (NextAuth)',
    'strictly_necessary',
    true,
    'regex',
  ],
  // Shopify
  ['_shopify_y', null, 'Shopify', 'analytics', false, 'exact'],
  ['_shopify_s', null, 'Shopify', 'analytics', false, 'exact'],
  ['cart', null, 'Shopify', 'strictly_necessary', true, 'exact'],
  ['secure_customer_sig', null, 'Shopify', 'strictly_necessary', true, 'exact'],
  ['_tracking_consent', null, 'Shopify', 'consent_management', true, 'exact'],
  // Website builders' own cookies (Squarespace's visitor analytics waits for consent under its restrictive policy).
  ['ss_cvr', null, 'Squarespace', 'analytics', false, 'exact'],
  ['ss_cvt', null, 'Squarespace', 'analytics', false, 'exact'],
  ['crumb', null, 'Squarespace', 'security', true, 'exact'],
  ['ss_performanceCookiesAllowed', null, 'Squarespace', 'consent_management', true, 'exact'],
  ['consent-policy', null, 'Wix', 'consent_management', true, 'exact'],
  ['svSession', null, 'Wix', 'strictly_necessary', true, 'exact'],
  // Consent management platforms
  ['OptanonConsent', null, 'OneTrust', 'consent_management', true, 'exact'],
  ['OptanonAlertBoxClosed', null, 'OneTrust', 'consent_management', true, 'exact'],
  ['CookieConsent', null, 'Cookiebot', 'consent_management', true, 'exact'],
  ['cc_cookie', null, 'vanilla-cookieconsent', 'consent_management', true, 'exact'],
  ['tarteaucitron', null, 'tarteaucitron.js', 'consent_management', true, 'exact'],
  ['cookieconsent_status', null, 'Osano', 'consent_management', true, 'exact'],
  ['euconsent-v2', null, 'IAB TCF', 'consent_management', true, 'exact'],
  ['usprivacy', null, 'IAB CCPA', 'consent_management', true, 'exact'],
  ['__gpp', null, 'IAB GPP', 'consent_management', true, 'exact'],
  ['didomi_token', null, 'Didomi', 'consent_management', true, 'exact'],
  ['uc_settings', null, 'Usercentrics', 'consent_management', true, 'exact'],
  ['uc_user_interaction', null, 'Usercentrics', 'consent_management', true, 'exact'],
  ['cmplz_marketing', null, 'Complianz', 'consent_management', true, 'prefix'],
  ['cmplz_banner-status', null, 'Complianz', 'consent_management', true, 'prefix'],
  ['borlabs-cookie', null, 'Borlabs Cookie', 'consent_management', true, 'exact'],
  ['klaro', null, 'Klaro', 'consent_management', true, 'exact'],
  ['CookieScriptConsent', null, 'Cookie-Script', 'consent_management', true, 'exact'],
  ['_iub_cs-12345678', null, 'iubenda', 'consent_management', true, 'prefix'],
  ['notice_behavior', null, 'TrustArc', 'consent_management', true, 'exact'],
  ['notice_gdpr_prefs', null, 'TrustArc', 'consent_management', true, 'exact'],
  ['consentUUID', null, 'Sourcepoint', 'consent_management', true, 'exact'],
  ['consentDate', null, 'Sourcepoint', 'consent_management', true, 'exact'],
  ['axeptio_cookies', null, 'Axeptio', 'consent_management', true, 'prefix'],
  ['axeptio_authorized_vendors', null, 'Axeptio', 'consent_management', true, 'prefix'],
  ['FCCDCF', null, 'Google Funding Choices', 'consent_management', true, 'exact'],
];

describe('classifyCookie — catalogue names', () => {
  it.each(KNOWN)('%s (%s) → %s / %s', (name, domain, vendor, purpose, essential, matched) => {
    const result = classifyCookie({
      name,
      domain: domain ?? undefined,
      siteRegistrableDomain: 'example.com',
    });
    expect({
      vendor: result.vendor,
      purpose: result.purpose,
      essential: result.essential,
      matched: result.matched,
    }).toEqual({
      vendor,
      purpose,
      essential,
      matched,
    });
    expect(result.catalogId).toMatch(/^[a-z0-9-]+\.[a-z0-9-]+$/);
  });

  it('classifies the GA4 property cookie and the OneTrust consent cookie exactly', () => {
    expect(classifyCookie({ name: '_ga_ABC123', domain: '.example.com' })).toEqual({
      purpose: 'analytics',
      vendor: 'Google Analytics',
      essential: false,
      matched: 'prefix',
      catalogId: 'google-analytics.ga-prefix',
    });
    expect(classifyCookie({ name: 'OptanonConsent', domain: 'www.example.com' })).toEqual({
      purpose: 'consent_management',
      vendor: 'OneTrust',
      essential: true,
      matched: 'exact',
      catalogId: 'onetrust.optanonconsent',
    });
  });
});

describe('classifyCookie — unknown is not tracking', () => {
  it.each([
    'foo',
    'my_app_pref',
    'theme',
    'session_token_xyz',
    'visitor',
    'userPrefs',
    'x',
    '_GA',
    'phpsessid',
    'optanonconsent',
  ])('%s → unknown', (name) => {
    expect(classifyCookie({ name, domain: '.example.com' })).toEqual(UNKNOWN_COOKIE);
  });

  it('returns unknown for an empty name', () => {
    expect(classifyCookie({ name: '' })).toBe(UNKNOWN_COOKIE);
  });

  it('does not attribute generic names outside their vendor domains', () => {
    const cases: [string, string][] = [
      ['uid', '.example.com'],
      ['uid', 'shop.example.co.uk'],
      ['uid', '.criteo.com.evil.net'],
      ['lang', '.example.com'],
      ['m', '.example.com'],
      ['i', '.example.com'],
      ['sess', '.example.com'],
      ['mc', '.example.com'],
      ['fr', '.example.fr'],
      ['IDE', '.example.com'],
      ['IDE', 'doubleclick.net.evil.com'],
      ['test_cookie', '.example.com'],
      ['NID', '.notgoogle.com'],
      ['PREF', '.example.com'],
      ['bcookie', '.example.com'],
      ['li_theme', '.example.com'],
      ['guest_id', '.example.com'],
      ['ar_debug', '.example.com'],
    ];
    for (const [name, domain] of cases) {
      expect(
        classifyCookie({ name, domain, siteRegistrableDomain: 'example.com' }),
        `${name}@${domain}`,
      ).toEqual(UNKNOWN_COOKIE);
    }
  });

  it('uses the site domain when the cookie has no domain', () => {
    expect(classifyCookie({ name: 'uid', siteRegistrableDomain: 'example.com' })).toEqual(
      UNKNOWN_COOKIE,
    );
    expect(classifyCookie({ name: 'uid', siteRegistrableDomain: 'criteo.com' }).vendor).toBe(
      'Criteo',
    );
    expect(classifyCookie({ name: 'uid' })).toEqual(UNKNOWN_COOKIE);
  });

  it('tells apart the same name on different vendor domains', () => {
    expect(classifyCookie({ name: 'ar_debug', domain: '.doubleclick.net' }).vendor).toBe(
      'Google Ads',
    );
    expect(classifyCookie({ name: 'ar_debug', domain: '.pinterest.com' }).vendor).toBe('Pinterest');
  });

  it('falls through to the generic CSRF rule when a scoped exact entry does not apply', () => {
    const result = classifyCookie({ name: 'tt_csrf_token', domain: '.example.com' });
    expect(result).toMatchObject({
      vendor: 'Generic web framework',
      purpose: 'security',
      matched: 'regex',
    });
  });
});

describe('createCookieClassifier — precedence', () => {
  const entry = (
    id: string,
    pattern: string,
    match: CookieMatchKind,
    purpose: CookiePurpose,
    domains?: string[],
  ): CookieCatalogEntry => ({
    id: `test.${id}`,
    pattern,
    match,
    vendor: `V-${id}`,
    purpose,
    essential: purpose === 'strictly_necessary',
    description: 'Test entry.',
    ...(domains ? { domains } : {}),
  });
  const classify = createCookieClassifier([
    entry('short', 'ab', 'prefix', 'analytics'),
    entry('long', 'abc_', 'prefix', 'advertising'),
    entry('exact', 'abc_exact', 'exact', 'strictly_necessary'),
    entry('regex', 'abc_[0-9]+', 'regex', 'functional'),
    entry('scoped-exact', 'abc_exact', 'exact', 'security', ['vendor.example']),
    entry('scoped-prefix', 'abc_', 'prefix', 'session_replay', ['vendor.example']),
  ]);

  it('exact beats regex and prefix', () => {
    expect(classify({ name: 'abc_exact', domain: 'site.example' }).catalogId).toBe('test.exact');
  });
  it('a domain-scoped entry beats an unscoped one of the same kind on its domain', () => {
    expect(classify({ name: 'abc_exact', domain: 'a.vendor.example' }).catalogId).toBe(
      'test.scoped-exact',
    );
    expect(classify({ name: 'abc_zzz', domain: 'a.vendor.example' }).catalogId).toBe(
      'test.scoped-prefix',
    );
  });
  it('regex beats prefix', () => {
    expect(classify({ name: 'abc_42', domain: 'site.example' })).toMatchObject({
      catalogId: 'test.regex',
      matched: 'regex',
    });
  });
  it('regexes are anchored at both ends', () => {
    expect(classify({ name: 'abc_42x', domain: 'site.example' }).catalogId).toBe('test.long');
    expect(classify({ name: 'xabc_42', domain: 'site.example' })).toEqual(UNKNOWN_COOKIE);
  });
  it('the longer prefix beats the shorter', () => {
    expect(classify({ name: 'abc_zzz', domain: 'site.example' }).catalogId).toBe('test.long');
    expect(classify({ name: 'abz', domain: 'site.example' }).catalogId).toBe('test.short');
    expect(classify({ name: 'ab', domain: 'site.example' }).catalogId).toBe('test.short');
  });
});

describe('registrableDomainOf', () => {
  it.each([
    ['.doubleclick.net', 'doubleclick.net'],
    ['WWW.Example.CO.UK', 'example.co.uk'],
    ['stats.g.doubleclick.net.', 'doubleclick.net'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['alice.github.io', 'alice.github.io'],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(registrableDomainOf(input)).toBe(expected);
  });
});

// Bounds against a pathological pattern (catastrophic backtracking takes seconds to minutes), not speed
// measurements: those are benchmarks. Under CI's load 10,000 classifications took 843 ms once.
describe('classifyCookie — no pathological patterns', () => {
  it('classifies 10,000 cookies in bounded time', () => {
    const names = cookieCatalogEntries.map((e) =>
      e.match === 'regex' ? 'unmatched_regex_name' : e.pattern + (e.match === 'prefix' ? 'x1' : ''),
    );
    const cookies = Array.from({ length: 10_000 }, (_, i) => ({
      name: i % 3 === 0 ? `custom_cookie_${i}` : names[i % names.length]!,
      domain: i % 2 === 0 ? '.example.com' : `.tracker${i % 50}.example.net`,
      siteRegistrableDomain: 'example.com',
    }));
    classifyCookie(cookies[0]!); // compile once
    const start = performance.now();
    let known = 0;
    for (const cookie of cookies) if (classifyCookie(cookie).purpose !== 'unknown') known++;
    const elapsed = performance.now() - start;
    expect(known).toBeGreaterThan(4_000);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('stays fast on a hostile, very long name', () => {
    const name = 'a'.repeat(4096) + '!';
    const start = performance.now();
    expect(classifyCookie({ name })).toEqual(UNKNOWN_COOKIE);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
