import thirdPartyWeb from 'third-party-web';
import { describe, expect, it } from 'vitest';
import { cookieCatalog } from '../../src/catalog/cookie-catalog.ts';
import { hostRoleEntries } from '../../src/catalog/host-roles.ts';
import { trackerHostEntries } from '../../src/catalog/tracker-hosts.ts';
import {
  canonicalVendorName,
  vendorNameMaps,
  vendorNameOf,
} from '../../src/catalog/vendor-names.ts';
import { classifyObservedCookie } from '../../src/classify/classify-scan.ts';
import { classifyHost } from '../../src/classify/host-classification.ts';
import { PIXEL_VENDOR } from '../../src/findings/checks/sensitive-data-to-third-party.ts';
import { REPLAY_VENDORS } from '../../src/observe/behaviour/index.ts';
import { RRWEB_VENDOR } from '../../src/observe/behaviour/replay-vendors.ts';
import { cookie } from '../findings/observation-builder.ts';
import { compileSchema, readJson } from './schema-helpers.ts';

const { aliases, formerNames, detectorNames } = vendorNameMaps;
const defined = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length > 0;

/** The names consentry's own data and detectors give, as written there (before the vocabulary). */
const OUR_RAW_NAMES: readonly string[] = [
  ...cookieCatalog.entries.map((entry) => entry.vendor).filter(defined),
  ...hostRoleEntries.map((entry) => entry.vendor),
  ...trackerHostEntries.map((entry) => entry.vendor),
  ...REPLAY_VENDORS.map((vendor) => vendor.vendor),
  RRWEB_VENDOR,
  ...Object.values(PIXEL_VENDOR).filter(defined),
];
const TPW_RAW_NAMES: readonly string[] = thirdPartyWeb.entities.map((entity) => entity.name);

/**
 * Every vendor name that can appear in a result (findings, pre-consent table, CSV, PR comment, HTML
 * report): all of them come from classification or the checks, which pass each name through
 * canonicalVendorName — so the names that can appear are the canonical forms of these sources.
 * (A CMP's name from consent detection is the autoconsent rule's name, not a cookie or host vendor.)
 */
const EVERY_NAME: ReadonlySet<string> = new Set(
  [...OUR_RAW_NAMES, ...TPW_RAW_NAMES].map(canonicalVendorName),
);
const OUR_NAMES: ReadonlySet<string> = new Set(OUR_RAW_NAMES.map(canonicalVendorName));

/** Spelling-blind form: `Hubspot` = `HubSpot`, `Tawk.to` = `tawk.to`, `Google FundingChoices` = `Google Funding Choices`. */
const spelling = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Hosts named otherwise than their third-party-web entity, with the reason: never a second name for one vendor. */
const HOSTS_NAMED_OTHERWISE: Record<string, string> = {
  'optanon.blob.core.windows.net':
    'OneTrust files on Azure storage: the entity is the platform (Azure Web Services), not the vendor',
  'demdex.net':
    'Audience Manager is Adobe Experience Cloud; third-party-web files the host under Adobe Tag Manager with Launch',
  'everesttech.net':
    'Adobe Advertising is Adobe Experience Cloud; third-party-web files the host under Adobe Tag Manager with Launch',
};

/** Domain-scoped cookies named more precisely than their domain, with the reason. */
const COOKIE_FROM_A_PRODUCT_PATH: Record<string, string> = {
  'google-recaptcha.grecaptcha':
    "set by www.google.com/recaptcha/, reCAPTCHA's own path on Google's domain",
};

/** A name that starts with another vendor's name but is a different company. */
const UNRELATED: Record<string, string> = {
  'Meta Broadcast': 'MetaBroadcast Ltd (metabroadcast.com), not Meta Platforms',
  'Yahoo! JAPAN Ads': 'LY Corporation (Yahoo! JAPAN), not Yahoo',
  'Yahoo! Tag Manager': 'LY Corporation (Yahoo! JAPAN), not Yahoo',
};

