// Browser tier: Chromium frozen or killed under a context or page, and Playwright's disposal errors
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS, type ArmSpec } from '../../src/observe/arm-spec.ts';
import { runArm } from '../../src/observe/arm.ts';
import { launchChromium, type LaunchedChromium } from '../../src/observe/launch.ts';
import { navigationErrorCode } from '../../src/observe/navigation-error.ts';
import { onDisposalErrorIgnored } from '../../src/observe/playwright-disposal.ts';
import { transientFailure } from '../../src/pipeline/observe-scan.ts';
import { chromiumUnder } from '../faults/fault-processes.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

let web: FixtureWeb;
const launched: LaunchedChromium[] = [];

const spec = (url: string): ArmSpec => ({
  arm: 'before_consent',
  url,
  scanFrom: 'eu_ie',
  viewport: 'desktop',
  budgets: { ...DEFAULT_BUDGETS, armMs: 15_000 },
});

async function chromium(): Promise<LaunchedChromium> {
  const browser = await launchChromium({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
  launched.push(browser);
  return browser;
}

/** How a promise settled, and after how many ms. */
async function settle(
  promise: Promise<unknown>,
): Promise<{ ok: boolean; message: string; ms: number }> {
  const started = performance.now();
  try {
    await promise;
    return { ok: true, message: '', ms: performance.now() - started };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ms: performance.now() - started,
    };
  }
}

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
});

afterAll(async () => {
  // close() ends a frozen or dead browser too (SIGKILL after its grace period).
  await Promise.all(launched.map((browser) => browser.close()));
  await web?.stop();
});

describe('an arm on a browser that dies or freezes', () => {
  it('settles with a browser_crashed error, and reports the browser unresponsive, when Chromium freezes while the context is created', async () => {
    const browser = await chromium();
    let unresponsive = 0;
    process.kill(browser.pid!, 'SIGSTOP'); // alive but answering nothing: context creation would wait forever
    const result = await settle(
      runArm(
        {
          browser: browser.browser,
          userAgent: browser.userAgent,
          ignoreTlsErrors: true,
          browserCallMs: 1_500,
          onUnresponsive: () => unresponsive++,
        },
        spec('https://clean-shop.example/'),
      ),
    );
    browser.kill();
    expect(result.ok).toBe(false);
    expect(result.message).toBe(
      'Browser unresponsive: creating a browser context did not finish within 1500 ms.',
    );
    expect(navigationErrorCode(result.message)).toBe('browser_crashed');
    expect(unresponsive).toBe(1);
    expect(result.ms).toBeLessThan(10_000);
  }, 30_000);

  it('settles with "Browser closed" when Chromium is killed while the page is created, without waiting for the bound', async () => {
    const browser = await chromium();
    let unresponsive = 0;
    process.kill(browser.pid!, 'SIGSTOP');
    const running = settle(
      runArm(
        {
          browser: browser.browser,
          userAgent: browser.userAgent,
          ignoreTlsErrors: true,
          browserCallMs: 60_000,
          onUnresponsive: () => unresponsive++,
        },
        spec('https://clean-shop.example/'),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(browser.pid!, 'SIGKILL');
    const result = await running;
    expect(result.ok).toBe(false);
    expect(navigationErrorCode(result.message)).toBe('browser_crashed');
    expect(result.ms).toBeLessThan(20_000);
    expect(unresponsive).toBe(0);
    expect(browser.browser.isConnected()).toBe(false);
  }, 40_000);

  it.each([0, 400])(
    'records browser_crashed when the renderer is killed %i ms after the document was requested, and the pipeline retries it',
    async (delayMs) => {
      const browser = await chromium();
      const before = web.requestsTo('slow-page.example').length;
      const killer = setInterval(() => {
        if (web.requestsTo('slow-page.example').length <= before) return;
        clearInterval(killer);
        setTimeout(() => {
          for (const renderer of chromiumUnder(browser.pid!, 'renderer'))
            process.kill(renderer, 'SIGKILL');
        }, delayMs);
      }, 5);
      const { observation } = await runArm(
        { browser: browser.browser, userAgent: browser.userAgent, ignoreTlsErrors: true },
        spec('https://slow-page.example/'), // its document takes 2.5 s to arrive
      );
      clearInterval(killer);
      expect(observation.errors).toContainEqual({
        stage: 'internal',
        code: 'browser_crashed',
        message: "Page crashed: the page's renderer ended.",
      });
      expect(transientFailure([observation])).toBe(true);
    },
    40_000,
  );

  it('runs normally on a healthy browser with a short call bound', async () => {
    const browser = await chromium();
    const { observation } = await runArm(
      {
        browser: browser.browser,
        userAgent: browser.userAgent,
        ignoreTlsErrors: true,
        browserCallMs: 5_000,
      },
      spec('https://clean-shop.example/'),
    );
    expect(observation.termination).toEqual({ kind: 'network_quiet', intentional: true });
    expect(observation.errors).toEqual([]);
  }, 40_000);
});

describe("Playwright's dispatcher errors of a dead browser", () => {
  it('are dropped where they arise (and reported); any other dispatcher error still throws', async () => {
    const browser = await chromium();
    const connection = (
      browser.browser as unknown as { _connection: { dispatch(message: unknown): void } }
    )._connection;
    const ignored: string[] = [];
    const stop = onDisposalErrorIgnored((message) => ignored.push(message));
    try {
      // What the in-process dispatcher delivers from a setImmediate when Chromium died mid-creation.
      expect(() =>
        connection.dispatch({
          guid: 'page@0d1e',
          method: '__create__',
          params: { type: 'Frame', guid: 'frame@5ea7', initializer: {} },
        }),
      ).not.toThrow();
      expect(ignored).toEqual(['Cannot find parent object page@0d1e to create frame@5ea7']);
      expect(() => connection.dispatch({ id: 987_654_321, result: {} })).toThrow(
        'Cannot find command to respond: 987654321',
      );
      expect(ignored).toHaveLength(1);
    } finally {
      stop();
    }
    // The connection still works for the live browser.
    const context = await browser.browser.newContext();
    await context.close();
  }, 30_000);
});
