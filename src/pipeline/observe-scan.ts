import type { ArmName, Observation, ScanFrom } from '../model/index.ts';
import type { ArmHooks, ArmLaunch, ArmOutput, ArmPlugins } from '../observe/arm.ts';
import {
  DEFAULT_BUDGETS,
  type ArmBudgets,
  type ArmSpec,
  type ViewportName,
} from '../observe/arm-spec.ts';
import type { BrowserPool } from '../observe/browser-pool.ts';
import { isTransientNavigationError, navigationErrorCode } from '../observe/navigation-error.ts';
import type { KeptScreenshot } from '../observe/runtime.ts';
import type { EgressScan } from '../safety/egress-guard.ts';
import {
  ACTION_ARMS,
  LEAD_CONSENT_WINDOW_MS,
  LEAD_LATE_BANNER_WAIT_MS,
  planFromDetection,
  planFromObservation,
  skippedArmLimitation,
  type ActionArmsPlan,
} from './arm-plan.ts';
import { egressGuardOf, runArmBehindGuard } from './egress-scan.ts';

export const DEFAULT_ARMS: readonly ArmName[] = [
  'before_consent',
  'after_reject',
  'after_accept',
  'gpc_on',
];

export interface ObserveOptions {
  scanFrom?: ScanFrom;
  viewport?: ViewportName;
  budgets?: Partial<ArmBudgets>;
  arms?: readonly ArmName[];
  plugins?: ArmPlugins;
  /** Retries of the whole observation after a transient failure (browser crash, navigation timeout). */
  retries?: number;
  /**
   * Take screenshots (the banner, masked form crops); default true. A batch without evidence folders
   * turns them off: nothing would keep them, and drawing them is work for the renderer.
   */
  screenshots?: boolean;
  /**
   * Additional same-site pages the before_consent arm visits after the starting page (default 0: the
   * starting page only; the faces default to DEFAULT_CRAWL_PAGES). Bounded by `budgets.crawlMs`.
   */
  pages?: number;
  /** Let the crawl visit paths robots.txt disallows (default false). */
  ignoreRobots?: boolean;
}

export interface ObservedScan {
  observations: Observation[];
  screenshots: KeptScreenshot[];
  /** Arms that could not run at all (after retries); their absence is a coverage limitation. */
  missingArms: { arm: ArmName; reason: string }[];
  /** Action arms not run because the page offered nothing to click (informational, in coverage). */
  skippedArms: { arm: ArmName; reason: string }[];
  attempts: number;
  budgets: ArmBudgets;
}

/** Whether an arm's evidence was cut short by its browser (crashed, closed or unresponsive), whatever stage noticed it. */
export function browserCrashedUnder(observation: Observation): boolean {
  return observation.errors.some(
    (e) => e.code === 'browser_crashed' || navigationErrorCode(e.message) === 'browser_crashed',
  );
}

/** Worth one more attempt: a browser that died under an arm, or a transient navigation failure. */
export function transientFailure(observations: readonly Observation[]): boolean {
  return observations.some(
    (o) =>
      browserCrashedUnder(o) ||
      (o.termination.kind === 'navigation_failed' &&
        o.errors.some((e) => e.stage === 'navigation' && isTransientNavigationError(e.code))),
  );
}

/** Before a retry on a browser that died: wait (bounded) until the pool can see it is gone, so the retry gets a new one. */
const CRASH_SETTLE_MS = 5_000;

async function settledAfterCrash(browser: ArmLaunch['browser'] | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      browser.off('disconnected', done);
      resolve();
    };
    const timer = setTimeout(done, CRASH_SETTLE_MS);
    browser.on('disconnected', done);
  });
}

/**
 * Runs every arm of one scan concurrently, each in its own fresh context; retries once when transient.
 * Behind the egress guard each arm's context gets its own guard listener, under the scan's caps.
 */
export async function observeScan(
  pool: BrowserPool,
  url: string,
  options: ObserveOptions = {},
): Promise<ObservedScan> {
  const egress = egressGuardOf(pool)?.openScan();
  try {
    return await observeArms(pool, url, options, egress);
  } finally {
    await egress?.close();
  }
}

