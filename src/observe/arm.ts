import type { Browser, BrowserContext } from 'playwright-core';
import type {
  ArmName,
  BehaviourSignals,
  ConsentState,
  CrawlRecord,
  EvidencePhase,
  GpcInfo,
  Observation,
  ObservedForm,
  PageViewOutcome,
  Termination,
} from '../model/index.ts';
import type { ArmRuntime, Collector } from './arm-runtime.ts';
import type { ConsentDetected } from './consent/types.ts';
import { newArmContext } from './arm-context.ts';
import { crawlBudgetMs, VIEWPORTS, type ArmBudgets, type ArmSpec } from './arm-spec.ts';
import { BrowserWatch, DEFAULT_BROWSER_CALL_MS } from './browser-watch.ts';
import { CookieCollector } from './collectors/cookies.ts';
import { IframeCollector } from './collectors/iframes.ts';
import { InterstitialCollector, type InterstitialKind } from './collectors/interstitial.ts';
import { NetworkCollector } from './collectors/network.ts';
import { StorageCollector } from './collectors/storage.ts';
import { navigatorGpcExposed, readWellKnownGpc } from './gpc.ts';
import { navigationErrorCode } from './navigation-error.ts';
import { crawlSite } from './pages/crawl.ts';
import type { ArmPages } from './pages/extra-page-view.ts';
import { viewNextPage } from './pages/next-page-view.ts';
import { PageViews } from './pages/page-views.ts';
import { waitForQuiet } from './quiet.ts';
import { createArmRuntime, type ArmRuntimeState, type KeptScreenshot } from './runtime.ts';
import { pageUrlOf } from './site.ts';

/** The consent layer as the arm uses it (src/observe/consent/). */
export interface ConsentPort {
  install(runtime: ArmRuntime): Promise<void>;
  /**
   * Detects the banner and, in action arms, clicks. Calls `beforeClick` right before the decisive
   * click so requests it triggers count as after the action. Resolves by `deadline` (performance.now()).
   */
  act(
    runtime: ArmRuntime,
    options: {
      deadline: number;
      beforeClick: () => void;
      onDetected?: (detected: ConsentDetected) => void;
    },
  ): Promise<void>;
  collect(runtime: ArmRuntime): Promise<ConsentState>;
  /** The site's recorded sale/sharing opt-out (GPC arms). */
  readGpcRegistration(runtime: ArmRuntime): Promise<GpcInfo['registration']>;
  /** Done with consent: the page views that follow need no banner detection. */
  stop?(): void;
}

/** What a behaviour collector adds to the Observation. */
export interface ArmContribution {
  forms?: ObservedForm[];
  behaviour?: Partial<BehaviourSignals>;
}

export interface ArmPlugins {
  consent?: (spec: ArmSpec) => ConsentPort;
  /** Behaviour collectors for an arm (forms, replay, key logging, canvas, audio, fonts, pixels). */
  behaviour?: (spec: ArmSpec) => Collector<ArmContribution>[];
}

/** What the scan that runs this arm wants to hear while it runs (to plan its other arms). */
export interface ArmHooks {
  /** As soon as the consent layer's detection answered (banner, opt-out control, or nothing). */
  onConsentDetected?: (detected: ConsentDetected) => void;
}

export interface ArmOutput {
  observation: Observation;
  screenshots: KeptScreenshot[];
}

export interface ArmLaunch {
  browser: Browser;
  userAgent: string;
  ignoreTlsErrors?: boolean | undefined;
  /** Proxy of this arm's context (its egress-guard listener); loopback is proxied too. */
  proxyServer?: string | undefined;
  /** Bound of one browser-level call (default DEFAULT_BROWSER_CALL_MS). */
  browserCallMs?: number | undefined;
  /** Called when the browser stopped answering (the pool ends it). */
  onUnresponsive?: (() => void) | undefined;
}

const ACTION: Partial<Record<ArmName, EvidencePhase>> = {
  after_reject: 'after_reject',
  after_accept: 'after_accept',
};

/** Arms that look at one more page view after their choice (the GPC arm: with the signal on). */
const NEXT_PAGE_VIEW_ARMS: ReadonlySet<ArmName> = new Set([
  'after_reject',
  'after_accept',
  'gpc_on',
]);

function initialPhase(arm: ArmName): EvidencePhase {
  if (arm in ACTION) return 'pre_consent';
  return arm === 'gpc_on' ? 'gpc_on' : 'before_consent';
}

const NO_CONSENT: ConsentState = {
  cmp: { name: null, detectedBy: 'none' },
  popupShown: false,
  firstLayerRejectAvailable: null,
  pretickedPurposes: [],
  action: { kind: 'none', clickStatus: 'not_attempted' },
  decision: { kind: 'none', registration: 'not_attempted', verifiedBy: [] },
  tcf: { present: false },
  gpp: { present: false },
  usp: { present: false },
};

