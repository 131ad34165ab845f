import { expect, it } from 'vitest';
import type { ApiKeyRecord } from '../../src/index.ts';
import { at } from './clock.ts';
import type { StoreContext } from './contract.ts';

function record(id: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  return {
    id,
    name: `key ${id}`,
    hmac: `${id}`.padEnd(64, 'f'),
    prefix: 'csy_',
    scopes: ['scan:read', 'scan:create'],
    profile: 'standard',
    createdAt: '2026-11-22T10:00:00.000Z',
    expiresAt: '2027-11-22T10:00:00.000Z',
    revokedAt: null,
    owner: null,
    ...overrides,
  };
}

export function keyContract(context: StoreContext): void {
  it('createKey, findKeyByHmac and listKeys round-trip every field', async () => {
    const { store } = context;
    const full = record('a1b2c3d4e5f6');
    const readOnly = record('z9y8x7w6v5u4', {
      prefix: 'csy_ro_',
      scopes: ['scan:read', 'mcp'],
      profile: 'standard',
      createdAt: '2026-11-22T11:00:00.000Z',
      expiresAt: '2027-02-20T11:00:00.000Z',
      owner: 'ada@example.org',
    });
    const noExpiry = record('m3n4p5q6r7s2', {
      createdAt: '2026-11-22T12:00:00.000Z',
      expiresAt: null,
      profile: 'elevated',
    });
    await store.createKey(readOnly);
    await store.createKey(full);
    await store.createKey(noExpiry);
    expect(await store.findKeyByHmac(readOnly.hmac)).toEqual(readOnly);
    expect(await store.findKeyByHmac(noExpiry.hmac)).toEqual(noExpiry);
    expect(await store.findKeyByHmac('0'.repeat(64))).toBeNull();
    expect(await store.listKeys()).toEqual([full, readOnly, noExpiry]);
  });

  it('a second key with the same id or the same HMAC is refused', async () => {
    const { store } = context;
    await store.createKey(record('a1b2c3d4e5f6'));
    await expect(
      store.createKey(record('a1b2c3d4e5f6', { hmac: 'e'.repeat(64) })),
    ).rejects.toThrow();
    await expect(
      store.createKey(record('b1b2c3d4e5f6', { hmac: record('a1b2c3d4e5f6').hmac })),
    ).rejects.toThrow();
    expect(await store.listKeys()).toHaveLength(1);
  });

  it('revokeKey marks the key revoked once (the first time is kept); unknown id gives false', async () => {
    const { store } = context;
    const key = record('a1b2c3d4e5f6');
    await store.createKey(key);
    expect(await store.revokeKey(key.id, at(1000))).toBe(true);
    expect((await store.findKeyByHmac(key.hmac))?.revokedAt).toBe('2026-11-22T10:00:01.000Z');
    expect(await store.revokeKey(key.id, at(5000))).toBe(true);
    expect((await store.listKeys())[0]?.revokedAt).toBe('2026-11-22T10:00:01.000Z');
    expect(await store.revokeKey('nosuchkey000', at(6000))).toBe(false);
  });

  it('createKeyWithinCap: at most N usable keys per owner; revoked and expired ones do not count; atomic under concurrency', async () => {
    const { store } = context;
    const now = at(0);
    const owned = (id: string, overrides: Partial<ApiKeyRecord> = {}) =>
      record(id, {
        owner: 'ada@example.org',
        prefix: 'csy_ro_',
        scopes: ['scan:read', 'mcp'],
        ...overrides,
      });
    expect(await store.createKeyWithinCap(owned('own000000001'), 2, now)).toBe(true);
    expect(await store.createKeyWithinCap(owned('own000000002'), 2, now)).toBe(true);
    expect(await store.createKeyWithinCap(owned('own000000003'), 2, now)).toBe(false);
    expect((await store.listKeys()).map((key) => key.id)).toEqual(['own000000001', 'own000000002']);
    // Another owner has their own room.
    expect(
      await store.createKeyWithinCap(owned('own000000004', { owner: 'bob@example.org' }), 2, now),
    ).toBe(true);
    // A revoked key, or one expired by now, frees its owner's room.
    await store.revokeKey('own000000001', now);
    expect(await store.createKeyWithinCap(owned('own000000005'), 2, now)).toBe(true);
    await store.createKey(
      owned('own000000006', { owner: 'cy@example.org', expiresAt: '2026-11-22T09:00:00.000Z' }),
    );
    expect(
      await store.createKeyWithinCap(owned('own000000007', { owner: 'cy@example.org' }), 1, now),
    ).toBe(true);
    // Concurrent requests of one owner: exactly the cap is created.
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.createKeyWithinCap(owned(`race0000000${i}`, { owner: 'dee@example.org' }), 3, now),
      ),
    );
    expect(racing.filter(Boolean)).toHaveLength(3);
    expect((await store.listKeys()).filter((key) => key.owner === 'dee@example.org')).toHaveLength(
      3,
    );
    await expect(store.createKeyWithinCap(record('noowner00001'), 2, now)).rejects.toThrow(
      'the key must name its owner',
    );
  });
}
