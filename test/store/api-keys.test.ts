import { mkdtempSync, readFileSync, statSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authenticateKey,
  KEY_SECRET_FILE,
  KeyOptionError,
  keyHmac,
  KeySecretError,
  loadOrCreateKeySecret,
  mintKey,
  openSqliteStore,
  parseKey,
  parseScopeList,
  type SqliteStore,
} from '../../src/internal.ts';
import { at, HOUR } from './clock.ts';

const root = mkdtempSync(join(tmpdir(), 'consentry-keys-'));
const SECRET = 'k'.repeat(43);
const DAY = 24 * HOUR;
const FULL_KEY = /^csy_[a-z2-7]{12}_[0-9A-Za-z]{38}$/;

describe('key format', () => {
  it('mints a full key csy_<id>_<secret><check> whose record holds only the HMAC', () => {
    const { key, record } = mintKey({
      scopes: ['scan:create', 'scan:read', 'scan:read'],
      name: 'ci pipeline',
      secret: SECRET,
      now: at(0),
    });
    expect(key).toMatch(FULL_KEY);
    expect(key.slice(4, 16)).toBe(record.id);
    expect(record).toEqual({
      id: record.id,
      name: 'ci pipeline',
      hmac: keyHmac(key, SECRET),
      prefix: 'csy_',
      scopes: ['scan:read', 'scan:create'],
      profile: 'standard',
      createdAt: '2026-11-22T10:00:00.000Z',
      expiresAt: '2027-11-22T10:00:00.000Z',
      revokedAt: null,
      owner: null,
    });
    expect(record.hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain(key.slice(17));
    expect(parseKey(key)).toEqual({
      ok: true,
      key: { text: key, prefix: 'csy_', readOnly: false, id: record.id },
    });
  });

  it('mints a read-only csy_ro_ key for 90 days that cannot carry scan:create', () => {
    const { key, record } = mintKey({
      scopes: ['mcp', 'scan:read'],
      readOnly: true,
      name: 'ada',
      owner: 'ada@example.org',
      secret: SECRET,
      now: at(0),
    });
    expect(key).toMatch(/^csy_ro_[a-z2-7]{12}_[0-9A-Za-z]{38}$/);
    expect(record).toMatchObject({
      prefix: 'csy_ro_',
      scopes: ['scan:read', 'mcp'],
      owner: 'ada@example.org',
      expiresAt: '2027-02-20T10:00:00.000Z',
    });
    expect(parseKey(key)).toMatchObject({ ok: true, key: { readOnly: true, prefix: 'csy_ro_' } });
    expect(() =>
      mintKey({
        scopes: ['scan:read', 'scan:create'],
        readOnly: true,
        name: 'x',
        secret: SECRET,
        now: at(0),
      }),
    ).toThrow(/read-only key cannot carry scan:create/);
  });

  it('two minted keys differ in id and secret', () => {
    const a = mintKey({ scopes: ['scan:read'], name: 'a', secret: SECRET, now: at(0) });
    const b = mintKey({ scopes: ['scan:read'], name: 'b', secret: SECRET, now: at(0) });
    expect(a.record.id).not.toBe(b.record.id);
    expect(a.key.slice(17, 49)).not.toBe(b.key.slice(17, 49));
  });

  it('the checksum catches every single-character change and every adjacent swap', () => {
    const { key } = mintKey({ scopes: ['scan:read'], name: 'x', secret: SECRET, now: at(0) });
    let checked = 0;
    for (let i = 4; i < key.length; i++) {
      if (key[i] === '_') continue;
      const replacement = key[i] === 'a' ? 'b' : key[i] === '2' ? '3' : 'a';
      expect(parseKey(key.slice(0, i) + replacement + key.slice(i + 1))).toMatchObject({
        ok: false,
      });
      if (i + 1 < key.length && key[i] !== key[i + 1] && key[i + 1] !== '_') {
        expect(parseKey(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2))).toMatchObject({
          ok: false,
        });
      }
      checked++;
    }
    expect(checked).toBe(key.length - 5);
    expect(parseKey(key.slice(0, 20) + (key[20] === 'Z' ? 'Y' : 'Z') + key.slice(21))).toEqual({
      ok: false,
      reason: 'checksum',
    });
  });

  it('rejects text that is not a key as malformed', () => {
    const { key } = mintKey({ scopes: ['scan:read'], name: 'x', secret: SECRET, now: at(0) });
    for (const text of [
      '',
      'csy_',
      key.slice(0, -1),
      `${key}0`,
      key.replace('csy_', 'csx_'),
      key.replace('csy_', 'CSY_'),
      ` ${key}`,
      key.toUpperCase(),
      'ghp_' + key.slice(4),
    ]) {
      expect(parseKey(text)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses bad mint options with a clear message', () => {
    const base = { scopes: ['scan:read'] as const, name: 'x', secret: SECRET, now: at(0) };
    expect(() => mintKey({ ...base, scopes: [] })).toThrow(/at least one scope/);
    expect(() => mintKey({ ...base, scopes: ['scan:write' as 'scan:read'] })).toThrow(
      /unknown scope "scan:write"/,
    );
    for (const days of [0, -1, 1.5, 3651, Number.NaN])
      expect(() => mintKey({ ...base, expiresInDays: days })).toThrow(KeyOptionError);
    expect(mintKey({ ...base, expiresInDays: 1 }).record.expiresAt).toBe(at(DAY).toISOString());
    expect(() => mintKey({ ...base, profile: 'gold' as 'standard' })).toThrow(
      /unknown profile "gold"/,
    );
    expect(() => mintKey({ ...base, name: '  ' })).toThrow(/1 to 100 printable/);
    expect(() => mintKey({ ...base, name: 'a\nb' })).toThrow(/1 to 100 printable/);
  });

  it('parseScopeList reads a comma list and names an unknown scope', () => {
    expect(parseScopeList('scan:read, scan:create,mcp')).toEqual([
      'scan:read',
      'scan:create',
      'mcp',
    ]);
    expect(() => parseScopeList('scan:read,admin')).toThrow(/unknown scope "admin"/);
    expect(() => parseScopeList('')).toThrow(/unknown scope ""/);
  });
});

describe('authenticateKey', () => {
  let store: SqliteStore;
  let lookups = 0;
  const counting = { findKeyByHmac: (hmac: string) => (lookups++, store.findKeyByHmac(hmac)) };
  const minted = mintKey({
    scopes: ['scan:read', 'mcp'],
    name: 'reader',
    secret: SECRET,
    now: at(0),
    expiresInDays: 30,
  });
  const revoked = mintKey({ scopes: ['scan:read'], name: 'old', secret: SECRET, now: at(0) });

  beforeAll(async () => {
    store = await openSqliteStore({ dataDir: join(root, 'auth') });
    await store.createKey(minted.record);
    await store.createKey(revoked.record);
    await store.revokeKey(revoked.record.id, at(HOUR));
  });
  afterAll(() => store.close());

  it('accepts a stored, active key with any-case Bearer scheme', async () => {
    expect(await authenticateKey(counting, SECRET, `Bearer ${minted.key}`, at(HOUR))).toEqual({
      ok: true,
      record: minted.record,
    });
    expect(await authenticateKey(counting, SECRET, `bearer ${minted.key}`, at(HOUR))).toMatchObject(
      { ok: true },
    );
  });

  it('rejects missing, malformed and mistyped keys without a database lookup', async () => {
    lookups = 0;
    const mistyped =
      minted.key.slice(0, 30) + (minted.key[30] === 'x' ? 'y' : 'x') + minted.key.slice(31);
    const cases: [string | undefined, string][] = [
      [undefined, 'missing'],
      ['', 'missing'],
      [minted.key, 'malformed'],
      [`Basic ${minted.key}`, 'malformed'],
      [`Bearer ${minted.key} extra`, 'malformed'],
      ['Bearer not-a-key', 'malformed'],
      [`Bearer ${mistyped}`, 'checksum'],
    ];
    for (const [header, reason] of cases) {
      expect(await authenticateKey(counting, SECRET, header, at(HOUR))).toEqual({
        ok: false,
        error: 'unauthorized',
        reason,
      });
    }
    expect(lookups).toBe(0);
  });

  it('rejects unknown, revoked and expired keys, and keys minted under another secret', async () => {
    const stranger = mintKey({ scopes: ['scan:read'], name: 'x', secret: SECRET, now: at(0) });
    expect(
      await authenticateKey(counting, SECRET, `Bearer ${stranger.key}`, at(HOUR)),
    ).toMatchObject({ reason: 'unknown' });
    expect(
      await authenticateKey(
        counting,
        'another-secret-of-sufficient-length-000',
        `Bearer ${minted.key}`,
        at(HOUR),
      ),
    ).toMatchObject({ reason: 'unknown' });
    expect(
      await authenticateKey(counting, SECRET, `Bearer ${revoked.key}`, at(2 * HOUR)),
    ).toMatchObject({ ok: false, reason: 'revoked' });
    expect(
      await authenticateKey(counting, SECRET, `Bearer ${minted.key}`, at(30 * DAY - 1)),
    ).toMatchObject({ ok: true });
    expect(
      await authenticateKey(counting, SECRET, `Bearer ${minted.key}`, at(30 * DAY)),
    ).toMatchObject({ ok: false, reason: 'expired' });
  });
});

describe('loadOrCreateKeySecret', () => {
  it('generates a secret once into the data dir with mode 0600 and reuses it', () => {
    const dataDir = join(root, 'secret-new', 'nested');
    const secret = loadOrCreateKeySecret(dataDir, {});
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dataDir, KEY_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeySecret(dataDir, {})).toBe(secret);
    expect(readFileSync(join(dataDir, KEY_SECRET_FILE), 'utf8')).toBe(`${secret}\n`);
  });

  it('CONSENTRY_KEY_SECRET wins and must be long enough', () => {
    const dataDir = join(root, 'secret-env');
    expect(loadOrCreateKeySecret(dataDir, { CONSENTRY_KEY_SECRET: 'e'.repeat(32) })).toBe(
      'e'.repeat(32),
    );
    expect(() => loadOrCreateKeySecret(dataDir, { CONSENTRY_KEY_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
  });

  it('tightens a readable secret file to 0600 and refuses an empty one', () => {
    const open = join(root, 'secret-open');
    mkdirSync(open);
    writeFileSync(join(open, KEY_SECRET_FILE), `${'s'.repeat(40)}\n`);
    chmodSync(join(open, KEY_SECRET_FILE), 0o644);
    expect(loadOrCreateKeySecret(open, {})).toBe('s'.repeat(40));
    expect(statSync(join(open, KEY_SECRET_FILE)).mode & 0o777).toBe(0o600);
    const empty = join(root, 'secret-empty');
    mkdirSync(empty);
    writeFileSync(join(empty, KEY_SECRET_FILE), '\n');
    expect(() => loadOrCreateKeySecret(empty, {})).toThrow(KeySecretError);
  });
});
