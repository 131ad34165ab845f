import { runInNewContext } from 'node:vm';
import { GppModel } from '@iabgpp/cmpapi';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { klaroConsents } from '../../../src/observe/consent/platforms/klaro.ts';
import { sourcepointConsent } from '../../../src/observe/consent/platforms/sourcepoint.ts';
import { usercentricsSettings } from '../../../src/observe/consent/platforms/usercentrics.ts';
import { decodeGppString, gppVerdict } from '../../../src/observe/consent/gpp-string.ts';
import { readConsentStorage, storageVerdicts } from '../../../src/observe/consent/storage-state.ts';
import { storedVerdicts } from '../../../src/observe/consent/stored-state.ts';
import { buildTcString } from '../../web/sites/tcf-news-gvl.ts';
import { usNatString } from '../../web/sites/gpp-strings.ts';

const json = (value: unknown) => JSON.stringify(value);

describe('GPP strings decoded with @iabgpp/cmpapi', () => {
  it('usnat opted out of sale, sharing and targeted ads → refusal; not opted out → no verdict (the US default is not a choice)', () => {
    const out = decodeGppString(usNatString({ optedOut: true, gpc: true }));
    expect(out).toEqual({ sections: ['usnat'], usOptOut: 'opted_out', tcfEuPurposeConsents: null });
    expect(gppVerdict(out!)).toBe('refusal');
    const notOut = decodeGppString(usNatString({ optedOut: false, gpc: false }));
    expect(notOut).toEqual({
      sections: ['usnat'],
      usOptOut: 'not_opted_out',
      tcfEuPurposeConsents: null,
    });
    expect(gppVerdict(notOut!)).toBeNull();
  });

  it('a state section with only TargetedAdvertisingOptOut = 1 (usva) counts as an opt-out; uspv1 OptOutSale Y too', () => {
    const va = new GppModel();
    va.setFieldValue('usva', 'SaleOptOut', 2);
    va.setFieldValue('usva', 'TargetedAdvertisingOptOut', 1);
    expect(decodeGppString(va.encode())?.usOptOut).toBe('opted_out');
    const usp = new GppModel();
    usp.setFieldValue('uspv1', 'Notice', 'Y');
    usp.setFieldValue('uspv1', 'OptOutSale', 'Y');
    expect(decodeGppString(usp.encode())).toMatchObject({
      sections: ['uspv1'],
      usOptOut: 'opted_out',
    });
  });

  it('the TCF EU section: no purpose consent → refusal, consents → acceptance; a contradicting US section → no verdict', () => {
    const eu = (consents: boolean[]) => {
      const model = new GppModel();
      model.setFieldValue('tcfeuv2', 'PurposeConsents', consents);
      return model;
    };
    expect(gppVerdict(decodeGppString(eu([false, false]).encode())!)).toBe('refusal');
    expect(decodeGppString(eu([true, true, false]).encode())?.tcfEuPurposeConsents).toBe(2);
    expect(gppVerdict(decodeGppString(eu([true, true, false]).encode())!)).toBe('acceptance');
    const mixed = eu([true]);
    mixed.setFieldValue('usnat', 'SaleOptOut', 1);
    expect(gppVerdict(decodeGppString(mixed.encode())!)).toBeNull();
  });

  it('rejects what is not a GPP string', () => {
    for (const bad of ['', 'garbage', 'DBAA', '1YYN', 'D'.repeat(30_000), 'DBABLA~<script>'])
      expect(decodeGppString(bad)).toBeNull();
  });
});

// The top document as the page-side script sees it (a stand-in for page.evaluate: plain JavaScript).
const pageWith = (window: Record<string, unknown>) =>
  ({
    isClosed: () => false,
    evaluate: async (expression: string) => runInNewContext(expression, { window }),
  }) as unknown as Page;
const localStorageOf = (items: Record<string, string>) => ({
  length: Object.keys(items).length,
  key: (i: number) => Object.keys(items)[i] ?? null,
  getItem: (key: string) => items[key] ?? null,
});

