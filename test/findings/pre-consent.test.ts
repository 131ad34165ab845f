import { describe, expect, it } from 'vitest';
import { check as preConsentTracking } from '../../src/findings/checks/pre-consent-tracking.ts';
import { check as preConsentCookies } from '../../src/findings/checks/pre-consent-nonessential-cookies.ts';
import { check as withoutMechanism } from '../../src/findings/checks/tracking-without-consent-mechanism.ts';
import { projectEvidence } from '../../src/projection/sanitize.ts';
import { buildScan, cookie, judge, noMechanism, request } from './observation-builder.ts';

const GA = request('www.google-analytics.com', {
  path: '/g/collect',
  resourceType: 'ping',
  tMs: 420,
});
const META = request('connect.facebook.net', { path: '/en_US/fbevents.js', tMs: 380 });

describe('pre_consent_tracking', () => {
  it('reports tracker requests before consent with vendors, hosts, phase and strong confidence', () => {
    const draft = preConsentTracking(
      buildScan({ before_consent: { requests: [GA, { ...GA, tMs: 900 }, META] } }),
    );
    expect(draft).not.toBeNull();
    expect(draft!.confidence).toBe('strong');
    expect(draft!.subjects).toEqual({
      vendors: ['Meta', 'Google Analytics'],
      hosts: ['connect.facebook.net', 'www.google-analytics.com'],
    });
    expect(draft!.evidence.phase).toBe('before_consent');
    expect(draft!.evidence.examples).toEqual([
      {
        type: 'request',
        vendor: 'Meta',
        urlHost: 'connect.facebook.net',
        phase: 'before_consent',
        party: 'third_party',
        tMs: 380,
      },
      {
        type: 'request',
        vendor: 'Google Analytics',
        urlHost: 'www.google-analytics.com',
        phase: 'before_consent',
        party: 'third_party',
        tMs: 420,
      },
    ]);
    expect(draft!.facts.requestCount).toBe('3 requests');
    expect(draft!.evidence.summary).toContain('3 requests to 2 tracker hosts');
  });

  it('says when the tracker requests declared Google Consent Mode with consent denied, and keeps the finding', () => {
    const denied = { adStorage: 'denied', analyticsStorage: 'denied' } as const;
    const draft = preConsentTracking(
      buildScan({
        before_consent: {
          requests: [
            { ...GA, googleConsentMode: denied },
            { ...GA, tMs: 900, googleConsentMode: denied },
            META,
          ],
        },
      }),
    );
    expect(draft!.confidence).toBe('strong');
    expect(draft!.evidence.summary).toContain(
      '2 of them declared Google Consent Mode with consent denied (the "advanced" set-up',
    );
    expect(draft!.evidence.examples.find((e) => e.vendor === 'Google Analytics')).toMatchObject({
      googleConsentMode: denied,
    });
    expect(draft!.evidence.examples.find((e) => e.vendor === 'Meta')).not.toHaveProperty(
      'googleConsentMode',
    );
    // The public projection keeps the declared state, and only a well-formed one.
    expect(projectEvidence(draft!.evidence).examples.map((e) => e.googleConsentMode)).toEqual([
      undefined,
      denied,
    ]);
    const forged = { ...draft!.evidence.examples[1]!, googleConsentMode: { adStorage: 'G100' } };
    expect(
      projectEvidence({ ...draft!.evidence, examples: [forged as never] }).examples[0],
    ).not.toHaveProperty('googleConsentMode');
    // Granted, or no Consent Mode at all: nothing to say.
    const granted = preConsentTracking(
      buildScan({
        before_consent: {
          requests: [
            { ...GA, googleConsentMode: { adStorage: 'granted', analyticsStorage: 'granted' } },
          ],
        },
      }),
    );
    expect(granted!.evidence.summary).not.toContain('Consent Mode');
    expect(
      preConsentTracking(buildScan({ before_consent: { requests: [GA] } }))!.evidence.summary,
    ).not.toContain('Consent Mode');
  });

  it('adds Consent Mode v2 when every denied ping also declared ad_user_data and ad_personalization denied', () => {
    const v2 = {
      adStorage: 'denied',
      analyticsStorage: 'denied',
      adUserData: 'denied',
      adPersonalization: 'denied',
    } as const;
    const all = preConsentTracking(
      buildScan({
        before_consent: {
          requests: [
            { ...GA, googleConsentMode: v2 },
            { ...GA, tMs: 900, googleConsentMode: v2 },
          ],
        },
      }),
    );
    expect(all!.evidence.summary).toContain(
      'All of them declared Google Consent Mode with consent denied, ad_user_data and ad_personalization included (the "advanced" set-up',
    );
    // The public projection keeps the v2 signals, and only well-formed ones.
    expect(projectEvidence(all!.evidence).examples[0]!.googleConsentMode).toEqual(v2);
    const forged = {
      ...all!.evidence.examples[0]!,
      googleConsentMode: { ...v2, adUserData: 'G100', adPersonalization: 'yes' },
    };
    expect(
      projectEvidence({ ...all!.evidence, examples: [forged as never] }).examples[0]!
        .googleConsentMode,
    ).toEqual({ adStorage: 'denied', analyticsStorage: 'denied' });
    // One ping without the v2 signals (or granting them): the storage note alone.
    const mixed = preConsentTracking(
      buildScan({
        before_consent: {
          requests: [
            { ...GA, googleConsentMode: v2 },
            {
              ...GA,
              tMs: 900,
              googleConsentMode: { ...v2, adUserData: 'granted' },
            },
          ],
        },
      }),
    );
    expect(mixed!.evidence.summary).toContain(
      'All of them declared Google Consent Mode with consent denied (the "advanced" set-up',
    );
  });

  it('says on which inner page the crawl saw the trackers, so "the page" is not read as the landing page', () => {
    const pageViews = [
      {
        path: '/',
        role: 'starting_page' as const,
        startedMs: 0,
        status: 200,
        outcome: 'observed' as const,
      },
      {
        path: '/checkout',
        role: 'crawled_page' as const,
        via: 'main_navigation' as const,
        startedMs: 6000,
        status: 200,
        outcome: 'observed' as const,
      },
    ];
    const onCheckout = preConsentTracking(
      buildScan({ before_consent: { pageViews, requests: [{ ...META, pageView: 1 }] } }),
    );
    expect(onCheckout!.facts.where).toBe(' on /checkout');
    const both = preConsentTracking(
      buildScan({
        before_consent: {
          pageViews,
          requests: [
            { ...GA, pageView: 0 },
            { ...META, pageView: 1 },
          ],
        },
      }),
    );
    expect(both!.facts.where).toBe(' on the starting page and on /checkout');
    const cookies = preConsentCookies(
      buildScan({
        before_consent: { pageViews, cookies: [{ ...cookie('_ga'), pageView: 1 }] },
      }),
    );
    expect(cookies?.facts.where).toBe(' on /checkout');
    // Starting page only, or no page views recorded: the text is what it always was.
    expect(preConsentTracking(buildScan({ before_consent: { requests: [GA] } }))!.facts.where).toBe(
      '',
    );
  });

  it('ignores cookieless analytics, fonts, CDNs, CMP hosts, tag managers and first-party requests', () => {
    const requests = [
      request('plausible.io', { path: '/api/event', resourceType: 'ping' }),
      request('fonts.googleapis.com', { path: '/css2', resourceType: 'stylesheet' }),
      request('fonts.gstatic.com', { path: '/s/roboto.woff2', resourceType: 'font' }),
      request('cdn.jsdelivr.net', { path: '/npm/lib.js' }),
      request('consent.cookiebot.com', { path: '/uc.js' }),
      request('cdn.cookielaw.org', { path: '/otSDKStub.js' }),
      request('www.googletagmanager.com', { path: '/gtm.js' }),
      // HubSpot's embed loader and its cookie banner: what shows the banner, not tracking.
      request('js.hs-scripts.com', { path: '/4512893.js' }),
      request('js.hs-banner.com', { path: '/v2/4512893/banner.js' }),
      request('stats.shop.example', { path: '/collect', resourceType: 'ping' }),
    ];
    expect(preConsentTracking(buildScan({ before_consent: { requests } }))).toBeNull();
  });

  it("reports HubSpot's analytics and page-view pixel before consent (its loader alone is not reported)", () => {
    const requests = [
      request('js.hs-scripts.com', { path: '/4512893.js' }),
      request('js.hs-analytics.net', { path: '/analytics/1732700000000/4512893.js' }),
      request('track.hubspot.com', { path: '/__pto.gif', resourceType: 'image' }),
    ];
    const draft = preConsentTracking(buildScan({ before_consent: { requests } }));
    expect(draft!.subjects).toEqual({
      vendors: ['HubSpot'],
      hosts: ['js.hs-analytics.net', 'track.hubspot.com'],
    });
  });

  it('ignores requests blocked before transmission', () => {
    expect(
      preConsentTracking(
        buildScan({
          before_consent: { requests: [{ ...GA, outcome: 'blocked_before_transmission' }] },
        }),
      ),
    ).toBeNull();
  });

  it('confidence drops to moderate when the consent state is unknown (no CMP answer in a bounded arm)', () => {
    const draft = preConsentTracking(
      buildScan({
        before_consent: {
          requests: [GA],
          consent: noMechanism(),
          termination: { kind: 'budget_exhausted', intentional: false },
        },
      }),
    );
    expect(draft?.confidence).toBe('moderate');
    expect(draft?.evidence.hasConsentContext).toBe(false);
  });

  it('gives no finding from a missing or invalid before_consent arm', () => {
    expect(
      preConsentTracking(
        buildScan({
          before_consent: null,
          after_reject: { requests: [{ ...GA, phase: 'pre_consent' }] },
        }),
      ),
    ).toBeNull();
    const botWall = {
      code: 'bot_wall_detected' as const,
      arm: 'before_consent' as const,
      summary: 'A bot wall replaced the page.',
    };
    expect(
      preConsentTracking(
        buildScan({ before_consent: { requests: [GA], coverageLimitations: [botWall] } }),
      ),
    ).toBeNull();
  });
});

