import { describe, expect, it } from 'vitest';
import { hostRoleEntries } from '../../src/catalog/host-roles.ts';
import {
  classifyHostRole,
  createHostRoleLookup,
  lookupHostRole,
  normalizeHost,
} from '../../src/classify/host-role.ts';
import { compileSchema, readJson } from './schema-helpers.ts';

describe('host roles data', () => {
  const validate = compileSchema('schemas/catalog/host-roles.schema.json');

  it('validates against its schema (Ajv 2020-12, strict)', () => {
    const ok = validate(readJson('src/catalog/host-roles.json'));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('rejects an unknown role and an upper-case host', () => {
    expect(
      validate({ version: 1, hosts: [{ host: 'cdn.example.com', role: 'tracker', vendor: 'X' }] }),
    ).toBe(false);
    expect(
      validate({ version: 1, hosts: [{ host: 'CDN.example.com', role: 'cdn', vendor: 'X' }] }),
    ).toBe(false);
  });

  it('lists each host once and uses every role', () => {
    const hosts = hostRoleEntries.map((e) => e.host);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(new Set(hostRoleEntries.map((e) => e.role))).toEqual(
      new Set(['consent_provider', 'cdn', 'font', 'cookieless_analytics', 'input_service']),
    );
  });
});

describe('classifyHostRole', () => {
  it.each([
    ['cdn.cookielaw.org', 'consent_provider', 'OneTrust'],
    ['xyz-dsn.algolia.net', 'input_service', 'Algolia'],
    ['consent.cookiebot.com', 'consent_provider', 'Cookiebot'],
    ['consentcdn.cookiebot.com', 'consent_provider', 'Cookiebot'],
    ['app.usercentrics.eu', 'consent_provider', 'Usercentrics'],
    ['sdk.privacy-center.org', 'consent_provider', 'Didomi'],
    ['cdn.privacy-mgmt.com', 'consent_provider', 'Sourcepoint'],
    ['consent.trustarc.com', 'consent_provider', 'TrustArc'],
    ['cdn.iubenda.com', 'consent_provider', 'iubenda'],
    ['cmp.quantcast.com', 'consent_provider', 'Quantcast'],
    ['fundingchoicesmessages.google.com', 'consent_provider', 'Google Funding Choices'],
    ['cdnjs.cloudflare.com', 'cdn', 'Cloudflare'],
    ['cdn.jsdelivr.net', 'cdn', 'jsDelivr'],
    ['unpkg.com', 'cdn', 'unpkg'],
    ['ajax.googleapis.com', 'cdn', 'Google CDN'],
    ['code.jquery.com', 'cdn', 'jQuery CDN'],
    // A website builder's own asset hosts serve the site itself: never a host that "loads trackers".
    ['static.parastorage.com', 'cdn', 'Wix'],
    ['cdn.shopify.com', 'cdn', 'Shopify'],
    ['assets.squarespace.com', 'cdn', 'Squarespace'],
    ['images.squarespace-cdn.com', 'cdn', 'Squarespace'],
    ['fonts.googleapis.com', 'font', 'Google Fonts'],
    ['fonts.gstatic.com', 'font', 'Google Fonts'],
    ['a.b.fonts.gstatic.com', 'font', 'Google Fonts'],
    ['use.typekit.net', 'font', 'Adobe Fonts'],
    ['fonts.bunny.net', 'font', 'Bunny Fonts'],
    ['plausible.io', 'cookieless_analytics', 'Plausible Analytics'],
    ['cdn.usefathom.com', 'cookieless_analytics', 'Fathom Analytics'],
    ['scripts.simpleanalyticscdn.com', 'cookieless_analytics', 'Simple Analytics'],
    ['cloud.umami.is', 'cookieless_analytics', 'Umami'],
    ['static.cloudflareinsights.com', 'cookieless_analytics', 'Cloudflare'],
  ])('%s → %s (%s)', (host, role, vendor) => {
    expect(classifyHostRole(host)).toBe(role);
    expect(lookupHostRole(host)?.vendor).toBe(vendor);
  });

  it('normalises case, port, trailing dot and URLs', () => {
    expect(classifyHostRole('FONTS.GSTATIC.COM')).toBe('font');
    expect(classifyHostRole('fonts.gstatic.com:443')).toBe('font');
    expect(classifyHostRole('fonts.gstatic.com.')).toBe('font');
    expect(classifyHostRole('https://fonts.gstatic.com/s/roboto/v30/x.woff2')).toBe('font');
    expect(lookupHostRole('x.y.cdn.cookielaw.org')).toEqual({
      role: 'consent_provider',
      vendor: 'OneTrust',
      matchedHost: 'cdn.cookielaw.org',
    });
    expect(normalizeHost(' Unpkg.COM:8443 ')).toBe('unpkg.com');
  });

  it.each([
    'fonts.gstatic.com.evil.com',
    'evilfonts.gstatic.com',
    'gstatic.com',
    'googleapis.com',
    'www.googleapis.com',
    'jsdelivr.net',
    'cloudflare.com',
    'cookielaw.org.evil.net',
    'www.google-analytics.com',
    'www.googletagmanager.com',
    'connect.facebook.net',
    'static.hotjar.com',
    'www.clarity.ms',
    'localhost',
    '127.0.0.1',
    '',
    'not a host',
    'a..fonts.gstatic.com',
    '.fonts.gstatic.com',
  ])('%j has no role', (host) => {
    expect(classifyHostRole(host)).toBeNull();
  });

  it('prefers the longest listed suffix', () => {
    const lookup = createHostRoleLookup([
      { host: 'example.com', role: 'cdn', vendor: 'Parent' },
      { host: 'fonts.example.com', role: 'font', vendor: 'Child' },
    ]);
    expect(lookup('a.fonts.example.com')?.vendor).toBe('Child');
    expect(lookup('static.example.com')?.vendor).toBe('Parent');
  });
});
