/**
 * The consent platforms consentry knows, one entry each (<id>.json, validated against
 * platform.schema.json when this module loads), with at most one decoder module (<id>.ts) for stored
 * state that needs code. Everything else that knows a CMP — the late-banner wait's script hosts and
 * container selectors, the banner scan's element names, the stored-state readers — reads it from here.
 * To add one: docs/add-a-consent-platform.md.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { categoryList, flagList, parseJson, safeDecode, type Verdict } from './formats.ts';
import schema from './platform.schema.json' with { type: 'json' };
import type {
  DecodeInput,
  PageConfig,
  Platform,
  PlatformModule,
  StoredItem,
  StoredLocation,
} from './types.ts';

import axeptio from './axeptio.json' with { type: 'json' };
import * as axeptioModule from './axeptio.ts';
import beyonkGdpr from './beyonk-gdpr.json' with { type: 'json' };
import * as beyonkGdprModule from './beyonk-gdpr.ts';
import borlabs from './borlabs.json' with { type: 'json' };
import * as borlabsModule from './borlabs.ts';
import realCookieBanner from './real-cookie-banner.json' with { type: 'json' };
import * as realCookieBannerModule from './real-cookie-banner.ts';
import civicCookieControl from './civic-cookie-control.json' with { type: 'json' };
import * as civicCookieControlModule from './civic-cookie-control.ts';
import clickio from './clickio.json' with { type: 'json' };
import complianz from './complianz.json' with { type: 'json' };
import consentmanager from './consentmanager.json' with { type: 'json' };
import * as consentmanagerModule from './consentmanager.ts';
import cookieInformation from './cookie-information.json' with { type: 'json' };
import cookieLawInfo from './cookie-law-info.json' with { type: 'json' };
import cookieNotice from './cookie-notice.json' with { type: 'json' };
import * as cookieNoticeModule from './cookie-notice.ts';
import cookieScript from './cookie-script.json' with { type: 'json' };
import * as cookieScriptModule from './cookie-script.ts';
import cookiebot from './cookiebot.json' with { type: 'json' };
import * as cookiebotModule from './cookiebot.ts';
import cookiefirst from './cookiefirst.json' with { type: 'json' };
import cookiehub from './cookiehub.json' with { type: 'json' };
import * as cookiehubModule from './cookiehub.ts';
import cookieyes from './cookieyes.json' with { type: 'json' };
import crownpeak from './crownpeak.json' with { type: 'json' };
import didomi from './didomi.json' with { type: 'json' };
import euCookieCompliance from './eu-cookie-compliance.json' with { type: 'json' };
import * as euCookieComplianceModule from './eu-cookie-compliance.ts';
import * as didomiModule from './didomi.ts';
import googleFundingChoices from './google-funding-choices.json' with { type: 'json' };
import * as googleFundingChoicesModule from './google-funding-choices.ts';
import hubspot from './hubspot.json' with { type: 'json' };
import iabTcf from './iab-tcf.json' with { type: 'json' };
import * as iabTcfModule from './iab-tcf.ts';
import inmobiChoice from './inmobi-choice.json' with { type: 'json' };
import iubenda from './iubenda.json' with { type: 'json' };
import * as iubendaModule from './iubenda.ts';
import ketch from './ketch.json' with { type: 'json' };
import klaro from './klaro.json' with { type: 'json' };
import * as klaroModule from './klaro.ts';
import mooveGdpr from './moove-gdpr.json' with { type: 'json' };
import * as mooveGdprModule from './moove-gdpr.ts';
import onetrust from './onetrust.json' with { type: 'json' };
import * as onetrustModule from './onetrust.ts';
import orejime from './orejime.json' with { type: 'json' };
import * as orejimeModule from './orejime.ts';
import osanoCookieconsent from './osano-cookieconsent.json' with { type: 'json' };
import * as osanoCookieconsentModule from './osano-cookieconsent.ts';
import osano from './osano.json' with { type: 'json' };
import * as osanoModule from './osano.ts';
import reactCookieConsent from './react-cookie-consent.json' with { type: 'json' };
import securiti from './securiti.json' with { type: 'json' };
import shopify from './shopify.json' with { type: 'json' };
import * as shopifyModule from './shopify.ts';
import sirdata from './sirdata.json' with { type: 'json' };
import sourcepoint from './sourcepoint.json' with { type: 'json' };
import squarespace from './squarespace.json' with { type: 'json' };
import * as sourcepointModule from './sourcepoint.ts';
import tarteaucitron from './tarteaucitron.json' with { type: 'json' };
import * as tarteaucitronModule from './tarteaucitron.ts';
import termly from './termly.json' with { type: 'json' };
import * as termlyModule from './termly.ts';
import transcend from './transcend.json' with { type: 'json' };
import trustarc from './trustarc.json' with { type: 'json' };
import * as trustarcModule from './trustarc.ts';
import uniconsent from './uniconsent.json' with { type: 'json' };
import usercentrics from './usercentrics.json' with { type: 'json' };
import * as usercentricsModule from './usercentrics.ts';
import vanillaCookieconsentV2 from './vanilla-cookieconsent-v2.json' with { type: 'json' };
import vanillaCookieconsent from './vanilla-cookieconsent.json' with { type: 'json' };
import * as vanillaCookieconsentModule from './vanilla-cookieconsent.ts';
import wix from './wix.json' with { type: 'json' };
import * as wixModule from './wix.ts';

export type { Verdict } from './formats.ts';
export type * from './types.ts';

/** An entry as read from its file, with its decoder module when it has one. */
export interface PlatformSource {
  entry: unknown;
  module?: PlatformModule;
}

