import type { Page } from 'playwright-core';
import type { Collector } from '../../../src/observe/arm-runtime.ts';
import { launchChromium, type LaunchedChromium } from '../../../src/observe/launch.ts';
import { createArmRuntime, type ArmRuntimeState } from '../../../src/observe/runtime.ts';
import { PLANTED_SECRET_STRINGS } from '../../../src/cli/demo-web/planted-secrets.ts';
import { startFixtureWeb, type FixtureWeb } from '../../web/server.ts';

/** One fixture web and one Chromium per test file. */
export interface Harness {
  web: FixtureWeb;
  chromium: LaunchedChromium;
  stop(): Promise<void>;
}

/** `extraMapRules` (e.g. "MAP ws-logger.example 127.0.0.1:1234") are tried before the fixture web's catch-all rule. */
export async function startHarness(extraMapRules: readonly string[] = []): Promise<Harness> {
  const web = await startFixtureWeb({ quiet: true });
  try {
    const mapHosts = [...extraMapRules, web.mapHostsRule].join(',');
    const chromium = await launchChromium({ mapHosts, ignoreTlsErrors: true });
    return {
      web,
      chromium,
      async stop() {
        await chromium.close();
        await web.stop();
      },
    };
  } catch (error) {
    await web.stop();
    throw error;
  }
}

export interface ArmOptions {
  /** Resolves once the page did what the test waits for (evidence), after load. */
  settle?: (page: Page, runtime: ArmRuntimeState) => Promise<unknown>;
  /** Run the collectors' probes after settling (default true). */
  probe?: boolean;
  /** Waited for after the probes, before collecting (e.g. an upload interval). */
  afterProbe?: (page: Page, runtime: ArmRuntimeState) => Promise<unknown>;
}

/**
 * Runs collectors through one before_consent arm on `url`, as the pipeline would: install before
 * navigation, probe once settled, collect at the end. Returns each collector's result in order.
 */
export async function runArm<const T extends readonly Collector<unknown>[]>(
  harness: Harness,
  url: string,
  collectors: T,
  options: ArmOptions = {},
): Promise<{
  results: { [K in keyof T]: T[K] extends Collector<infer R> ? R : never };
  runtime: ArmRuntimeState;
}> {
  const { browser, userAgent } = harness.chromium;
  const context = await browser.newContext({
    userAgent,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    const runtime = createArmRuntime({
      arm: 'before_consent',
      context,
      page,
      url,
      initialPhase: 'before_consent',
    });
    for (const collector of collectors) await collector.install(runtime);
    runtime.markNavigationStart();
    await page.goto(url, { waitUntil: 'load' });
    if (options.settle) await options.settle(page, runtime);
    if (options.probe !== false) {
      for (const collector of collectors) await collector.probe?.(runtime);
    }
    if (options.afterProbe) await options.afterProbe(page, runtime);
    // The fixture server may answer a request before Playwright delivered its 'request' event.
    await sleep(250);
    const results = [];
    for (const collector of collectors) results.push(await collector.collect(runtime));
    return { results: results as never, runtime };
  } finally {
    await context.close();
  }
}

/**
 * `collector`'s result on `url` once the page ran `script` (the body of an async function, run as a
 * page script would). Throws when the arm recorded an error.
 */
export async function collectAfterScript<R>(
  harness: Harness,
  url: string,
  collector: Collector<R>,
  script: string,
): Promise<R> {
  const {
    results: [result],
    runtime,
  } = await runArm(harness, url, [collector], {
    settle: async (page) => {
      await page.evaluate(`(async () => { ${script} })()`);
      await sleep(200);
    },
  });
  if (runtime.errors.length > 0) throw new Error(`arm errors: ${JSON.stringify(runtime.errors)}`);
  return result as R;
}

/** What `expression` evaluates to at the end of an arm on `url` with `collector` installed. */
export async function evaluateWith(
  harness: Harness,
  url: string,
  collector: Collector<unknown>,
  expression: string,
): Promise<unknown> {
  let value: unknown;
  await runArm(harness, url, [
    collector,
    {
      name: 'evaluate',
      install: async () => {},
      collect: async (runtime) => {
        value = await runtime.page.evaluate(expression);
        return null;
      },
    },
  ]);
  return value;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Test-side wait: re-checks `condition` every 50 ms until it holds or `timeoutMs` passed. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** None of the planted values (secrets, typed sentinels' shape, query strings) may appear in output. */
export function leaks(output: unknown, extra: readonly string[] = []): string[] {
  const text = JSON.stringify(output);
  const needles = [
    ...PLANTED_SECRET_STRINGS,
    ...extra,
    'csy.',
    '@example.com',
    '?',
    'token=',
    'email=',
  ];
  return needles.filter((needle) => text.includes(needle));
}
