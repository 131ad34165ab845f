import type { ArmName } from '../src/model/index.ts';
import { runArm, type ArmLaunch } from '../src/observe/arm.ts';
import { DEFAULT_BUDGETS, type ArmSpec } from '../src/observe/arm-spec.ts';
import {
  LEAD_CONSENT_WINDOW_MS,
  LEAD_LATE_BANNER_WAIT_MS,
  planFromDetection,
} from '../src/pipeline/arm-plan.ts';
import { defaultPlugins } from '../src/pipeline/plugins.ts';

/** Runs one arm in a context of the caller's choosing and accounts for it. */
export type ChargeArm = (
  arm: ArmName,
  work: (launch: ArmLaunch) => Promise<unknown>,
) => Promise<void>;

/**
 * The arms of one page, one at a time, with the specs the scan plan gives them: before_consent (the
 * lead's windows), gpc_on, then the action arms before_consent's detection asked for.
 */
export async function runPlannedArmsOneByOne(
  url: string,
  charge: ChargeArm,
  plugins = defaultPlugins(),
): Promise<void> {
  const base = { url, scanFrom: 'eu_ie', viewport: 'desktop', budgets: DEFAULT_BUDGETS } as const;
  const observing: ArmSpec = {
    ...base,
    arm: 'before_consent',
    consentWindowMs: LEAD_CONSENT_WINDOW_MS,
    lateBannerWaitMs: LEAD_LATE_BANNER_WAIT_MS,
  };
  let plan: ReturnType<typeof planFromDetection> = null;
  await charge('before_consent', (launch) =>
    runArm(launch, observing, plugins, {
      onConsentDetected: (detected) =>
        (plan ??= planFromDetection(detected, ['after_reject', 'after_accept'])),
    }),
  );
  await charge('gpc_on', (launch) => runArm(launch, { ...base, arm: 'gpc_on' }, plugins));
  const decided = plan as ReturnType<typeof planFromDetection>;
  for (const arm of decided?.run ?? []) {
    const spec: ArmSpec = { ...base, arm };
    if (decided?.consentRule) spec.consentRule = decided.consentRule;
    if (decided?.consentWindowMs) spec.consentWindowMs = decided.consentWindowMs;
    if (decided?.lateBannerWaitMs) spec.lateBannerWaitMs = decided.lateBannerWaitMs;
    await charge(arm, (launch) => runArm(launch, spec, plugins));
  }
}
