import type { BrowserContextOptions, Page } from 'playwright-core';
import type { ArmName, ConsentState, EvidencePhase } from '../../../src/model/index.ts';
import {
  createConsentLayer,
  type ConsentActResult,
  type ConsentLayerOptions,
} from '../../../src/observe/consent/index.ts';
import {
  readConsentStorage,
  type StorageReading,
} from '../../../src/observe/consent/storage-state.ts';
import { launchChromium, type LaunchedChromium } from '../../../src/observe/launch.ts';
import { createArmRuntime, type ArmRuntimeState } from '../../../src/observe/runtime.ts';
import { assertValid } from '../../../src/projection/validate.ts';
import { startFixtureWeb, type FixtureWeb } from '../../web/server.ts';

/** One fixture web and one Chromium per test file. */
export interface ConsentHarness {
  web: FixtureWeb;
  chromium: LaunchedChromium;
  stop(): Promise<void>;
}

export async function startConsentHarness(): Promise<ConsentHarness> {
  const web = await startFixtureWeb({ quiet: true });
  try {
    const chromium = await launchChromium({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
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

export interface ConsentArmResult {
  state: ConsentState;
  act: ConsentActResult;
  runtime: ArmRuntimeState;
  /** Phase the runtime was in when `beforeClick` was called (null if never). */
  beforeClickAtMs: number | null;
  /** Cookie names in the context at the end (names only). */
  cookieNames: string[];
  /** How many times each of `pages` was requested. */
  pageRequests: Record<string, number>;
  /** With `readStored`: the context's cookies and the page's known localStorage entries at the end, values included (tests only). */
  stored?: { cookies: { name: string; value: string }[]; storage: StorageReading };
}

const PHASE_AFTER: Partial<Record<ArmName, EvidencePhase>> = {
  after_reject: 'after_reject',
  after_accept: 'after_accept',
};

/**
 * Runs the consent layer through one arm as the arm runner does: install before navigation, act once
 * the document is loaded (switching the phase at `beforeClick`), observe briefly, collect. The state
 * is validated against its schema.
 */
export async function runConsentArm(
  harness: ConsentHarness,
  url: string,
  arm: ArmName,
  layerOptions: ConsentLayerOptions,
  options: {
    observeMs?: number;
    gpc?: boolean;
    context?: BrowserContextOptions;
    /** Pages served by the test itself (URL → HTML), for one-off banners. */
    pages?: Record<string, string>;
    /** Of `pages`, those that answer only after this long (URL → ms), like a slow server. */
    pageDelayMs?: Record<string, number>;
    /** What a visitor does once the document is loaded, before the layer acts (e.g. typing into a form). */
    beforeAct?: (page: Page) => Promise<void>;
    /** Also return the cookies and the known localStorage entries (as the layer reads them) at the end. */
    readStored?: boolean;
  } = {},
): Promise<ConsentArmResult> {
  const { browser, userAgent } = harness.chromium;
  const context = await browser.newContext({
    userAgent,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-IE',
    timezoneId: 'Europe/Dublin',
    ...(options.gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
    ...options.context,
  });
  const pageRequests: Record<string, number> = {};
  for (const [pageUrl, html] of Object.entries(options.pages ?? {})) {
    pageRequests[pageUrl] = 0;
    await context.route(pageUrl, async (route) => {
      pageRequests[pageUrl]!++;
      const delayMs = options.pageDelayMs?.[pageUrl] ?? 0;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route
        .fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
        .catch(() => undefined); // a navigation the page abandoned meanwhile
    });
  }
  if (options.gpc)
    await context.addInitScript(
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });",
    );
  try {
    const page = await context.newPage();
    const initialPhase: EvidencePhase =
      arm === 'before_consent' ? 'before_consent' : arm === 'gpc_on' ? 'gpc_on' : 'pre_consent';
    const runtime = createArmRuntime({ arm, context, page, url, initialPhase });
    const layer = createConsentLayer(layerOptions);
    await layer.install(runtime);
    runtime.markNavigationStart();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await options.beforeAct?.(page);
    let beforeClickAtMs: number | null = null;
    await layer.act(runtime, {
      deadline: performance.now() + 10_000,
      beforeClick: () => {
        beforeClickAtMs = runtime.elapsedMs();
        const next = PHASE_AFTER[arm];
        if (next) runtime.setPhase(next);
      },
    });
    const act = layer.actResult();
    if (!act) throw new Error('act() resolved without a result');
    await page.waitForTimeout(options.observeMs ?? 150);
    const state = await layer.collect(runtime);
    // Every ConsentState the layer produces must be valid against schemas/observation-consent.schema.json.
    assertValid('observation-consent', state, `${arm} on ${url}`);
    const cookies = await context.cookies();
    const cookieNames = cookies.map((cookie) => cookie.name);
    if (!options.readStored)
      return { state, act, runtime, beforeClickAtMs, cookieNames, pageRequests };
    const storage = await readConsentStorage(page);
    const stored = { cookies: cookies.map(({ name, value }) => ({ name, value })), storage };
    return { state, act, runtime, beforeClickAtMs, cookieNames, pageRequests, stored };
  } finally {
    await context.close();
  }
}
