import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '../../src/internal.ts';
import { chargeBudgets } from '../../server/limits/budget-charge.ts';
import { clientAddress, parseRanges } from '../../server/limits/client-address.ts';
import { newScanBudgets, readBudgets, WEIGHT } from '../../server/limits/policy.ts';

const summary = (budgets: ReturnType<typeof readBudgets>) =>
  budgets.map(
    (b) => `${b.scope} ${b.window} ${b.limit}${b.fixedUnits ? ` fixed ${b.fixedUnits}` : ''}`,
  );

describe('the policy table of spec section 8', () => {
  it('reads, status polls and new scans per profile', () => {
    expect(WEIGHT).toEqual({ read: 1, heavy: 4, status: 1 });
    expect(summary(readBudgets('read', 'scan_key'))).toEqual([
      'caller_resource rolling_10m 120',
      'caller_resource rolling_24h 1200',
      'resource_all_callers rolling_10m 4000',
      'caller_all_resources rolling_10m 480',
    ]);
    expect(summary(readBudgets('heavy', 'self_serve_key'))).toEqual([
      ...summary(readBudgets('heavy', 'anonymous')),
      'self_serve_key_reads utc_day 500 fixed 1',
    ]);
    expect(summary(readBudgets('status', 'self_serve_key'))).toEqual([
      'status_caller_scan rolling_10m 120',
      'status_scan_all_callers rolling_10m 10000',
      'status_caller_all_scans rolling_10m 600',
    ]);
    expect(summary(readBudgets('status', 'elevated'))).toEqual([
      'status_caller_scan rolling_10m 1200',
      'status_scan_all_callers rolling_10m 10000',
      'status_caller_all_scans rolling_10m 6000',
    ]);
    expect(
      summary([
        ...newScanBudgets('anonymous'),
        ...newScanBudgets('scan_key'),
        ...newScanBudgets('elevated'),
      ]),
    ).toEqual([
      'anonymous_new_scans utc_day 20',
      'anonymous_new_scans_all_callers utc_day 1000',
      'scan_creation utc_day 500',
      'scan_creation utc_day 5000',
    ]);
    expect(summary(newScanBudgets('anonymous', 50))).toEqual([
      'anonymous_new_scans utc_day 20',
      'anonymous_new_scans_all_callers utc_day 50',
    ]);
  });
});

describe('budgets across callers', () => {
  let store: SqliteStore;
  beforeAll(async () => {
    store = await openSqliteStore({
      dataDir: mkdtempSync(join(tmpdir(), 'consentry-limits-policy-')),
    });
  });
  afterAll(() => store.close());

  it('one scan read by many callers: 4000 units per 10 minutes in all', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const heavy = (caller: number) =>
      chargeBudgets(store, {
        budgets: readBudgets('heavy', 'scan_key'),
        units: 4,
        profile: 'scan_key',
        caller: `key:k${caller}`,
        resource: 'scan:popular',
        now,
      });
    let allowed = 0;
    for (let caller = 0; caller < 40; caller++) {
      for (let i = 0; i < 30; i++) if ((await heavy(caller)).error === null) allowed++;
    }
    expect(allowed).toBe(1000);
    const refused = await heavy(41);
    expect(refused.error?.details.rateLimit).toMatchObject({
      scope: 'resource_all_callers',
      limit: 4000,
      usage: 4000,
      requestedUnits: 4,
      profile: 'scan_key',
    });
    expect(refused.headers.ratelimit).toBe('"resource_all_callers.rolling_10m";r=0;t=600');
  });

  it('one caller polling many scans: 600 polls per 10 minutes', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const poll = (scan: number) =>
      chargeBudgets(store, {
        budgets: readBudgets('status', 'anonymous'),
        units: 1,
        profile: 'anonymous',
        caller: 'ip:192.0.2.1',
        resource: `scan:s${scan}`,
        now,
      });
    for (let scan = 0; scan < 600; scan++) expect((await poll(scan)).error).toBeNull();
    expect((await poll(600)).error?.details.rateLimit).toMatchObject({
      scope: 'status_caller_all_scans',
      limit: 600,
      usage: 600,
    });
  });
});

describe('client address', () => {
  const proxies = parseRanges(['10.0.0.0/8', '::1']);
  it.each([
    ['192.0.2.1', undefined, '192.0.2.1'],
    ['192.0.2.1', '198.51.100.9', '192.0.2.1'],
    ['10.0.0.2', '198.51.100.9', '198.51.100.9'],
    ['10.0.0.2', '198.51.100.9, 10.0.0.3', '198.51.100.9'],
    ['10.0.0.2', '203.0.113.1, 198.51.100.9', '198.51.100.9'],
    ['10.0.0.2', 'not-an-ip', '10.0.0.2'],
    // IPv6 per /48: every /64 of one allocation is one caller.
    ['::1', '2001:db8:aa:bb:cc::1', '2001:db8:aa::/48'],
    ['2001:db8:aa:ffff::9', undefined, '2001:db8:aa::/48'],
    ['2001:db8:ab::1', undefined, '2001:db8:ab::/48'],
    ['::ffff:192.0.2.44', undefined, '192.0.2.44'],
    [undefined, undefined, 'unknown'],
  ])('peer %s with X-Forwarded-For %s is %s', (peer, forwarded, expected) => {
    expect(clientAddress(peer, forwarded, proxies)).toBe(expected);
  });
});