describe('vendor names data', () => {
  const validate = compileSchema('schemas/catalog/vendor-names.schema.json');

  it('validates against its schema (Ajv 2020-12, strict)', () => {
    const ok = validate(readJson('src/catalog/vendor-names.json'));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(
      validate({
        version: 2,
        aliases: { Facebook: '' },
        formerNames: { A: 'B' },
        detectorNames: { C: 'D' },
      }),
    ).toBe(false);
    expect(validate({ version: 2, aliases: { Facebook: 'Meta' } })).toBe(false);
  });

  it('maps real names only: third-party-web entities, detector names, names no longer in our data', () => {
    const entityNames = new Set(TPW_RAW_NAMES);
    for (const from of Object.keys(aliases)) expect(entityNames.has(from), from).toBe(true);
    const detectors = new Set(REPLAY_VENDORS.map((vendor) => vendor.vendor));
    for (const from of Object.keys(detectorNames)) expect(detectors.has(from), from).toBe(true);
    const ours = new Set(OUR_RAW_NAMES);
    for (const from of Object.keys(formerNames))
      expect(ours.has(from), `${from} is still written in our data`).toBe(false);
  });

  it('maps each name straight to a shown name: never to itself, never to another alias', () => {
    for (const map of [aliases, formerNames, detectorNames]) {
      for (const [from, to] of Object.entries(map)) {
        expect(to, from).not.toBe(from);
        expect(canonicalVendorName(to!), `${from} → ${to}`).toBe(to);
      }
    }
  });

  it('vendorNameOf keeps absent names absent', () => {
    expect(vendorNameOf(null)).toBeNull();
    expect(vendorNameOf('')).toBeNull();
    expect(vendorNameOf('Bing Ads')).toBe('Microsoft Advertising');
    expect(vendorNameOf('Optimizely')).toBe('Optimizely');
  });
});

