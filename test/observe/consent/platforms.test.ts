// Browser tier: each platform's real library on its fixture site: detected, clicked, its stored choice decoded
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKnownRule } from '../../../src/observe/consent/autoconsent-rules.ts';
import { looksLikeCmp } from '../../../src/observe/consent/late-banner.ts';
import {
  loadPlatforms,
  PLATFORM_CONTAINERS,
  PLATFORM_SOURCES,
  PLATFORMS,
  type Platform,
  type StoredLocation,
  type Verdict,
} from '../../../src/observe/consent/platforms/index.ts';
import { storageVerdicts } from '../../../src/observe/consent/storage-state.ts';
import { storedVerdicts, type CookieLike } from '../../../src/observe/consent/stored-state.ts';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

/**
 * The template every consent platform (src/observe/consent/platforms/<id>.json) runs: its entry is
 * consistent with autoconsent and the late-banner wait, its examples decode through the same readers
 * the consent layer uses, and — when it has a fixture site serving the real library — one scan per
 * action there detects it, rejects / accepts, sees the choice registered, and decodes what the
 * library stored.
 */

/** The verdicts the layer's readers give for one stored value (cookies see their companions too). */
function readersSay(
  platform: Platform,
  where: StoredLocation,
  name: string,
  value: string,
): Verdict[] {
  if (where === 'localStorage')
    return storageVerdicts({ entries: [{ key: name, value }] }).map((v) => v.verdict);
  const cookies: CookieLike[] = [{ name, value }];
  for (const item of platform.storedState)
    if (item.onlyWithCookie) cookies.push({ name: item.onlyWithCookie, value: 'x' });
  return storedVerdicts(cookies)
    .filter((v) => v.cookie === name)
    .map((v) => v.verdict);
}

describe.each(PLATFORMS.map((platform) => [platform.id, platform] as const))(
  'platform %s',
  (_id, platform) => {
    it('detect: its autoconsent rules exist; its script hosts and path words announce a banner', () => {
      for (const rule of platform.autoconsent) expect(isKnownRule(rule), rule).toBe(true);
      for (const host of platform.script.hosts) {
        expect(looksLikeCmp(`https://${host}/loader.js`), host).toBe(true);
        expect(looksLikeCmp(`https://cdn.${host}/v2/banner.js`), host).toBe(true);
        expect(looksLikeCmp(`https://${host}.evil.example/app.js`), host).toBe(false);
      }
      for (const word of platform.script.pathWords)
        expect(looksLikeCmp(`https://static.shop.example/js/${word}.min.js`), word).toBe(true);
      const knows =
        platform.autoconsent.length +
        platform.script.hosts.length +
        platform.script.pathWords.length +
        platform.banner.containers.length;
      expect(knows).toBeGreaterThan(0);
    });

    it('decode: each example reads as its verdict; each decoded item has a refusal and an acceptance', () => {
      for (const example of platform.examples) {
        const said = readersSay(platform, example.in, example.name, example.value);
        expect(said, `${example.in} ${example.name} = ${example.value}`).toEqual(
          example.verdict === null ? [] : [example.verdict],
        );
      }
      for (const item of platform.storedState) {
        if (item.decode === 'none') continue;
        const verdicts = platform.examples
          .filter((example) => example.in === item.in)
          .filter((example) =>
            item.match === 'regex'
              ? new RegExp(`^(?:${item.name})$`).test(example.name)
              : example.name === item.name,
          )
          .map((example) => example.verdict);
        expect(verdicts, `${item.in} ${item.name}`).toContain('refusal');
        expect(verdicts, `${item.in} ${item.name}`).toContain('acceptance');
      }
      if (platform.storedState.some((item) => item.onlyWithCookie)) {
        const example = platform.examples.find((e) => e.verdict !== null && e.in === 'cookie');
        if (example)
          expect(storedVerdicts([{ name: example.name, value: example.value }])).toEqual([]);
      }
    });
  },
);