function mergeContributions(contributions: ArmContribution[]): {
  forms: ObservedForm[];
  behaviour: BehaviourSignals;
} {
  const behaviour: Required<BehaviourSignals> = {
    sessionReplay: [],
    keyLogging: [],
    canvasFingerprinting: [],
    audioFingerprinting: [],
    fontFingerprinting: [],
    pixelEvents: [],
  };
  const forms: ObservedForm[] = [];
  for (const part of contributions) {
    if (part.forms) forms.push(...part.forms);
    const b = part.behaviour;
    if (!b) continue;
    behaviour.sessionReplay.push(...(b.sessionReplay ?? []));
    behaviour.keyLogging.push(...(b.keyLogging ?? []));
    behaviour.canvasFingerprinting.push(...(b.canvasFingerprinting ?? []));
    behaviour.audioFingerprinting.push(...(b.audioFingerprinting ?? []));
    behaviour.fontFingerprinting.push(...(b.fontFingerprinting ?? []));
    behaviour.pixelEvents.push(...(b.pixelEvents ?? []));
  }
  return { forms, behaviour };
}

async function settle<T>(
  runtime: ArmRuntimeState,
  collector: Collector<T>,
  fallback: T,
): Promise<T> {
  try {
    return await collector.collect(runtime);
  } catch (error) {
    runtime.reportError('collector', `${collector.name}_failed`, String(error));
    return fallback;
  }
}

/**
 * Runs one arm in a fresh context: navigate, observe until quiet (or budget), perform the arm's
 * consent action, observe what follows, probe, collect. Never throws for what the page does;
 * a page that cannot be loaded yields termination `navigation_failed` with an error code.
 */
export async function runArm(
  launch: ArmLaunch,
  spec: ArmSpec,
  plugins: ArmPlugins = {},
  hooks: ArmHooks = {},
): Promise<ArmOutput> {
  const callMs = launch.browserCallMs ?? DEFAULT_BROWSER_CALL_MS;
  const watch = new BrowserWatch(launch.browser, callMs, launch.onUnresponsive);
  try {
    const context = await watch.call('creating a browser context', newArmContext(launch, spec));
    try {
      // The arm ends itself within its budget (and its crawl's); past that + one call bound it hangs on the browser.
      const crawlMs =
        spec.arm === 'before_consent' ? crawlBudgetMs(spec.budgets, spec.crawl?.pages ?? 0) : 0;
      return await watch.call(
        `the ${spec.arm} arm`,
        observeInContext(context, watch, spec, plugins, hooks),
        spec.budgets.armMs + crawlMs + callMs,
      );
    } finally {
      await watch.call('closing a browser context', context.close()).catch(() => undefined);
    }
  } finally {
    watch.dispose();
  }
}