describe('CMP state in localStorage (known formats only)', () => {
  it('Klaro: optional services off = refusal, on = acceptance; required services from the page config are ignored', () => {
    expect(klaroConsents(json({ googleAnalytics: false, metaPixel: false }))).toBe('refusal');
    expect(klaroConsents(json({ googleAnalytics: true, metaPixel: true }))).toBe('acceptance');
    expect(klaroConsents(json({ session: true, googleAnalytics: false }))).toBeNull();
    expect(klaroConsents(json({ session: true, googleAnalytics: false }), ['session'])).toBe(
      'refusal',
    );
    expect(
      klaroConsents(json({ session: true, googleAnalytics: true, ads: false }), ['session']),
    ).toBe('acceptance');
    expect(
      klaroConsents(encodeURIComponent(json({ session: true, googleAnalytics: false })), [
        'session',
      ]),
    ).toBe('refusal');
    expect(klaroConsents('not json')).toBeNull();
    expect(klaroConsents('%7Bbroken')).toBeNull();
    expect(klaroConsents(json({ a: 'yes' }))).toBeNull();
  });

  it('Usercentrics uc_settings: the latest explicit action decides', () => {
    const service = (action: string, ts: number, status: boolean) => ({
      id: 'x',
      status,
      history: [
        { action: 'onInitialPageLoad', status: false, ts: 1, type: 'implicit' },
        { action, status, ts, type: 'explicit' },
      ],
    });
    expect(
      usercentricsSettings(
        json({
          services: [service('onDenyAllServices', 5, false), service('onDenyAllServices', 5, true)],
        }),
      ),
    ).toBe('refusal');
    expect(
      usercentricsSettings(
        json({
          services: [
            service('onDenyAllServices', 5, false),
            service('onAcceptAllServices', 9, true),
          ],
        }),
      ),
    ).toBe('acceptance');
    expect(
      usercentricsSettings(json({ services: [service('onUpdateServices', 5, false)] })),
    ).toBeNull();
    expect(
      usercentricsSettings(
        json({
          services: [
            {
              id: 'x',
              status: false,
              history: [{ action: 'onInitialPageLoad', ts: 1, type: 'implicit' }],
            },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('Usercentrics uc_settings as the v2 browser UI writes it: entries are ordered by their `timestamp`, not by where they sit', () => {
    const versions = { application: '3.60.1', service: '1.0.0', settings: '12.4.7' };
    const entry = (action: string, status: boolean, timestamp: number, type = 'explicit') => ({
      action,
      language: 'en',
      status,
      timestamp,
      type,
      versions,
    });
    // Deny All at t=200, then Google Analytics switched on in the second layer at t=300 (an entry on
    // the changed service only): the latest explicit action is that update, not the denial.
    const settings = {
      controllerId: 'c0ffee',
      id: 'Kq3vT8xLm',
      language: 'en',
      services: [
        {
          id: 'HkocEodjb7',
          processorId: 'p1',
          status: true,
          history: [
            entry('onInitialPageLoad', false, 100, 'implicit'),
            entry('onDenyAllServices', false, 200),
            entry('onUpdateServices', true, 300),
          ],
        },
        {
          id: 'ko1w5PpFl',
          processorId: 'p2',
          status: false,
          history: [
            entry('onInitialPageLoad', false, 100, 'implicit'),
            entry('onDenyAllServices', false, 200),
          ],
        },
      ],
      version: '12.4.7',
    };
    expect(usercentricsSettings(json(settings))).toBeNull();
    // Accept All after an earlier Deny All: acceptance.
    const later = {
      ...settings,
      services: [
        {
          id: 'HkocEodjb7',
          processorId: 'p1',
          status: true,
          history: [
            entry('onDenyAllServices', false, 200),
            entry('onAcceptAllServices', true, 400),
          ],
        },
        {
          id: 'ko1w5PpFl',
          processorId: 'p2',
          status: true,
          history: [
            entry('onDenyAllServices', false, 200),
            entry('onAcceptAllServices', true, 400),
          ],
        },
      ],
    };
    expect(usercentricsSettings(json(later))).toBe('acceptance');
  });

  it('Sourcepoint _sp_user_consent_*: consentStatus per framework', () => {
    expect(
      sourcepointConsent(
        json({
          gdpr: {
            consentStatus: { rejectedAny: true, consentedToAny: false, consentedAll: false },
          },
        }),
      ),
    ).toBe('refusal');
    expect(
      sourcepointConsent(
        json({
          gdpr: { consentStatus: { rejectedAny: false, consentedToAny: true, consentedAll: true } },
        }),
      ),
    ).toBe('acceptance');
    expect(sourcepointConsent(json({ ccpa: { status: 'rejectedAll' } }))).toBe('refusal');
    expect(sourcepointConsent(json({ gdpr: { applies: true } }))).toBeNull();
  });

  it('iubenda _iub_cs-<cookiePolicyId>: the URI-encoded cookie and its localStorage copy; per-purpose (any purpose but 1 on = acceptance) or one consent flag', () => {
    const record = (choice: Record<string, unknown>) =>
      json({
        timestamp: '2025-03-14T09:26:53.589Z',
        version: '1.67.2',
        ...choice,
        id: 84105527,
        cons: { rand: 'a1b2c3' },
      });
    const off = record({ purposes: { 1: true, 2: false, 3: false, 4: false, 5: false } });
    const measurementOnly = record({
      purposes: { 1: true, 2: false, 3: false, 4: true, 5: false },
    });
    expect(
      storedVerdicts([
        { name: '_iub_cs-84105527', value: encodeURIComponent(off) },
        { name: '_iub_cs-61378804', value: encodeURIComponent(measurementOnly) },
        { name: '_iub_cs-61378805', value: encodeURIComponent(record({ consent: false })) },
        { name: '_iub_cs-61378804-uspr', value: encodeURIComponent(json({ s: true, sh: true })) },
      ]).map((v) => [v.cookie, v.verdict, v.method]),
    ).toEqual([
      ['_iub_cs-84105527', 'refusal', 'cmp_stored_state'],
      ['_iub_cs-61378804', 'acceptance', 'cmp_stored_state'],
      ['_iub_cs-61378805', 'refusal', 'cmp_stored_state'],
    ]);
    expect(storageVerdicts({ entries: [{ key: '_iub_cs-84105527', value: off }] })).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', key: '_iub_cs-84105527' },
    ]);
    // Only purpose 1 (necessary) recorded: nothing chosen.
    expect(
      storedVerdicts([
        { name: '_iub_cs-1', value: encodeURIComponent(record({ purposes: { 1: true } })) },
      ]),
    ).toEqual([]);
  });

  it('storageVerdicts: known keys decoded (TC string in localStorage as tc_string), unknown keys never give a verdict', () => {
    const entries = [
      { key: 'klaro', value: json({ ga: false }) },
      { key: 'euconsent-v2', value: buildTcString('reject').tcString },
      {
        key: 'uc_settings',
        value: json({
          services: [
            {
              id: 'a',
              status: false,
              history: [{ action: 'onDenyAllServices', ts: 2, type: 'explicit' }],
            },
          ],
        }),
      },
      {
        key: 'didomi_token',
        value: Buffer.from(json({ purposes: { enabled: [], disabled: ['analytics'] } })).toString(
          'base64',
        ),
      },
      { key: 'site_blob', value: 'eyJhIjpmYWxzZX0=' },
    ];
    expect(storageVerdicts({ entries })).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', key: 'klaro' },
      { verdict: 'refusal', method: 'tc_string', key: 'euconsent-v2' },
      { verdict: 'refusal', method: 'cmp_stored_state', key: 'uc_settings' },
      { verdict: 'refusal', method: 'cmp_stored_state', key: 'didomi_token' },
    ]);
    expect(
      storageVerdicts({
        entries: [{ key: 'shop_consent', value: json({ services: [] }) }],
        pageConfigs: { klaro: { storageName: 'shop_consent', requiredServices: [] } },
      }),
    ).toEqual([]);
    expect(
      storageVerdicts({
        entries: [{ key: 'shop_consent', value: json({ ga: false }) }],
        pageConfigs: { klaro: { storageName: 'shop_consent' } },
      }),
    ).toEqual([{ verdict: 'refusal', method: 'cmp_stored_state', key: 'shop_consent' }]);
  });

  it("a site's own consent-named key is read as a generic choice (cookieConsent = declined); other keys, or an opaque value, give nothing", async () => {
    const storage = localStorageOf({
      cookieConsent: 'declined',
      'site-gdpr-choice': json({ necessary: true, analytics: false, marketing: false }),
      cookie_banner_state: 'v2.x0.ab12',
      privacy_sandbox_topics: 'false',
      tracking_id: '0',
    });
    const reading = await readConsentStorage(pageWith({ localStorage: storage }));
    expect(reading.entries.map((entry) => entry.key)).toEqual([
      'cookieConsent',
      'site-gdpr-choice',
      'cookie_banner_state',
    ]);
    expect(storageVerdicts(reading)).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', key: 'cookieConsent' },
      { verdict: 'refusal', method: 'cmp_stored_state', key: 'site-gdpr-choice' },
    ]);
    expect(storageVerdicts({ entries: [{ key: 'cookieConsent', value: 'accepted' }] })).toEqual([
      { verdict: 'acceptance', method: 'cmp_stored_state', key: 'cookieConsent' },
    ]);
    // Keys that record a refusal or an opt-out read true as the refusal; a dismissal says nothing.
    expect(
      storageVerdicts({
        entries: [
          { key: 'cookiesDeclined', value: 'true' },
          { key: 'gdpr_optout', value: 'false' },
          { key: 'cookie_consent_dismissed', value: 'true' },
        ],
      }),
    ).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', key: 'cookiesDeclined' },
      { verdict: 'acceptance', method: 'cmp_stored_state', key: 'gdpr_optout' },
    ]);
  });

  it("the page's own Klaro config is read in the page: a renamed localStorage key is decoded as Klaro's, its required services left out; without the config the key is not read", async () => {
    const storage = localStorageOf({
      shop_choices: json({ session: true, ga: false, pixel: false }),
      unrelated: 'x',
    });
    const klaroConfig = {
      storageMethod: 'localStorage',
      storageName: 'shop_choices',
      services: [{ name: 'session', required: true }, { name: 'ga' }, { name: 'pixel' }],
    };
    const reading = await readConsentStorage(pageWith({ localStorage: storage, klaroConfig }));
    expect(reading.entries.map((entry) => entry.key)).toEqual(['shop_choices']);
    expect(reading.pageConfigs).toEqual({
      klaro: { storageName: 'shop_choices', requiredServices: ['session'] },
    });
    expect(storageVerdicts(reading)).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', key: 'shop_choices' },
    ]);
    // A config that keeps the choice in a cookie renames the cookie, not a storage key (Klaro 0.7 names
    // it storageName, else the deprecated cookieName, else klaro).
    const cookieConfig = { ...klaroConfig, storageMethod: 'cookie' };
    const inCookie = await readConsentStorage(
      pageWith({ localStorage: storage, klaroConfig: cookieConfig }),
    );
    expect(inCookie.entries).toEqual([]);
    expect(inCookie.pageConfigs).toEqual({
      klaro: { cookieName: 'shop_choices', requiredServices: ['session'] },
    });
    expect((await readConsentStorage(pageWith({ localStorage: storage }))).entries).toEqual([]);
    // A config that throws when read is no config.
    const throwing = {
      localStorage: storage,
      get klaroConfig() {
        throw new Error('no');
      },
    };
    expect(await readConsentStorage(pageWith(throwing))).toEqual({ entries: [], pageConfigs: {} });
  });

  it('the klaro cookie no longer takes a required service stored as true for an acceptance', () => {
    expect(
      storedVerdicts([
        { name: 'klaro', value: encodeURIComponent(json({ session: true, ga: false })) },
      ]),
    ).toEqual([]);
    expect(
      storedVerdicts([
        { name: 'klaro', value: encodeURIComponent(json({ ga: false, ads: false })) },
      ]),
    ).toEqual([{ verdict: 'refusal', method: 'cmp_stored_state', cookie: 'klaro' }]);
  });

  it("the GDPR banner web component's cookie-name attribute names its cookie (any name the site picks); the cookie readers decode it", async () => {
    const banner = { getAttribute: (name: string) => (name === 'cookie-name' ? 'foo' : null) };
    const page = {
      isClosed: () => false,
      evaluate: async (expression: string) =>
        runInNewContext(expression, {
          window: { localStorage: localStorageOf({}) },
          document: {
            querySelector: (css: string) => (css === 'cookie-consent-banner' ? banner : null),
          },
        }),
    } as unknown as Page;
    const reading = await readConsentStorage(page);
    expect(reading.pageConfigs).toEqual({ 'beyonk-gdpr': { cookieName: 'foo' } });
    const declined = Buffer.from(
      json({ choices: { necessary: true, tracking: false, analytics: false, marketing: false } }),
    ).toString('base64');
    expect(storedVerdicts([{ name: 'foo', value: declined }], reading.pageConfigs)).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', cookie: 'foo' },
    ]);
    // Without the component on the page, a cookie named foo is nobody's consent state.
    expect(storedVerdicts([{ name: 'foo', value: declined }])).toEqual([]);
  });

  it("Orejime's config on the page (3.x loaded: grouped purposes, cookie.name; 2.x: apps, cookieName) names its mandatory purposes and renamed cookie; the cookie readers use both", async () => {
    const declined = encodeURIComponent(
      json({ session: true, audience: false, advertising: false }),
    );
    // Without the page's config a purpose stored as true cannot be told from an acceptance of it.
    expect(storedVerdicts([{ name: 'eu-consent', value: declined }])).toEqual([]);
    const orejime = {
      config: {
        cookie: { name: 'maison_choices' },
        purposes: [
          { id: 'session', isMandatory: true },
          {
            id: 'marketing',
            purposes: [{ id: 'audience' }, { id: 'advertising', isExempt: true }],
          },
        ],
      },
    };
    const reading = await readConsentStorage(
      pageWith({ localStorage: localStorageOf({}), orejime }),
    );
    expect(reading.pageConfigs).toEqual({
      orejime: { requiredServices: ['session'], cookieName: 'maison_choices' },
    });
    expect(
      storedVerdicts(
        [
          { name: 'maison_choices', value: declined },
          { name: 'eu-consent', value: declined },
        ],
        reading.pageConfigs,
      ),
    ).toEqual([
      { verdict: 'refusal', method: 'cmp_stored_state', cookie: 'maison_choices' },
      { verdict: 'refusal', method: 'cmp_stored_state', cookie: 'eu-consent' },
    ]);
    // An exempt purpose (loaded by default, yet refusable) is not mandatory: left on, it is no refusal.
    const exemptOn = encodeURIComponent(
      json({ session: true, audience: false, advertising: true }),
    );
    expect(
      storedVerdicts([{ name: 'maison_choices', value: exemptOn }], reading.pageConfigs),
    ).toEqual([{ verdict: 'acceptance', method: 'cmp_stored_state', cookie: 'maison_choices' }]);
    // 2.x, configured before the library loaded.
    const orejimeConfig = {
      cookieName: 'oj',
      apps: [{ name: 'basket', required: true }, { name: 'ga' }],
    };
    const older = await readConsentStorage(
      pageWith({ localStorage: localStorageOf({}), orejimeConfig }),
    );
    expect(older.pageConfigs).toEqual({
      orejime: { requiredServices: ['basket'], cookieName: 'oj' },
    });
    expect(
      storedVerdicts(
        [{ name: 'oj', value: encodeURIComponent(json({ basket: true, ga: false })) }],
        older.pageConfigs,
      ),
    ).toEqual([{ verdict: 'refusal', method: 'cmp_stored_state', cookie: 'oj' }]);
    // A cookie no configuration renamed keeps its own reading: 'oj' is nobody's without the config.
    expect(
      storedVerdicts([{ name: 'oj', value: encodeURIComponent(json({ ga: false })) }]),
    ).toEqual([]);
  });
});
