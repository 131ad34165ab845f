import type { ArmName } from '../src/model/index.ts';
import { runArm, type ArmLaunch } from '../src/observe/arm.ts';
import { DEFAULT_BUDGETS, type ArmSpec } from '../src/observe/arm-spec.ts';
import {
  LEAD_CONSENT_WINDOW_MS,
  LEAD_LATE_BANNER_WAIT_MS,
  planFromDetection,
} from '../src/pipeline/arm-plan.ts';

type ArmPlan = ReturnType<typeof planFromDetection>;
type ConsentDetected = Parameters<typeof planFromDetection>[0];
import { defaultPlugins } from '../src/pipeline/plugins.ts';

/** Runs one arm in a context of the caller's choosing and accounts for it. */
export type ChargeArm = (
  arm: ArmName,
  work: (launch: ArmLaunch) => Promise<unknown>,
) => Promise<void>;

/** before_consent as the scan plan starts it: the lead's consent window and late-banner wait. */
export function leadArmSpec(url: string): ArmSpec {
  return {
    url,
    scanFrom: 'eu_ie',
    viewport: 'desktop',
    budgets: DEFAULT_BUDGETS,
    arm: 'before_consent',
    consentWindowMs: LEAD_CONSENT_WINDOW_MS,
    lateBannerWaitMs: LEAD_LATE_BANNER_WAIT_MS,
  };
}

/** The plan before_consent's detection gave, recorded from its hook (the first report that yields one). */
export function planRecorder(): {
  hooks: { onConsentDetected: (detected: ConsentDetected) => void };
  plan: () => ArmPlan;
} {
  let plan: ArmPlan = null;
  return {
    hooks: {
      onConsentDetected: (detected) => {
        plan ??= planFromDetection(detected, ['after_reject', 'after_accept']);
      },
    },
    plan: () => plan,
  };
}

/** The action arms a plan runs, with the rule and windows it gives them. */
export function actionArmSpecs(url: string, plan: ArmPlan): ArmSpec[] {
  const { consentWindowMs: _window, lateBannerWaitMs: _wait, ...base } = leadArmSpec(url);
  return (plan?.run ?? []).map((arm) => {
    const spec: ArmSpec = { ...base, arm };
    if (plan?.consentRule) spec.consentRule = plan.consentRule;
    if (plan?.consentWindowMs) spec.consentWindowMs = plan.consentWindowMs;
    if (plan?.lateBannerWaitMs) spec.lateBannerWaitMs = plan.lateBannerWaitMs;
    return spec;
  });
}

/**
 * The arms of one page, one at a time, with the specs the scan plan gives them: before_consent (the
 * lead's windows), gpc_on, then the action arms before_consent's detection asked for.
 */
export async function runPlannedArmsOneByOne(
  url: string,
  charge: ChargeArm,
  plugins = defaultPlugins(),
): Promise<void> {
  const recorder = planRecorder();
  const lead = leadArmSpec(url);
  await charge('before_consent', (launch) => runArm(launch, lead, plugins, recorder.hooks));
  const { consentWindowMs: _window, lateBannerWaitMs: _wait, ...base } = lead;
  await charge('gpc_on', (launch) => runArm(launch, { ...base, arm: 'gpc_on' }, plugins));
  for (const spec of actionArmSpecs(url, recorder.plan()))
    await charge(spec.arm, (launch) => runArm(launch, spec, plugins));
}