async function observeInContext(
  context: BrowserContext,
  watch: BrowserWatch,
  spec: ArmSpec,
  plugins: ArmPlugins,
  hooks: ArmHooks,
): Promise<ArmOutput> {
  const { budgets } = spec;
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const deadline = started + budgets.armMs;
  const page = await watch.call('opening a page', context.newPage());
  const views = new PageViews(spec.url, () => runtime.elapsedMs());
  const runtime = createArmRuntime({
    arm: spec.arm,
    context,
    page,
    url: spec.url,
    initialPhase: initialPhase(spec.arm),
    pageView: () => views.current(),
  });
  // A renderer that dies is recorded whether or not a later call notices it (a navigation cut short by
  // it can read like the site's own ERR_ABORTED): the pipeline retries an arm with this error.
  page.on('crash', () =>
    runtime.reportError('internal', 'browser_crashed', "Page crashed: the page's renderer ended."),
  );
  // Before the collectors: the request that starts a new document must already belong to its page view.
  let consentActing = false;
  views.install(context, page, () => (consentActing ? 'consent_flow_page' : 'site_navigation'));
  const network = new NetworkCollector();
  const cookies = new CookieCollector(network);
  const storage = new StorageCollector();
  const iframes = new IframeCollector();
  const interstitial = new InterstitialCollector();
  const behaviour = plugins.behaviour?.(spec) ?? [];
  const consent = plugins.consent?.(spec);
  for (const collector of [network, cookies, storage, iframes, interstitial, ...behaviour]) {
    await watch.call(`installing the ${collector.name} collector`, collector.install(runtime));
  }
  if (consent) await watch.call('installing the consent layer', consent.install(runtime));
  else
    runtime.limit(
      'other',
      'No consent layer ran in this arm; the banner and the consent state were not observed.',
    );

  const timings: Observation['timings'] = { totalMs: 0, budgetMs: budgets.armMs };
  let termination: Termination = { kind: 'network_quiet', intentional: true };
  runtime.markNavigationStart();
  let navigated = false;
  try {
    await page.goto(spec.url, {
      waitUntil: 'domcontentloaded',
      timeout: navigationTimeoutMs(budgets, deadline),
    });
    navigated = true;
    timings.domContentLoadedMs = runtime.elapsedMs();
    if (timings.domContentLoadedMs > budgets.slowResponseMs) {
      runtime.limit(
        'slow_response',
        `The page took ${(timings.domContentLoadedMs / 1000).toFixed(1)} s to load in the ${spec.arm} arm; it was observed for the rest of the arm's ${budgets.armMs / 1000} s budget.`,
      );
    }
  } catch (error) {
    const message = String(error instanceof Error ? error.message : error);
    runtime.reportError(
      'navigation',
      navigationErrorCode(message),
      message.split('\n')[0] ?? message,
    );
    termination = { kind: 'navigation_failed', intentional: false };
  }

  if (navigated) {
    const navigatedAt = performance.now();
    const actionPhase = ACTION[spec.arm];
    let actedAt: number | null = null;
    const quietBefore = waitForQuiet(network, {
      quietMs: budgets.quietMs,
      longPollMs: budgets.longPollMs,
      notBefore: navigatedAt + budgets.minObserveMs,
      deadline,
      abort: () => page.isClosed(),
    });
    if (consent) {
      consentActing = true;
      await consent
        .act(runtime, {
          deadline: Math.min(
            deadline,
            performance.now() + (spec.consentWindowMs ?? budgets.consentMs),
          ),
          ...(hooks.onConsentDetected ? { onDetected: hooks.onConsentDetected } : {}),
          beforeClick: () => {
            if (!actionPhase || actedAt !== null) return;
            actedAt = performance.now();
            timings.consentActionMs = runtime.elapsedMs();
            runtime.setPhase(actionPhase);
          },
        })
        .catch((error: unknown) => {
          runtime.reportError('consent', 'consent_layer_failed', String(error));
          runtime.limit(
            'other',
            'The consent layer failed; the banner and the consent state were not observed.',
          );
        })
        .finally(() => {
          consentActing = false;
        });
    }
    let quiet = await quietBefore;
    if (actedAt !== null) {
      quiet = await waitForQuiet(network, {
        quietMs: budgets.quietMs,
        longPollMs: budgets.longPollMs,
        notBefore: (actedAt as number) + budgets.postActionMs,
        deadline,
        abort: () => page.isClosed(),
      });
    }
    const probes = behaviour.filter((c) => c.probe);
    if (probes.length && !page.isClosed() && performance.now() < deadline) {
      for (const collector of probes) {
        await collector.probe!(runtime).catch((error: unknown) =>
          runtime.reportError('detector', `${collector.name}_probe_failed`, String(error)),
        );
      }
      quiet = await waitForQuiet(network, {
        quietMs: budgets.quietMs,
        longPollMs: budgets.longPollMs,
        notBefore: performance.now(),
        deadline,
        abort: () => page.isClosed(),
      });
    }
    timings.networkQuietMs = runtime.elapsedMs();
    if (quiet === 'budget_exhausted') {
      termination = { kind: 'budget_exhausted', intentional: false };
      runtime.limit(
        'budget_exhausted_before_quiet',
        `The ${spec.arm} arm reached its ${budgets.armMs} ms budget before the network was quiet.`,
      );
    }
  }

  // What belongs to the page view where the choice was made is read before any other page view.
  const [consentState, gpc] = await Promise.all([
    consent && navigated
      ? consent.collect(runtime).catch((error: unknown) => {
          runtime.reportError('consent', 'consent_collect_failed', String(error));
          runtime.limit(
            'other',
            'The consent state could not be read; absence of a banner is not established.',
          );
          return NO_CONSENT;
        })
      : Promise.resolve(NO_CONSENT),
    collectGpc(runtime, spec, consent, navigated),
  ]);
  const finalUrl = navigated && !page.isClosed() ? pageUrlOf(page.url()) : null;
  const wall = navigated ? await settle(runtime, interstitial, null) : null;
  views.settle(0, startingPageOutcome(navigated, termination, wall, network));
  const pages: ArmPages = {
    runtime,
    views,
    network,
    collectors: [network, cookies, storage, iframes, ...behaviour],
    interstitial: () => interstitial.detect(runtime),
    budgets,
  };
  const nextView =
    spec.nextPageView !== false &&
    NEXT_PAGE_VIEW_ARMS.has(spec.arm) &&
    (spec.arm === 'gpc_on' || timings.consentActionMs !== undefined);
  if (navigated && wall === null && nextView) {
    consent?.stop?.();
    await viewNextPage(pages, deadline);
  }
  let crawl: CrawlRecord | undefined;
  if (spec.arm === 'before_consent') {
    consent?.stop?.();
    const options = {
      pages: spec.crawl?.pages ?? 0,
      ignoreRobots: spec.crawl?.ignoreRobots ?? false,
    };
    const canCrawl = navigated && wall === null && !page.isClosed();
    crawl = canCrawl
      ? await crawlSite(pages, options, performance.now() + crawlBudgetMs(budgets, options.pages))
      : { requestedPages: options.pages, robotsTxt: 'not_needed', skipped: [] };
  }

  const [net, cookieList, storageState, frames, contributions] = await Promise.all([
    network.collect(),
    settle(runtime, cookies, []),
    settle(runtime, storage, { local: [], session: [], snapshotAvailable: false }),
    settle(runtime, iframes, []),
    // A page that never loaded has no document to read, and one still waiting for its first byte would
    // hold every page.evaluate until the browser call bound.
    navigated
      ? Promise.all(behaviour.map((c) => settle(runtime, c, {} as ArmContribution)))
      : Promise.resolve([]),
  ]);
  if (gpc.secGpcSent && navigated) {
    gpc.mainDocumentDelivery = net.mainDocumentSecGpc
      ? 'delivered'
      : net.deniedHosts.length
        ? 'blocked_before_transmission'
        : 'not_delivered';
  }
  for (const host of net.deniedHosts) {
    runtime.limit('egress_denied', `Connections to ${host} were refused by the egress guard.`);
  }
  const { forms, behaviour: signals } = mergeContributions(contributions);
  timings.totalMs = Math.round(performance.now() - started);
  const observation: Observation = {
    type: 'consentry_observation',
    schemaVersion: 1,
    arm: spec.arm,
    scanFrom: spec.scanFrom,
    viewport: VIEWPORTS[spec.viewport],
    url: pageUrlOf(spec.url),
    finalUrl,
    redirectChain: net.redirectChain,
    mainDocumentStatus: net.mainDocumentStatus,
    startedAt,
    timings,
    termination,
    requests: net.requests,
    droppedRequestCount: net.droppedRequestCount,
    cookies: cookieList,
    storage: storageState,
    iframes: frames,
    consent: consentState,
    forms,
    behaviour: signals,
    gpc,
    screenshots: runtime.screenshots.map(({ png: _png, ...ref }) => ref),
    coverageLimitations: runtime.limitations,
    errors: runtime.errors,
    pageViews: views.list(),
    ...(crawl ? { crawl } : {}),
  };
  if (net.droppedRequestCount > 0) {
    observation.coverageLimitations.push({
      code: 'request_cap_reached',
      arm: spec.arm,
      summary: `${net.droppedRequestCount} requests were not recorded (cap reached).`,
    });
  }
  return { observation, screenshots: runtime.screenshots };
}

