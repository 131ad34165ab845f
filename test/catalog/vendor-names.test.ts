import thirdPartyWeb from 'third-party-web';
import { describe, expect, it } from 'vitest';
import { cookieCatalog } from '../../src/catalog/cookie-catalog.ts';
import { hostRoleEntries } from '../../src/catalog/host-roles.ts';
import { trackerHostEntries } from '../../src/catalog/tracker-hosts.ts';
import { canonicalVendorName } from '../../src/catalog/vendor-names.ts';
import { classifyHost } from '../../src/classify/host-classification.ts';
import { compileSchema, readJson } from './schema-helpers.ts';

/** Brands whose distinct products are distinct vendors in findings (Google Analytics ≠ Google Ads). */
const UMBRELLA_BRANDS = new Set(['Google', 'Microsoft', 'Yandex', 'Cloudflare', 'WooCommerce', 'IAB TCF', 'Quantcast', 'Osano']);

const aliases = (readJson('src/catalog/vendor-names.json') as { aliases: Record<string, string> }).aliases;

function everyVendorName(): Set<string> {
  return new Set([
    ...cookieCatalog.entries.map((entry) => entry.vendor).filter((vendor): vendor is string => Boolean(vendor)),
    ...trackerHostEntries.map((entry) => entry.vendor),
    ...hostRoleEntries.map((entry) => entry.vendor),
    ...Object.values(aliases),
  ]);
}

describe('vendor names data', () => {
  const validate = compileSchema('schemas/catalog/vendor-names.schema.json');

  it('validates against its schema (Ajv 2020-12, strict)', () => {
    expect(validate(readJson('src/catalog/vendor-names.json'))).toBe(true);
    expect(validate({ version: 1, aliases: { Facebook: '' } })).toBe(false);
  });

  it('maps only real third-party-web entity names, and never a name to itself', () => {
    const entityNames = new Set(thirdPartyWeb.entities.map((entity) => entity.name));
    for (const [from, to] of Object.entries(aliases)) {
      expect(entityNames.has(from), from).toBe(true);
      expect(to).not.toBe(from);
    }
  });

  it('names one vendor one way: no name is another vendor plus a product word, except umbrella brands', () => {
    const names = everyVendorName();
    const doubled = [...names].flatMap((name) =>
      [...names].filter((base) => base !== name && name.startsWith(`${base} `) && !UMBRELLA_BRANDS.has(base)).map((base) => `${name} / ${base}`),
    );
    expect(doubled).toEqual([]);
  });
});

describe('one vendor under one name across cookies and requests', () => {
  it.each([
    ['connect.facebook.net', '_fbp', 'Meta'],
    ['staticxx.facebook.com', '_fbp', 'Meta'],
    ['ad.doubleclick.net', 'IDE', 'Google Ads'],
    ['px.ads.linkedin.com', 'li_gc', 'LinkedIn'],
    ['analytics.tiktok.com', '_ttp', 'TikTok'],
    ['bat.bing.com', '_uetsid', 'Microsoft Advertising'],
  ])('%s and the %s cookie are both %s', (host, cookie, vendor) => {
    expect(classifyHost(host).vendor).toBe(vendor);
    expect(cookieCatalog.entries.find((entry) => entry.pattern === cookie)?.vendor).toBe(vendor);
  });

  it('keeps third-party-web names that need no alias', () => {
    expect(canonicalVendorName('Optimizely')).toBe('Optimizely');
    expect(canonicalVendorName('Facebook')).toBe('Meta');
  });
});
