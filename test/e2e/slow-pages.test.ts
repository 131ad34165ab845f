// Browser tier: Chromium waiting on a 20 s first byte, and on a page that never answers, within the arm budget
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserPool, scanUrl, type ScanOutcome } from '../../src/index.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

/**
 * A slow first byte is not a failure while the arm's budget lasts (an overloaded CMS answers after
 * 20 s and tracks before consent once it does); a page that never answers fails with its reason
 * within the budget; a navigation timeout the user set keeps its meaning.
 */
let web: FixtureWeb;
let pool: BrowserPool;
beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  pool = new BrowserPool({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
}, 120_000);
afterAll(async () => {
  await pool.close();
  await web.stop();
});

const arm = (outcome: ScanOutcome, name: string) =>
  outcome.observations.find((o) => o.arm === name);

describe('slow pages are scanned, not failed', () => {
  it('a first byte after 20 s: observed within the 30 s arm budget, pre-consent tracking found, coverage says the page was slow', async () => {
    const outcome = await scanUrl(pool, 'https://slow-page.example/overloaded');
    const { scan, findings } = outcome.bundle;
    expect(scan.status).toBe('completed');
    const tracking = findings.find((f) => f.id === 'pre_consent_tracking');
    expect(tracking?.evidence.examples.map((e) => e.vendor)).toEqual(
      expect.arrayContaining(['Google Analytics', 'Meta']),
    );
    const before = arm(outcome, 'before_consent')!;
    expect(before.timings.domContentLoadedMs).toBeGreaterThan(19_000);
    expect(scan.coverage?.limitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'slow_response',
          arm: 'before_consent',
          summary: expect.stringMatching(/took 2\d\.\d s to load/),
        }),
      ]),
    );
    // No banner: the action arms had nothing to click and were not loaded a third and fourth time.
    expect(outcome.observations.map((o) => o.arm).sort()).toEqual(['before_consent', 'gpc_on']);
  }, 150_000);

  it('a page that never answers fails with a timeout inside the budget, and the action arms are not loaded for nothing', async () => {
    const started = performance.now();
    const outcome = await scanUrl(pool, 'https://slow-page.example/never', {
      budgets: { armMs: 10_000 },
      retries: 0,
    });
    expect(outcome.bundle.scan.status).toBe('failed');
    expect(outcome.bundle.scan.failure).toMatchObject({ code: 'timeout' });
    expect(outcome.observations.map((o) => o.arm).sort()).toEqual(['before_consent', 'gpc_on']);
    expect(performance.now() - started).toBeLessThan(2 * 10_000 + 5_000);
  }, 120_000);

  it('--navigation-timeout keeps its meaning: 5 s set by the user fails the 20 s page as a timeout', async () => {
    const outcome = await scanUrl(pool, 'https://slow-page.example/overloaded', {
      budgets: { navigationMs: 5_000 },
      retries: 0,
    });
    expect(outcome.bundle.scan.status).toBe('failed');
    expect(outcome.bundle.scan.failure).toMatchObject({ code: 'timeout' });
    expect(arm(outcome, 'before_consent')?.timings.domContentLoadedMs).toBeUndefined();
  }, 120_000);

  it('a page slower than usual but well inside the budget (2.5 s) is not flagged as slow', async () => {
    const outcome = await scanUrl(pool, 'https://slow-page.example/');
    expect(outcome.bundle.scan.coverage?.limitations?.some((l) => l.code === 'slow_response')).toBe(
      false,
    );
  }, 120_000);
});
