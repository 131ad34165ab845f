import type { ArmName, Observation, ScanFrom } from '../model/index.ts';
import { runArm, type ArmPlugins } from '../observe/arm.ts';
import { DEFAULT_BUDGETS, type ArmBudgets, type ArmSpec, type ViewportName } from '../observe/arm-spec.ts';
import type { BrowserPool } from '../observe/browser-pool.ts';
import { isTransientNavigationError } from '../observe/navigation-error.ts';
import type { KeptScreenshot } from '../observe/runtime.ts';

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

function transientFailure(observations: readonly Observation[]): boolean {
  return observations.some(
    (o) => o.termination.kind === 'navigation_failed' && o.errors.some((e) => e.stage === 'navigation' && isTransientNavigationError(e.code)),
  );
}

/** Runs every arm of one scan concurrently, each in its own fresh context; retries once when transient. */
export async function observeScan(pool: BrowserPool, url: string, options: ObserveOptions = {}): Promise<ObservedScan> {
  const budgets: ArmBudgets = { ...DEFAULT_BUDGETS, ...options.budgets };
  const arms = options.arms ?? DEFAULT_ARMS;
  const retries = options.retries ?? 1;
  let attempt = 0;
  for (;;) {
    attempt++;
    const outputs = await pool.use((launch) =>
      Promise.all(
        arms.map(async (arm) => {
          const spec: ArmSpec = { arm, url, scanFrom: options.scanFrom ?? 'eu_ie', viewport: options.viewport ?? 'desktop', budgets };
          try {
            return await runArm(launch, spec, options.plugins);
          } catch (error) {
            return { observation: null, error: String(error instanceof Error ? error.message : error), arm };
          }
        }),
      ),
    );
    const failedToRun = outputs.filter((o): o is { observation: null; error: string; arm: ArmName } => o.observation === null);
    const observations = outputs.flatMap((o) => (o.observation ? [o.observation] : []));
    const retry = attempt <= retries && (failedToRun.length > 0 || transientFailure(observations));
    if (retry) continue;
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