/** What became of the starting page view. */
function startingPageOutcome(
  navigated: boolean,
  termination: Termination,
  wall: InterstitialKind,
  network: NetworkCollector,
): PageViewOutcome {
  if (!navigated) return 'navigation_failed';
  if (wall !== null) return 'interstitial';
  const status = network.mainDocumentStatus();
  if (status !== null && status >= 400) return 'http_error';
  return termination.kind === 'budget_exhausted' ? 'cut_short' : 'observed';
}

/** The user's navigation timeout, or else the arm's budget less what observing the page needs. */
export function navigationTimeoutMs(budgets: ArmBudgets, deadline: number): number {
  const left = deadline - performance.now();
  const bound = budgets.navigationMs ?? left - budgets.observeReserveMs;
  return Math.max(1, Math.min(bound, left));
}

async function collectGpc(
  runtime: ArmRuntimeState,
  spec: ArmSpec,
  consent: ConsentPort | undefined,
  navigated: boolean,
): Promise<GpcInfo> {
  const on = spec.arm === 'gpc_on';
  const info: GpcInfo = {
    secGpcSent: on,
    navigatorExposed: false,
    wellKnown: { fetched: false, status: 'not_checked' },
    registration: { state: 'unknown', source: 'none' },
  };
  if (!on || !navigated || runtime.page.isClosed()) return info;
  info.navigatorExposed = await navigatorGpcExposed(runtime);
  info.wellKnown = await readWellKnownGpc(runtime);
  if (consent) {
    info.registration = await consent.readGpcRegistration(runtime).catch(() => info.registration);
  }
  return info;
}