describe('the platform registry', () => {
  const [first] = PLATFORM_SOURCES;
  if (!first) throw new Error('no platforms');

  it('loads every entry (ids unique, one per file)', () => {
    expect(PLATFORMS.length).toBe(PLATFORM_SOURCES.length);
    expect(new Set(PLATFORMS.map((p) => p.id)).size).toBe(PLATFORMS.length);
  });

  it('names a platform by container only where its container is its own (#cookie-notice is common on hand-made banners)', () => {
    const naming = PLATFORM_CONTAINERS.map((entry) => entry.id);
    expect(naming).toContain('wix');
    expect(naming).toContain('cookiebot');
    expect(naming).not.toContain('cookie-notice');
    expect(naming).not.toContain('react-cookie-consent');
    expect(PLATFORM_CONTAINERS.find((entry) => entry.id === 'onetrust')?.selector).toBe(
      '#onetrust-consent-sdk, #onetrust-banner-sdk',
    );
  });

  it('rejects an entry that breaks the schema or names a module it lacks, saying which', () => {
    const entry = first.entry as Platform;
    expect(() => loadPlatforms([{ entry: { ...entry, autoconsent: 'Onetrust' } }])).toThrow(
      /platform onetrust: \/autoconsent must be array/,
    );
    expect(() => loadPlatforms([{ entry: { ...entry, colour: 'green' } }])).toThrow(
      /must NOT have additional properties/,
    );
    expect(() => loadPlatforms([{ entry }])).toThrow(/onetrust\.ts is not given/);
    expect(() => loadPlatforms([first, first])).toThrow(/duplicate id/);
    const cookiebot = PLATFORMS.find((platform) => platform.id === 'cookiebot')!;
    const { module: _, ...cookiebotEntry } = cookiebot;
    expect(() =>
      loadPlatforms([
        first,
        {
          entry: { ...cookiebotEntry, autoconsent: ['Cybotcookiebot', 'Onetrust'] },
          module: cookiebot.module,
        },
      ]),
    ).toThrow(/platform cookiebot: autoconsent rule "Onetrust" is already onetrust's/);
    expect(() =>
      loadPlatforms([
        {
          ...first,
          entry: { ...entry, examples: [{ in: 'cookie', name: 'nope', value: '', verdict: null }] },
        },
      ]),
    ).toThrow(/example for cookie nope names no stored item/);
  });
});

const WITH_FIXTURE = PLATFORMS.filter((platform) => platform.fixture !== undefined);

describe('platforms on their fixture sites (the real library, one scan per action)', () => {
  let harness: ConsentHarness;
  beforeAll(async () => {
    harness = await startConsentHarness();
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('every library the fixture web serves has a platform with a fixture', () => {
    expect(WITH_FIXTURE.map((p) => p.id).sort()).toEqual(
      [
        'axeptio',
        'borlabs',
        'civic-cookie-control',
        'complianz',
        'consentmanager',
        'cookie-notice',
        'cookiebot',
        'cookie-script',
        'cookiehub',
        'eu-cookie-compliance',
        'google-funding-choices',
        'cookieyes',
        'didomi',
        'hubspot',
        'iab-tcf',
        'inmobi-choice',
        'iubenda',
        'klaro',
        'onetrust',
        'orejime',
        'osano',
        'osano-cookieconsent',
        'react-cookie-consent',
        'shopify',
        'sourcepoint',
        'squarespace',
        'tarteaucitron',
        'trustarc',
        'usercentrics',
        'vanilla-cookieconsent',
        'vanilla-cookieconsent-v2',
        'wix',
        'cookie-law-info',
        'moove-gdpr',
        'real-cookie-banner',
        'termly',
      ].sort(),
    );
  });

  const cases = WITH_FIXTURE.flatMap((platform) =>
    (['reject', 'accept'] as const).map((action) => [platform.id, action, platform] as const),
  );
  it.each(cases)('%s, %s: detect, act, registration confirmed, decode', async (_, action, p) => {
    const fixture = p.fixture!;
    const { state, stored } = await runConsentArm(
      harness,
      fixture.url,
      action === 'reject' ? 'after_reject' : 'after_accept',
      { action },
      { readStored: true },
    );
    const expected = fixture[action];
    const verdict: Verdict = action === 'reject' ? 'refusal' : 'acceptance';
    // detect: the rule that found it is this platform's, or the heuristic found the banner in this
    // platform's container; either way the observation names the platform
    expect(state.cmp).toEqual(
      fixture.cmp.name === null &&
        (p.banner.containers.length === 0 || p.banner.containersNamePlatform === false)
        ? fixture.cmp
        : { ...fixture.cmp, platform: { id: p.id, name: p.name } },
    );
    expect(state.popupShown).toBe(true);
    // reject / accept
    expect(state.action).toMatchObject({
      kind: expected.kind ?? action,
      clickStatus: 'clicked',
      method: expected.method ?? fixture.method,
      ...(expected.layer ? { layer: expected.layer } : {}),
    });
    expect(state.decision).toEqual({
      kind: verdict,
      registration: 'confirmed',
      verifiedBy: expected.verifiedBy,
    });
    // decode what the library itself stored
    if (!fixture.stored) return;
    const { name } = fixture.stored;
    const said =
      fixture.stored.in === 'cookie'
        ? storedVerdicts(stored!.cookies, stored!.storage.pageConfigs).filter(
            (v) => v.cookie === name,
          )
        : storageVerdicts(stored!.storage).filter((v) => v.key === name);
    expect(said.map((v) => v.verdict)).toEqual([verdict]);
  });
});
