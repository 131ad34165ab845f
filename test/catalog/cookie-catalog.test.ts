import { describe, expect, it } from 'vitest';
import { getDomain } from 'tldts';
import {
  COOKIE_PURPOSES,
  ESSENTIAL_PURPOSES,
  cookieCatalogEntries,
  getCookieCatalogEntry,
  type CookieCatalogEntry,
} from '../../src/catalog/cookie-catalog.ts';
import { classifyCookie } from '../../src/classify/cookie-purpose.ts';
import { compileSchema, readJson } from './schema-helpers.ts';

const SCHEMA = 'schemas/catalog/cookie-catalog.schema.json';
const DATA = 'src/catalog/cookies.json';

type RawEntry = Record<string, unknown>;
const raw = () =>
  structuredClone(readJson(DATA)) as { entries: RawEntry[] } & Record<string, unknown>;
const sample = (): RawEntry => ({
  id: 'acme.tracker',
  pattern: 'acme_tracker',
  match: 'exact',
  vendor: 'Acme',
  purpose: 'advertising',
  essential: false,
  description: 'Acme test entry used by the schema tests.',
});

describe('cookie catalogue data', () => {
  const validate = compileSchema(SCHEMA);

  it('validates against its schema (Ajv 2020-12, strict)', () => {
    const ok = validate(readJson(DATA));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('has at least 160 entries (the most common tracking and necessary cookies)', () => {
    expect(cookieCatalogEntries.length).toBeGreaterThanOrEqual(160);
  });

  it('covers every purpose except unknown', () => {
    const used = new Set(cookieCatalogEntries.map((e) => e.purpose));
    expect([...COOKIE_PURPOSES].filter((p) => !used.has(p))).toEqual(['unknown']);
  });

  it('has unique ids, resolvable with getCookieCatalogEntry', () => {
    const ids = cookieCatalogEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getCookieCatalogEntry('google-analytics.ga')?.pattern).toBe('_ga');
    expect(getCookieCatalogEntry('no.such-id')).toBeUndefined();
  });

  it('has no duplicate patterns: the same name only recurs on disjoint domains', () => {
    const groups = new Map<string, CookieCatalogEntry[]>();
    for (const e of cookieCatalogEntries) {
      const key = `${e.match}\u0000${e.pattern}`;
      groups.set(key, [...(groups.get(key) ?? []), e]);
    }
    const clashes: string[] = [];
    for (const list of groups.values()) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const a = list[i]!;
          const b = list[j]!;
          const overlap = !a.domains || !b.domains || a.domains.some((d) => b.domains!.includes(d));
          if (overlap) clashes.push(`${a.id} / ${b.id}`);
        }
      }
    }
    expect(clashes).toEqual([]);
    // the deliberate same-name entries
    expect(
      cookieCatalogEntries
        .filter((e) => e.pattern === 'uid')
        .map((e) => e.vendor)
        .sort(),
    ).toEqual(['Adform', 'Criteo']);
  });

  it('marks exactly strictly necessary, security and consent cookies as essential', () => {
    const wrong = cookieCatalogEntries
      .filter((e) => e.essential !== ESSENTIAL_PURPOSES.has(e.purpose))
      .map((e) => e.id);
    expect(wrong).toEqual([]);
  });

  it('lists only registrable domains in `domains`', () => {
    const bad = cookieCatalogEntries.flatMap((e) =>
      (e.domains ?? []).filter((d) => getDomain(d) !== d),
    );
    expect(bad).toEqual([]);
  });

  it('compiles every regex and none matches the empty name', () => {
    for (const e of cookieCatalogEntries.filter((x) => x.match === 'regex')) {
      const re = new RegExp(`^(?:${e.pattern})$`, 'u');
      expect(re.test(''), e.id).toBe(false);
    }
  });

  it('reaches every exact and prefix entry: its own pattern classifies to it', () => {
    const unreachable = cookieCatalogEntries
      .filter((e) => e.match !== 'regex')
      .filter((e) => {
        const domain = e.domains?.[0] ?? 'example.org';
        return classifyCookie({ name: e.pattern, domain: `.${domain}` }).catalogId !== e.id;
      })
      .map((e) => e.id);
    expect(unreachable).toEqual([]);
  });

  it('writes descriptions as one short sentence', () => {
    const bad = cookieCatalogEntries.filter(
      (e) => e.description.length > 200 || !e.description.endsWith('.'),
    );
    expect(bad.map((e) => e.id)).toEqual([]);
  });

  describe('schema rejects', () => {
    const withEntry = (patch: RawEntry) => {
      const data = raw();
      data.entries = [{ ...sample(), ...patch }];
      return data;
    };
    const expectInvalid = (data: unknown, keyword: string) => {
      expect(validate(data)).toBe(false);
      expect(validate.errors?.map((e) => e.keyword)).toContain(keyword);
    };

    it('accepts the sample entry (sanity)', () => {
      expect(validate(withEntry({}))).toBe(true);
    });
    it('a tracking cookie marked essential', () =>
      expectInvalid(withEntry({ essential: true }), 'const'));
    it('a consent cookie marked non-essential', () =>
      expectInvalid(withEntry({ purpose: 'consent_management', essential: false }), 'const'));
    it('an unknown purpose value', () =>
      expectInvalid(withEntry({ purpose: 'marketing' }), 'enum'));
    it('a glob in a prefix pattern', () =>
      expectInvalid(withEntry({ match: 'prefix', pattern: '_ga_*' }), 'pattern'));
    it('an invalid regex', () =>
      expectInvalid(withEntry({ match: 'regex', pattern: 'mp_(' }), 'format'));
    it('a non-registrable-looking domain', () =>
      expectInvalid(withEntry({ domains: ['Doubleclick.NET'] }), 'pattern'));
    it('additional properties', () =>
      expectInvalid(withEntry({ sources: ['https://example.org'] }), 'additionalProperties'));
    it('a missing description', () => {
      const entry = sample();
      delete entry.description;
      const data = raw();
      data.entries = [entry];
      expectInvalid(data, 'required');
    });
  });
});