async function observeArms(
  pool: BrowserPool,
  url: string,
  options: ObserveOptions,
  egress: EgressScan | undefined,
): Promise<ObservedScan> {
  const budgets: ArmBudgets = { ...DEFAULT_BUDGETS, ...options.budgets };
  const arms = options.arms ?? DEFAULT_ARMS;
  const retries = options.retries ?? 1;
  const crawl = {
    pages: Math.max(0, Math.floor(options.pages ?? 0)),
    ignoreRobots: options.ignoreRobots ?? false,
  };
  const baseSpec = {
    url,
    scanFrom: options.scanFrom ?? 'eu_ie',
    viewport: options.viewport ?? 'desktop',
    budgets,
    screenshots: options.screenshots ?? true,
    crawl,
  } as const;
  let attempt = 0;
  for (;;) {
    attempt++;
    let browser: ArmLaunch['browser'] | undefined;
    const { outputs, skipped } = await pool.use((launch) => {
      browser = launch.browser;
      return runPlannedArms(arms, (spec, hooks) =>
        runArmBehindGuard(egress, launch, { ...baseSpec, ...spec }, options.plugins, hooks),
      );
    });
    const failedToRun = outputs.filter(
      (o): o is { observation: null; error: string; arm: ArmName } => o.observation === null,
    );
    const observations = outputs.flatMap((o) => (o.observation ? [o.observation] : []));
    const crashed =
      failedToRun.some((f) => navigationErrorCode(f.error) === 'browser_crashed') ||
      observations.some(browserCrashedUnder);
    const retry = attempt <= retries && (failedToRun.length > 0 || transientFailure(observations));
    if (retry) {
      if (crashed) await settledAfterCrash(browser);
      continue;
    }
    const missingArms = failedToRun.map((f) => ({
      arm: f.arm,
      reason: f.error.split('\n')[0] ?? f.error,
    }));
    if (observations.length === 0) {
      throw new Error(
        `No arm could run (${missingArms.map((m) => `${m.arm}: ${m.reason}`).join('; ')}).`,
      );
    }
    return {
      missingArms,
      skippedArms: skipped,
      observations,
      screenshots: outputs.flatMap((o) =>
        'screenshots' in o && o.screenshots ? o.screenshots : [],
      ),
      attempts: attempt,
      budgets,
    };
  }
}

type ArmRun =
  | { observation: Observation; screenshots: ArmOutput['screenshots'] }
  | { observation: null; error: string; arm: ArmName };
type RunArm = (
  spec: Pick<ArmSpec, 'arm'> & Partial<ArmSpec>,
  hooks?: ArmHooks,
) => Promise<ArmOutput>;

/**
 * The arms of one scan, each in its own fresh context, planned so that page loads buy evidence
 * (arm-plan.ts): before_consent and the GPC arm start at once; the Reject and Accept arms start as
 * soon as before_consent's detection found something to click (running only the autoconsent rule it
 * identified), or when it ended and had seen a mechanism — and not at all when it had seen none.
 * Without before_consent in the set (a restricted scan), every arm simply runs.
 */
async function runPlannedArms(
  arms: readonly ArmName[],
  run: RunArm,
): Promise<{ outputs: ArmRun[]; skipped: { arm: ArmName; reason: string }[] }> {
  const settle = (arm: ArmName, spec: Partial<ArmSpec> = {}, hooks?: ArmHooks): Promise<ArmRun> =>
    run({ ...spec, arm }, hooks).catch((error: unknown) => ({
      observation: null,
      error: String(error instanceof Error ? error.message : error),
      arm,
    }));
  const actionArms = arms.filter((arm) => ACTION_ARMS.includes(arm));
  if (!arms.includes('before_consent') || actionArms.length === 0) {
    return { outputs: await Promise.all(arms.map((arm) => settle(arm))), skipped: [] };
  }
  let early: (plan: ActionArmsPlan) => void = () => undefined;
  const earlyPlan = new Promise<ActionArmsPlan>((resolve) => (early = resolve));
  // before_consent decides whether a banner exists, so it waits longest for a late one; the GPC arm
  // keeps the ordinary window (its pages stay open, and busy, for less).
  const lead = settle(
    'before_consent',
    { consentWindowMs: LEAD_CONSENT_WINDOW_MS, lateBannerWaitMs: LEAD_LATE_BANNER_WAIT_MS },
    {
      onConsentDetected: (detected) => {
        const plan = planFromDetection(detected, actionArms);
        if (plan) early(plan);
      },
    },
  );
  const others = arms
    .filter((arm) => arm !== 'before_consent' && !ACTION_ARMS.includes(arm))
    .map((arm) => settle(arm));
  const plan = await Promise.race([
    earlyPlan,
    lead.then((output) => planFromObservation(output.observation, actionArms)),
  ]);
  const spec: Partial<ArmSpec> = {
    ...(plan.consentRule ? { consentRule: plan.consentRule } : {}),
    ...(plan.consentWindowMs ? { consentWindowMs: plan.consentWindowMs } : {}),
    ...(plan.lateBannerWaitMs ? { lateBannerWaitMs: plan.lateBannerWaitMs } : {}),
  };
  const actions = plan.run.map((arm) => settle(arm, spec));
  const outputs = await Promise.all([lead, ...others, ...actions]);
  const before = outputs[0]?.observation;
  if (before && plan.skipped.length) {
    before.coverageLimitations.push(
      ...plan.skipped.map(({ arm, reason }) => skippedArmLimitation(arm, reason)),
    );
  }
  return { outputs, skipped: before ? plan.skipped : [] };
}
