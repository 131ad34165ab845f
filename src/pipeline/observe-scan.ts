import type { ArmName, Observation, ScanFrom } from '../model/index.ts';
import type { ArmLaunch, ArmPlugins } from '../observe/arm.ts';
import { DEFAULT_BUDGETS, type ArmBudgets, type ArmSpec, type ViewportName } from '../observe/arm-spec.ts';
import type { BrowserPool } from '../observe/browser-pool.ts';
import { isTransientNavigationError, navigationErrorCode } from '../observe/navigation-error.ts';
import type { KeptScreenshot } from '../observe/runtime.ts';
import type { EgressScan } from '../safety/egress-guard.ts';
import { egressGuardOf, runArmBehindGuard } from './egress-scan.ts';

export const DEFAULT_ARMS: readonly ArmName[] = ['before_consent', 'after_reject', 'after_accept', 'gpc_on'];

export interface ObserveOptions {
  scanFrom?: ScanFrom;
  viewport?: ViewportName;
  budgets?: Partial<ArmBudgets>;
  arms?: readonly ArmName[];
  plugins?: ArmPlugins;
  /** Retries of the whole observation after a transient failure (browser crash, navigation timeout). */
  retries?: number;
}

export interface ObservedScan {
  observations: Observation[];
  screenshots: KeptScreenshot[];
  /** Arms that could not run at all (after retries); their absence is a coverage limitation. */
  missingArms: { arm: ArmName; reason: string }[];
  attempts: number;
  budgets: ArmBudgets;
}

/** Whether an arm's evidence was cut short by its browser (crashed, closed or unresponsive), whatever stage noticed it. */
export function browserCrashedUnder(observation: Observation): boolean {
  return observation.errors.some((e) => e.code === 'browser_crashed' || navigationErrorCode(e.message) === 'browser_crashed');
}

/** Worth one more attempt: a browser that died under an arm, or a transient navigation failure. */
export function transientFailure(observations: readonly Observation[]): boolean {
  return observations.some(
    (o) =>
      browserCrashedUnder(o) ||
      (o.termination.kind === 'navigation_failed' && o.errors.some((e) => e.stage === 'navigation' && isTransientNavigationError(e.code))),
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
export async function observeScan(pool: BrowserPool, url: string, options: ObserveOptions = {}): Promise<ObservedScan> {
  const egress = egressGuardOf(pool)?.openScan();
  try {
    return await observeArms(pool, url, options, egress);
  } finally {
    await egress?.close();
  }
}

async function observeArms(pool: BrowserPool, url: string, options: ObserveOptions, egress: EgressScan | undefined): Promise<ObservedScan> {
  const budgets: ArmBudgets = { ...DEFAULT_BUDGETS, ...options.budgets };
  const arms = options.arms ?? DEFAULT_ARMS;
  const retries = options.retries ?? 1;
  let attempt = 0;
  for (;;) {
    attempt++;
    let browser: ArmLaunch['browser'] | undefined;
    const outputs = await pool.use((launch) => {
      browser = launch.browser;
      return Promise.all(
        arms.map(async (arm) => {
          const spec: ArmSpec = { arm, url, scanFrom: options.scanFrom ?? 'eu_ie', viewport: options.viewport ?? 'desktop', budgets };
          try {
            return await runArmBehindGuard(egress, launch, spec, options.plugins);
          } catch (error) {
            return { observation: null, error: String(error instanceof Error ? error.message : error), arm };
          }
        }),
      );
    });
    const failedToRun = outputs.filter((o): o is { observation: null; error: string; arm: ArmName } => o.observation === null);
    const observations = outputs.flatMap((o) => (o.observation ? [o.observation] : []));
    const crashed = failedToRun.some((f) => navigationErrorCode(f.error) === 'browser_crashed') || observations.some(browserCrashedUnder);
    const retry = attempt <= retries && (failedToRun.length > 0 || transientFailure(observations));
    if (retry) {
      if (crashed) await settledAfterCrash(browser);
      continue;
    }
    const missingArms = failedToRun.map((f) => ({ arm: f.arm, reason: f.error.split('\n')[0] ?? f.error }));
    if (observations.length === 0) {
      throw new Error(`No arm could run (${missingArms.map((m) => `${m.arm}: ${m.reason}`).join('; ')}).`);
    }
    return {
      missingArms,
      observations,
      screenshots: outputs.flatMap((o) => ('screenshots' in o && o.screenshots ? o.screenshots : [])),
      attempts: attempt,
      budgets,
    };
  }
}