/**
 * Every platform, in the order their stored state is tried when two read the same name. Adding a
 * platform adds its line here.
 */
export const PLATFORM_SOURCES: readonly PlatformSource[] = [
  { entry: onetrust, module: onetrustModule },
  { entry: cookiebot, module: cookiebotModule },
  { entry: usercentrics, module: usercentricsModule },
  { entry: didomi, module: didomiModule },
  { entry: sourcepoint, module: sourcepointModule },
  { entry: googleFundingChoices, module: googleFundingChoicesModule },
  { entry: inmobiChoice },
  { entry: trustarc, module: trustarcModule },
  { entry: iubenda, module: iubendaModule },
  { entry: termly, module: termlyModule },
  { entry: osano, module: osanoModule },
  { entry: consentmanager, module: consentmanagerModule },
  { entry: axeptio, module: axeptioModule },
  { entry: cookieyes },
  { entry: cookieScript, module: cookieScriptModule },
  { entry: cookiehub, module: cookiehubModule },
  { entry: cookieInformation },
  { entry: sirdata },
  { entry: cookiefirst },
  { entry: civicCookieControl, module: civicCookieControlModule },
  { entry: uniconsent },
  { entry: clickio },
  { entry: crownpeak },
  { entry: securiti },
  { entry: transcend },
  { entry: ketch },
  { entry: klaro, module: klaroModule },
  { entry: orejime, module: orejimeModule },
  { entry: tarteaucitron, module: tarteaucitronModule },
  { entry: vanillaCookieconsent, module: vanillaCookieconsentModule },
  { entry: vanillaCookieconsentV2 },
  { entry: osanoCookieconsent, module: osanoCookieconsentModule },
  { entry: reactCookieConsent },
  { entry: beyonkGdpr, module: beyonkGdprModule },
  { entry: complianz },
  { entry: cookieLawInfo },
  { entry: mooveGdpr, module: mooveGdprModule },
  { entry: hubspot },
  { entry: shopify, module: shopifyModule },
  { entry: wix, module: wixModule },
  { entry: squarespace },
  { entry: borlabs, module: borlabsModule },
  { entry: realCookieBanner, module: realCookieBannerModule },
  { entry: cookieNotice, module: cookieNoticeModule },
  { entry: euCookieCompliance, module: euCookieComplianceModule },
  { entry: iabTcf, module: iabTcfModule },
];

/**
 * Validates entries against platform.schema.json and against each other; throws one error naming
 * every problem. Besides the schema: ids are unique, an autoconsent rule belongs to one platform, a module is given exactly when some stored item
 * decodes with one, regular expressions compile, and each example and the fixture name a stored item.
 */
