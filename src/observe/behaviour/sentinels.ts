import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { FormFieldKind, SentinelEncoding } from '../../model/index.ts';

/** A value typed into a field by the key-logging probe: random, so any request carrying it is caused by the typing. */
export interface Sentinel {
  readonly value: string;
  readonly fieldKind: FormFieldKind;
  /** Typed into a site-search box (see isSearchField). */
  readonly searchField?: boolean;
}

/** One way a sentinel may appear in a request. `caseless` needles are compared lower-cased. */
export interface SentinelNeedle {
  readonly needle: string;
  readonly encoding: SentinelEncoding;
  readonly caseless: boolean;
}

export interface PreparedSentinel extends Sentinel {
  readonly needles: readonly SentinelNeedle[];
}

export interface SentinelMatch {
  readonly fieldKind: FormFieldKind;
  readonly encoding: SentinelEncoding;
  readonly searchField: boolean;
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const ALPHANUMERIC = `${LETTERS}23456789`;

function randomString(alphabet: string, length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

function randomDigits(length: number): string {
  return randomString('0123456789', length);
}

/**
 * A fresh sentinel for a field of this kind, shaped so that ordinary validation accepts it: an email
 * address for email fields, digits for phone fields, letters for names, letters and digits otherwise.
 * Every sentinel carries at least 10 random characters, so it cannot occur by chance.
 */
export function makeSentinel(fieldKind: FormFieldKind): Sentinel {
  switch (fieldKind) {
    case 'email':
      return { fieldKind, value: `csy.${randomString(ALPHANUMERIC, 12)}@example.com` };
    case 'phone':
      return { fieldKind, value: `+44 7700 9${randomDigits(5)}` };
    case 'name':
      return { fieldKind, value: `Csy${randomString(LETTERS, 12)}` };
    default:
      return { fieldKind, value: `csy${randomString(ALPHANUMERIC, 14)}` };
  }
}

/** The forms a tracker normalises a value to before hashing it (Meta/TikTok/Google advanced matching). */
export function normalisedForms(sentinel: Sentinel): string[] {
  const forms = new Set<string>([sentinel.value, sentinel.value.trim().toLowerCase()]);
  if (sentinel.fieldKind === 'phone') {
    const digits = sentinel.value.replace(/\D/g, '');
    forms.add(digits);
    forms.add(`+${digits}`);
  }
  return [...forms];
}

/**
 * Base64 of `value` as it appears inside a longer base64 text: the value may start at any of three byte
 * offsets, so for each offset only the characters fully determined by the value's own bytes are kept.
 */
export function base64Fragments(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const fragments = new Set<string>();
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const firstGroup = Math.ceil(offset / 3);
    const lastGroup = Math.floor((offset + bytes.length) / 3) - 1;
    if (lastGroup - firstGroup + 1 < 2) continue;
    const fragment = encoded.slice(firstGroup * 4, (lastGroup + 1) * 4);
    fragments.add(fragment);
    fragments.add(fragment.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...fragments];
}

/** Every needle that betrays this sentinel: plain, base64, and MD5/SHA-256 (hex and base64) of its normalised forms. */
export function sentinelNeedles(sentinel: Sentinel): SentinelNeedle[] {
  const needles: SentinelNeedle[] = [];
  const seen = new Set<string>();
  const add = (needle: string, encoding: SentinelEncoding, caseless: boolean) => {
    const key = `${caseless ? needle.toLowerCase() : needle}\u0000${encoding}`;
    if (seen.has(key) || needle.length < 8) return;
    seen.add(key);
    needles.push({ needle: caseless ? needle.toLowerCase() : needle, encoding, caseless });
  };
  for (const form of normalisedForms(sentinel)) {
    add(form, 'plain', true);
    for (const fragment of base64Fragments(form)) add(fragment, 'base64', false);
    for (const algorithm of ['md5', 'sha256'] as const) {
      const digest = createHash(algorithm).update(form, 'utf8').digest();
      add(digest.toString('hex'), algorithm, true);
      const b64 = digest.toString('base64').replace(/=+$/, '');
      add(b64, algorithm, false);
      add(b64.replace(/\+/g, '-').replace(/\//g, '_'), algorithm, false);
    }
  }
  return needles;
}

export function prepareSentinel(sentinel: Sentinel): PreparedSentinel {
  return { ...sentinel, needles: sentinelNeedles(sentinel) };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text
      .replace(/%40/gi, '@')
      .replace(/%2B/gi, '+')
      .replace(/%2F/gi, '/')
      .replace(/%3D/gi, '=');
  }
}

/** A URL or body as it may carry a value: raw, and URL-decoded (once and twice) when it contains escapes. */
export function haystacksOf(text: string): string[] {
  const out = [text];
  if (text.includes('%') || text.includes('+')) {
    const once = safeDecode(text);
    if (once !== text) out.push(once);
    if (once.includes('%')) {
      const twice = safeDecode(once);
      if (twice !== once) out.push(twice);
    }
  }
  return out;
}

/** How one sentinel appears in the haystacks: the first encoding found, or null. */
function matchOne(
  haystacks: readonly string[],
  lowered: readonly string[],
  sentinel: PreparedSentinel,
): SentinelMatch | null {
  for (let i = 0; i < haystacks.length; i++) {
    for (const { needle, encoding, caseless } of sentinel.needles) {
      if ((caseless ? lowered[i]! : haystacks[i]!).includes(needle))
        return {
          fieldKind: sentinel.fieldKind,
          encoding,
          searchField: sentinel.searchField === true,
        };
    }
  }
  return null;
}

/** The first sentinel found in any of the haystacks, with the encoding it travelled in. */
export function findSentinel(
  haystacks: readonly string[],
  sentinels: readonly PreparedSentinel[],
): SentinelMatch | null {
  const lowered = haystacks.map((haystack) => haystack.toLowerCase());
  for (const sentinel of sentinels) {
    const match = matchOne(haystacks, lowered, sentinel);
    if (match) return match;
  }
  return null;
}

/**
 * Every sentinel found in the haystacks, one match each: a recorder or key logger that batches
 * several fields into one request betrays each of them (the email next to the search box).
 */
export function findSentinels(
  haystacks: readonly string[],
  sentinels: readonly PreparedSentinel[],
): SentinelMatch[] {
  const lowered = haystacks.map((haystack) => haystack.toLowerCase());
  const matches: SentinelMatch[] = [];
  for (const sentinel of sentinels) {
    const match = matchOne(haystacks, lowered, sentinel);
    if (match) matches.push(match);
  }
  return matches;
}

const typedByContext = new WeakMap<BrowserContext, PreparedSentinel[]>();

/**
 * The sentinels the key-logging probe typed in this arm's context, shared with the pixel-payload
 * collector (`form_content`). Registered before the first key is pressed.
 */
export function registerTypedSentinel(
  context: BrowserContext,
  sentinel: Sentinel,
): PreparedSentinel {
  const prepared = prepareSentinel(sentinel);
  const list = typedByContext.get(context) ?? [];
  list.push(prepared);
  typedByContext.set(context, list);
  return prepared;
}

export function typedSentinels(context: BrowserContext): readonly PreparedSentinel[] {
  return typedByContext.get(context) ?? [];
}