describe('pre_consent_nonessential_cookies', () => {
  it('reports known tracking cookies before consent and mentions unclassified ones without counting them', () => {
    const draft = preConsentCookies(
      buildScan({
        before_consent: {
          cookies: [
            cookie('_ga'),
            cookie('IDE', 'doubleclick.net', { setBy: 'http', firstSeenMs: 700 }),
            cookie('PHPSESSID', 'www.shop.example', { session: true, expiryDays: null }),
            cookie('CookieConsent'),
            cookie('mystery_pref'),
          ],
        },
      }),
    );
    expect(draft).not.toBeNull();
    expect(draft!.confidence).toBe('strong');
    expect(
      draft!.evidence.examples.map((example) => [
        example.name,
        example.vendor,
        example.urlHost,
        example.party,
      ]),
    ).toEqual([
      ['_ga', 'Google Analytics', 'shop.example', 'first_party'],
      ['IDE', 'Google Ads', 'doubleclick.net', 'third_party'],
    ]);
    expect(draft!.facts.cookieCount).toBe('2 cookies');
    expect(draft!.facts.unclassifiedNote).toBe(
      '1 other cookie could not be classified and is not counted.',
    );
  });

  it('never reports first-party session cookies, consent cookies or unknown cookies', () => {
    const scan = buildScan({
      before_consent: {
        cookies: [
          cookie('PHPSESSID', 'www.shop.example', { session: true, expiryDays: null }),
          cookie('CookieConsent'),
          cookie('cc_cookie'),
          cookie('mystery_pref'),
        ],
      },
    });
    expect(preConsentCookies(scan)).toBeNull();
  });

  it('does not count cookies that appeared after a consent action in another arm', () => {
    const scan = buildScan({
      after_accept: {
        cookies: [cookie('_ga', 'shop.example', { phase: 'after_accept', firstSeenMs: 1200 })],
      },
    });
    expect(preConsentCookies(scan)).toBeNull();
  });
});