export function loadPlatforms(sources: readonly PlatformSource[]): Platform[] {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  const validate = ajv.compile(schema);
  const problems: string[] = [];
  const platforms: Platform[] = [];
  const ids = new Set<string>();
  const ruleOwners = new Map<string, string>();
  sources.forEach((source, index) => {
    const label = `platform ${(source.entry as { id?: unknown } | null)?.id ?? `#${index}`}`;
    if (!validate(source.entry)) {
      for (const error of validate.errors ?? [])
        problems.push(`${label}: ${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
      return;
    }
    const entry = source.entry as unknown as Platform;
    if (ids.has(entry.id)) problems.push(`${label}: duplicate id`);
    ids.add(entry.id);
    for (const rule of entry.autoconsent) {
      const owner = ruleOwners.get(rule);
      if (owner) problems.push(`${label}: autoconsent rule "${rule}" is already ${owner}'s`);
      else ruleOwners.set(rule, entry.id);
    }
    const usesModule = entry.storedState.some((item) => item.decode === 'module');
    if (usesModule && typeof source.module?.decode !== 'function')
      problems.push(
        `${label}: a stored item decodes with a module, but ${entry.id}.ts is not given`,
      );
    if (!usesModule && source.module)
      problems.push(`${label}: has a module but no stored item decodes with it`);
    for (const item of entry.storedState) {
      if (item.match !== 'regex') continue;
      try {
        new RegExp(`^(?:${item.name})$`);
      } catch {
        problems.push(`${label}: stored item ${item.name} is not a valid regular expression`);
      }
    }
    if (problems.length > 0) return;
    for (const example of entry.examples)
      if (!itemFor(entry, example.in, example.name))
        problems.push(`${label}: example for ${example.in} ${example.name} names no stored item`);
    const stored = entry.fixture?.stored;
    if (stored && !itemFor(entry, stored.in, stored.name))
      problems.push(`${label}: fixture stored ${stored.in} ${stored.name} names no stored item`);
    platforms.push(source.module ? { ...entry, module: source.module } : { ...entry });
  });
  if (problems.length > 0) throw new Error(`Invalid consent platforms:\n${problems.join('\n')}`);
  return platforms;
}

function nameMatches(item: StoredItem, name: string): boolean {
  return item.match === 'regex' ? new RegExp(`^(?:${item.name})$`).test(name) : item.name === name;
}

function itemFor(entry: Platform, where: StoredLocation, name: string): StoredItem | undefined {
  return entry.storedState.find((item) => item.in === where && nameMatches(item, name));
}

/** Every known platform (validated once, when this module loads). */
export const PLATFORMS: readonly Platform[] = loadPlatforms(PLATFORM_SOURCES);

export function platformById(id: string): Platform | undefined {
  return PLATFORMS.find((platform) => platform.id === id);
}

/**
 * The platform an autoconsent rule handles. Rules are named for what their authors met first: Osano's
 * open-source cookieconsent library is driven by the "Complianz optin" rules, Cookiebot by
 * "Cybotcookiebot", InMobi Choice by "quantcast"; observations and findings name the platform instead.
 */
export function platformOfRule(rule: string): Platform | undefined {
  return PLATFORMS.find((platform) => platform.autoconsent.includes(rule));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unique = (values: string[]) => [...new Set(values)];
/** An alternation of the words, or one that never matches when there are none. */
const alternation = (words: string[]) =>
  words.length > 0 ? unique(words).map(escape).join('|') : '(?!)';

/** Script or frame hosts of the platforms (each host with its subdomains). */
export const CMP_SCRIPT_HOSTS = new RegExp(
  `(^|\\.)(${alternation(PLATFORMS.flatMap((p) => p.script.hosts))})$`,
  'i',
);

/** Words that name a platform in a script or frame path (regex source: an alternation). */
export const CMP_PATH_WORDS = alternation(PLATFORMS.flatMap((p) => p.script.pathWords));

/** Selector list of the platforms' banner containers (one that matches nothing when there are none). */
export const CMP_CONTAINERS =
  unique(PLATFORMS.flatMap((p) => p.banner.containers)).join(', ') || ':not(*)';

/**
 * Selector list of the banner containers of platforms that autoconsent has rules for: a banner the
 * heuristic sees there is worth waiting a little for autoconsent's rule (one matching only once the
 * banner has finished sliding in).
 */
export const RULED_CMP_CONTAINERS =
  unique(
    PLATFORMS.filter((p) => p.autoconsent.length > 0).flatMap((p) => p.banner.containers),
  ).join(', ') || ':not(*)';

/**
 * Each platform with banner containers, in registry order, with its containers as one selector list:
 * what names the platform of a banner the heuristic found (the first whose container holds its root).
 * Platforms whose containers hand-made banners use too (`containersNamePlatform: false`) are left out.
 */
export const PLATFORM_CONTAINERS: readonly { id: string; selector: string }[] = PLATFORMS.filter(
  (p) => p.banner.containers.length > 0 && p.banner.containersNamePlatform !== false,
).map((p) => ({ id: p.id, selector: p.banner.containers.join(', ') }));

/** Words of the platforms' element ids/classes (regex source: an alternation). */
export const CMP_NAME_WORDS = alternation(PLATFORMS.flatMap((p) => p.banner.nameWords));

interface KnownItem {
  platform: Platform;
  item: StoredItem;
  pattern: RegExp;
}

const KNOWN_ITEMS: readonly KnownItem[] = PLATFORMS.flatMap((platform) =>
  platform.storedState.map((item) => ({
    platform,
    item,
    pattern: new RegExp(`^(?:${item.match === 'regex' ? item.name : escape(item.name)})$`),
  })),
);

/** localStorage keys that some platform stores its state under. */
export const STORAGE_KEY_PATTERN = new RegExp(
  `^(?:${
    KNOWN_ITEMS.filter((known) => known.item.in === 'localStorage')
      .map((known) => known.pattern.source.slice(1, -1))
      .join('|') || '(?!)'
  })$`,
);

/** The stored items (with their platform) that a cookie or storage key of this name is, in registry order. */
export function storedItemsFor(where: StoredLocation, name: string): KnownItem[] {
  return KNOWN_ITEMS.filter((known) => known.item.in === where && known.pattern.test(name));
}

/**
 * The stored items a cookie or storage key of this name is read as: when a platform's configuration on
 * the page renamed its cookie or key to this name, that platform's items for the place (whatever their
 * names); otherwise the items whose names match.
 */
export function storedItemsNamed(
  where: StoredLocation,
  name: string,
  pageConfigs: Readonly<Record<string, PageConfig>> = {},
): KnownItem[] {
  const renamedBy = Object.keys(pageConfigs).find((id) => {
    const config = pageConfigs[id];
    return (where === 'cookie' ? config?.cookieName : config?.storageName) === name;
  });
  return renamedBy
    ? KNOWN_ITEMS.filter((known) => known.platform.id === renamedBy && known.item.in === where)
    : storedItemsFor(where, name);
}

/** The platforms that read their configuration on the page (module `readPageConfig`), by id. */
export const PAGE_CONFIG_READERS: readonly { id: string; source: string }[] = PLATFORMS.flatMap(
  (platform) =>
    platform.module?.readPageConfig
      ? [{ id: platform.id, source: platform.module.readPageConfig }]
      : [],
);

export interface StoredReading {
  verdict: Verdict;
  method: 'cmp_stored_state' | 'tc_string';
}

/** What one stored item's value says, or null when its shape is not recognised (or it is read elsewhere). */
export function decodeItem(
  platform: Platform,
  item: StoredItem,
  input: DecodeInput,
): Verdict | null {
  const { decode } = item;
  if (decode === 'none') return null;
  if (decode === 'module') return platform.module?.decode(input) ?? null;
  const text = input.in === 'cookie' ? safeDecode(input.value) : input.value;
  if (decode === 'flags') return flagList(text);
  if ('values' in decode) return decode.values[input.value] ?? null;
  let data: unknown;
  if (input.in === 'cookie') {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  } else data = parseJson(text);
  if (typeof data !== 'object' || data === null) return null;
  for (const key of decode.categories) {
    const verdict = categoryList((data as Record<string, unknown>)[key]);
    if (verdict) return verdict;
  }
  return null;
}

/**
 * The first verdict among these items (registry order), with how to report it. Each platform's decoder
 * hears the required services its own page configuration names, when it was read.
 */
export function decodeStored(
  items: readonly KnownItem[],
  input: DecodeInput,
  pageConfigs: Readonly<Record<string, PageConfig>> = {},
): StoredReading | null {
  for (const { platform, item } of items) {
    const required = pageConfigs[platform.id]?.requiredServices;
    const verdict = decodeItem(
      platform,
      item,
      required ? { ...input, requiredServices: required } : input,
    );
    if (verdict) return { verdict, method: item.method ?? 'cmp_stored_state' };
  }
  return null;
}
