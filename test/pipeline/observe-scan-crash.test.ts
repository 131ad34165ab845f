// Browser tier: a scan retried on a new browser after Chromium is killed or frozen under it
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserPool } from '../../src/observe/browser-pool.ts';
import {
  browserCrashedUnder,
  observeScan,
  transientFailure,
} from '../../src/pipeline/observe-scan.ts';
import { buildObservation } from '../findings/observation-builder.ts';
import { defaultPlugins } from '../../src/pipeline/plugins.ts';
import { chromiumUnder, waitGone } from '../faults/fault-processes.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

let web: FixtureWeb;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
});

afterAll(async () => {
  await web?.stop();
});

describe('transientFailure', () => {
  it('counts a browser that closed under any stage of an arm, not only its navigation', () => {
    const crashedInConsent = buildObservation('after_reject', {
      termination: { kind: 'network_quiet', intentional: true },
      errors: [
        {
          stage: 'consent',
          code: 'consent_layer_failed',
          message: 'Error: page.evaluate: Target page, context or browser has been closed',
        },
      ],
    });
    const crashedInCollector = buildObservation('before_consent', {
      errors: [
        {
          stage: 'collector',
          code: 'cookies_failed',
          message: 'Browser closed: the browser has disconnected during the before_consent arm.',
        },
      ],
    });
    const navigationTimeout = buildObservation('gpc_on', {
      termination: { kind: 'navigation_failed', intentional: false },
      errors: [
        {
          stage: 'navigation',
          code: 'navigation_timeout',
          message: 'page.goto: Timeout 20000ms exceeded.',
        },
      ],
    });
    const siteProblem = buildObservation('before_consent', {
      termination: { kind: 'navigation_failed', intentional: false },
      errors: [{ stage: 'navigation', code: 'dns_failure', message: 'net::ERR_NAME_NOT_RESOLVED' }],
    });
    const consentProblem = buildObservation('after_accept', {
      errors: [
        {
          stage: 'consent',
          code: 'consent_act_failed',
          message: 'The consent action failed: no button',
        },
      ],
    });
    expect(transientFailure([crashedInConsent])).toBe(true);
    expect(transientFailure([crashedInCollector])).toBe(true);
    expect(transientFailure([navigationTimeout])).toBe(true);
    expect(transientFailure([siteProblem, consentProblem, buildObservation('gpc_on')])).toBe(false);
  });
});

describe('observeScan when the browser dies', () => {
  it('retries once, on a restarted browser, when Chromium is killed after every arm loaded the page', async () => {
    const pool = new BrowserPool({
      mapHosts: web.mapHostsRule,
      ignoreTlsErrors: true,
      maxScansPerBrowser: 1000,
    });
    await pool.use(async () => undefined);
    web.clearLog();
    // The arms navigated (no navigation error) and are observing or clicking when the browser goes.
    let killed: number | undefined;
    const seen = new Set<number>();
    const trigger = setInterval(() => {
      const current = pool.currentPid();
      if (current) for (const pid of [current, ...chromiumUnder(current)]) seen.add(pid);
      if (
        killed !== undefined ||
        web.requestsTo('ignores-choice.example').filter((r) => r.path === '/').length < 4
      )
        return;
      killed = pool.currentPid();
      if (killed) process.kill(killed, 'SIGKILL');
    }, 10);
    try {
      const observed = await observeScan(pool, 'https://ignores-choice.example/', {
        plugins: defaultPlugins(),
      });
      expect(killed).toBeGreaterThan(0);
      expect(observed.attempts).toBe(2);
      expect(pool.launches).toBe(2);
      expect(observed.missingArms).toEqual([]);
      expect(observed.observations.map((o) => o.arm).sort()).toEqual([
        'after_accept',
        'after_reject',
        'before_consent',
        'gpc_on',
      ]);
      for (const observation of observed.observations) {
        expect(browserCrashedUnder(observation)).toBe(false);
        expect(observation.termination.kind).toBe('network_quiet');
      }
      const before = observed.observations.find((o) => o.arm === 'before_consent')!;
      expect(before.requests.some((r) => r.host === 'www.googletagmanager.com')).toBe(true);
    } finally {
      clearInterval(trigger);
      await pool.close();
    }
    // No process of the killed browser or of its replacement is left behind.
    expect(seen.size).toBeGreaterThan(2);
    expect(await waitGone([...seen])).toEqual([]);
  }, 180_000);

  it('ends a frozen browser and completes the scan on a new one', async () => {
    const pool = new BrowserPool({
      mapHosts: web.mapHostsRule,
      ignoreTlsErrors: true,
      // Long enough for the replacement browser's calls on a busy machine; the frozen one never answers.
      browserCallMs: 6_000,
    });
    await pool.use(async () => undefined);
    const frozen = pool.currentPid()!;
    process.kill(frozen, 'SIGSTOP');
    try {
      const observed = await observeScan(pool, 'https://clean-shop.example/', {
        arms: ['before_consent', 'gpc_on'],
        plugins: defaultPlugins(),
      });
      expect(observed.attempts).toBe(2);
      expect(pool.launches).toBe(2);
      expect(pool.currentPid()).not.toBe(frozen);
      expect(observed.missingArms).toEqual([]);
      expect(
        observed.observations.every(
          (o) => o.termination.kind === 'network_quiet' && !browserCrashedUnder(o),
        ),
      ).toBe(true);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('does not retry a scan whose browser stayed healthy', async () => {
    const pool = new BrowserPool({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
    try {
      const observed = await observeScan(pool, 'https://clean-shop.example/', {
        arms: ['before_consent'],
        plugins: defaultPlugins(),
      });
      expect(observed.attempts).toBe(1);
      expect(pool.launches).toBe(1);
      expect(browserCrashedUnder(observed.observations[0]!)).toBe(false);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