describe('tracking_without_consent_mechanism', () => {
  const none = { consent: noMechanism() };

  it('reports trackers when no arm found a banner, CMP or consent API', () => {
    const { find } = judge({
      before_consent: { ...none, requests: [GA], cookies: [cookie('_ga')] },
      after_reject: none,
      after_accept: none,
      gpc_on: none,
    });
    const draft = find('tracking_without_consent_mechanism');
    expect(draft?.confidence).toBe('strong');
    expect(draft?.subjects.vendors).toEqual(['Google Analytics']);
    expect(draft?.evidence.examples.map((example) => example.type)).toEqual(['request', 'cookie']);
  });

  it('is silent when a banner exists, when only non-trackers load, or when the arm is bounded', () => {
    expect(withoutMechanism(buildScan({ before_consent: { requests: [GA] } }))).toBeNull();
    expect(
      withoutMechanism(
        buildScan({
          before_consent: { ...none, requests: [request('plausible.io')] },
          after_reject: none,
          after_accept: none,
        }),
      ),
    ).toBeNull();
    expect(
      withoutMechanism(
        buildScan({
          before_consent: {
            ...none,
            requests: [GA],
            termination: { kind: 'budget_exhausted', intentional: false },
          },
          after_reject: none,
          after_accept: none,
        }),
      ),
    ).toBeNull();
    // Another arm saw the banner: the page has a mechanism (it just loaded late in before_consent).
    expect(
      withoutMechanism(
        buildScan({ before_consent: { ...none, requests: [GA] }, after_accept: none }),
      ),
    ).toBeNull();
  });

  it('an "OK"-only information notice is no mechanism, and the text says the page showed it', () => {
    const informationNotice = {
      source: 'information_notice' as const,
      frameHost: 'shop.example',
      inIframe: false,
      passages: [
        {
          role: 'body' as const,
          text: 'We use cookies to give you the best experience.',
          truncated: false,
        },
        { role: 'control' as const, text: 'Got it!', truncated: false },
      ],
      policyLinks: [],
      truncated: false,
    };
    const { find } = judge({
      before_consent: {
        consent: { ...noMechanism(), notice: informationNotice },
        requests: [GA],
      },
      after_reject: none,
      after_accept: none,
      gpc_on: none,
    });
    const draft = find('tracking_without_consent_mechanism');
    expect(draft?.confidence).toBe('strong');
    expect(draft?.facts.mechanism).toBe(
      'its only cookie notice offered no choice (only "Got it!"); no consent banner, consent platform or opt-out control was found',
    );
    expect(draft?.evidence.summary).toContain('(an information notice without a choice was shown)');
    // A "Learn more" link to the policy before the acknowledgement (Osano cookieconsent's info
    // notice) is not what the notice offered.
    const withLink = judge({
      before_consent: {
        consent: {
          ...noMechanism(),
          notice: {
            ...informationNotice,
            passages: [
              informationNotice.passages[0]!,
              { role: 'control' as const, text: 'Learn more', truncated: false },
              { role: 'control' as const, text: 'Got it!', truncated: false },
            ],
            policyLinks: [{ host: 'shop.example', path: '/privacy', label: 'Learn more' }],
          },
        },
        requests: [GA],
      },
      after_reject: none,
      after_accept: none,
      gpc_on: none,
    });
    expect(withLink.find('tracking_without_consent_mechanism')?.facts.mechanism).toBe(
      'its only cookie notice offered no choice (only "Got it!"); no consent banner, consent platform or opt-out control was found',
    );
    // Without a notice the text is what it always was.
    const plain = withoutMechanism(
      buildScan({
        before_consent: { ...none, requests: [GA] },
        after_reject: none,
        after_accept: none,
        gpc_on: none,
      }),
    );
    expect(plain?.facts.mechanism).toBe(
      'no consent banner, consent platform or opt-out control was found',
    );
    expect(plain?.evidence.summary).not.toContain('information notice');
  });

  it('is moderate when no second complete arm corroborates "no mechanism"', () => {
    const draft = withoutMechanism(
      buildScan({
        before_consent: { ...none, requests: [GA] },
        after_reject: null,
        after_accept: null,
        gpc_on: null,
      }),
    );
    expect(draft?.confidence).toBe('moderate');
    expect(draft?.evidence.hasConsentContext).toBe(false);
  });
});