describe('every vendor name that can appear, and none is an alias of another', () => {
  it('lists them: our catalogues, detectors and every third-party-web entity, in canonical form', () => {
    expect(EVERY_NAME.size).toBeGreaterThan(2000);
    for (const name of [
      'Google Ads',
      'Google Analytics',
      'Google APIs',
      'Microsoft Advertising',
      'Microsoft Clarity',
      'Meta',
      'Yandex Metrica',
      'OneTrust',
    ]) {
      expect(EVERY_NAME.has(name), name).toBe(true);
    }
    const retired = [
      ...Object.keys(aliases),
      ...Object.keys(formerNames),
      ...Object.keys(detectorNames),
    ];
    expect(retired.filter((name) => EVERY_NAME.has(name))).toEqual([]);
    expect(retired).toEqual(
      expect.arrayContaining([
        'Microsoft',
        'Google',
        'Google AdSense',
        'Google/Doubleclick Ads',
        'Bing Ads',
        'Clarity',
        'Optanon',
      ]),
    );
  });

  it('no two names differ only in spelling (case, spaces, punctuation)', () => {
    const bySpelling = new Map<string, string[]>();
    for (const name of EVERY_NAME)
      bySpelling.set(spelling(name), [...(bySpelling.get(spelling(name)) ?? []), name]);
    expect([...bySpelling.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it("no vendor is another vendor's bare company name plus a product word (Microsoft / Microsoft Advertising)", () => {
    // Over the names as the sources write them, so a merged pair is checked too. third-party-web's own
    // entities are distinct by construction; a pair counts when it touches a name of ours or a CMP.
    const raw = [...new Set([...OUR_RAW_NAMES, ...TPW_RAW_NAMES])];
    const pairs: string[] = [];
    for (const name of raw) {
      for (const base of raw) {
        if (base === name || !name.startsWith(`${base} `) || UNRELATED[name]) continue;
        const [b, n] = [canonicalVendorName(base), canonicalVendorName(name)];
        if (b === n) continue;
        if (OUR_NAMES.has(b) || OUR_NAMES.has(n) || name.endsWith(' CMP'))
          pairs.push(`${n} / ${b}`);
      }
    }
    expect(pairs).toEqual([]);
  });

  it('a host we name has the same name as its third-party-web entity', () => {
    const disagree = [...hostRoleEntries, ...trackerHostEntries]
      .filter((entry) => !HOSTS_NAMED_OTHERWISE[entry.host])
      .map((entry) => ({
        host: entry.host,
        ours: entry.vendor,
        entity: thirdPartyWeb.getEntity(`https://${entry.host}/`)?.name,
      }))
      .filter(({ ours, entity }) => entity !== undefined && canonicalVendorName(entity) !== ours);
    expect(disagree).toEqual([]);
  });

  it("a cookie scoped to a domain has the name of that domain's vendor", () => {
    const disagree: string[] = [];
    for (const entry of cookieCatalog.entries) {
      if (COOKIE_FROM_A_PRODUCT_PATH[entry.id]) continue;
      for (const domain of entry.domains ?? []) {
        for (const host of [domain, `www.${domain}`]) {
          const vendor = classifyHost(host).vendor;
          if (vendor !== null && vendor !== entry.vendor)
            disagree.push(`${entry.pattern} on ${host}: ${entry.vendor} / ${vendor}`);
        }
      }
    }
    expect(disagree).toEqual([]);
  });

  it("a session-replay detector names its vendor as the vendor's hosts are named", () => {
    const disagree = REPLAY_VENDORS.flatMap((replay) =>
      replay.domains
        .map((domain) => ({
          domain,
          host: classifyHost(domain).vendor ?? classifyHost(`mc.${domain}`).vendor,
        }))
        .filter(({ host }) => host !== null && host !== canonicalVendorName(replay.vendor))
        .map(({ domain, host }) => `${replay.vendor} on ${domain}: ${host}`),
    );
    expect(disagree).toEqual([]);
  });
});

describe('one vendor under one name across cookies and requests', () => {
  const SITE = 'shop.example';
  it.each([
    // [request host, cookie, cookie domain, vendor]
    ['bat.bing.com', 'MUID', 'bing.com', 'Microsoft Advertising'],
    ['bat.bing.com', '_uetsid', SITE, 'Microsoft Advertising'],
    ['bat.bing.com', 'MR', 'bing.com', 'Microsoft Advertising'],
    ['c.clarity.ms', 'MUID', 'clarity.ms', 'Microsoft Clarity'],
    ['www.clarity.ms', '_clck', SITE, 'Microsoft Clarity'],
    ['c.clarity.ms', 'ANONCHK', 'clarity.ms', 'Microsoft Clarity'],
    ['ad.doubleclick.net', 'IDE', 'doubleclick.net', 'Google Ads'],
    ['pagead2.googlesyndication.com', '__gads', SITE, 'Google Ads'],
    ['www.googleadservices.com', '_gcl_au', SITE, 'Google Ads'],
    ['www.google-analytics.com', '_ga', SITE, 'Google Analytics'],
    ['www.google.com', 'NID', 'google.com', 'Google APIs'],
    ['www.youtube.com', 'SOCS', 'youtube.com', 'YouTube'],
    ['connect.facebook.net', '_fbp', SITE, 'Meta'],
    ['www.facebook.com', 'fr', 'facebook.com', 'Meta'],
    ['px.ads.linkedin.com', 'li_gc', 'linkedin.com', 'LinkedIn'],
    ['analytics.tiktok.com', '_ttp', SITE, 'TikTok'],
    ['mc.yandex.ru', '_ym_uid', SITE, 'Yandex Metrica'],
    ['mc.yandex.ru', 'yandexuid', 'yandex.ru', 'Yandex Metrica'],
    ['xyz.sc.omtrdc.net', 's_vi', 'omtrdc.net', 'Adobe Experience Cloud'],
    ['xyz.tt.omtrdc.net', 'mbox', SITE, 'Adobe Experience Cloud'],
    ['dpm.demdex.net', 'demdex', 'demdex.net', 'Adobe Experience Cloud'],
    ['cm.everesttech.net', 'everest_g_v2', 'everesttech.net', 'Adobe Experience Cloud'],
    ['ib.adnxs.com', 'uuid2', 'adnxs.com', 'Xandr (AppNexus)'],
    ['pixel.rubiconproject.com', 'khaos', 'rubiconproject.com', 'Magnite (Rubicon Project)'],
    ['pi.pardot.com', 'visitor_id123', 'pardot.com', 'Salesforce'],
    ['cdn.cookielaw.org', 'OptanonConsent', SITE, 'OneTrust'],
    ['static.hotjar.com', '_hjSessionUser_42', SITE, 'Hotjar'],
  ])('%s and the %s cookie on %s are both %s', (host, name, domain, vendor) => {
    expect(classifyHost(host).vendor).toBe(vendor);
    expect(classifyObservedCookie(cookie(name, domain), SITE).vendor).toBe(vendor);
  });

  it("Google's advertising is one name whichever host or entity it comes from", () => {
    for (const host of [
      'ad.doubleclick.net',
      'googleads.g.doubleclick.net',
      'pagead2.googlesyndication.com',
      'www.googleadservices.com',
      'adservice.google.com',
    ]) {
      expect(classifyHost(host).vendor, host).toBe('Google Ads');
    }
    for (const entity of ['Google/Doubleclick Ads', 'Google DoubleClick Ad Exchange'])
      expect(canonicalVendorName(entity)).toBe('Google Ads');
  });

  it('a CMP\'s hosts and cookies share its name; its "<name> CMP" entity is the same vendor', () => {
    expect(classifyHost('cdn.cookielaw.org').vendor).toBe('OneTrust');
    expect(canonicalVendorName('OneTrust CMP')).toBe('OneTrust');
    expect(canonicalVendorName('Optanon')).toBe('OneTrust');
    expect(classifyObservedCookie(cookie('cookieconsent_status'), SITE).vendor).toBe('Osano');
    expect(canonicalVendorName('Osano CMP')).toBe('Osano');
  });
});
