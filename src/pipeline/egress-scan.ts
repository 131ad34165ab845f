import { randomUUID } from 'node:crypto';
import {
  runArm,
  type ArmHooks,
  type ArmLaunch,
  type ArmOutput,
  type ArmPlugins,
} from '../observe/arm.ts';
import type { ArmSpec } from '../observe/arm-spec.ts';
import type { BrowserPool } from '../observe/browser-pool.ts';
import { projectFailedScanBundle, type ScanBundle } from '../projection/bundle.ts';
import { EgressGuard, type EgressScan } from '../safety/egress-guard.ts';
import type { TargetRefusal } from '../safety/refusal.ts';
import { applyEgressRecord } from './egress-coverage.ts';
import { assertBundleValid } from './judge.ts';

/** A public-only scan was asked of a pool whose browser is not behind the egress guard. */
export class PublicOnlyError extends Error {
  override name = 'PublicOnlyError';
  constructor() {
    super(
      'A public-only scan needs a browser pool launched behind the egress guard: new BrowserPool({ egress: await startEgressGuard() }).',
    );
  }
}

/** The URL was refused by the target policy and cannot even be named in a failed Scan. */
export class TargetNotAllowedError extends Error {
  override name = 'TargetNotAllowedError';
  constructor(readonly refusal: TargetRefusal) {
    super(refusal.message);
  }
}

export function egressGuardOf(pool: BrowserPool): EgressGuard | undefined {
  const egress = pool.egress;
  return egress instanceof EgressGuard ? egress : undefined;
}

export interface SeedVetting {
  scanId: string;
  scanFrom: 'eu_ie' | 'california';
  baseUrl?: string | undefined;
  publicOnly?: boolean | undefined;
}

/**
 * Before any browser work: when the pool is behind the guard, the seed must pass the target
 * policy. A refused seed yields a failed Scan (`target_not_allowed`); null means go ahead.
 */
export async function refuseSeed(
  pool: BrowserPool,
  url: string,
  options: SeedVetting,
): Promise<ScanBundle | null> {
  const guard = egressGuardOf(pool);
  if (!guard) {
    if (options.publicOnly) throw new PublicOnlyError();
    return null;
  }
  const check = await guard.checkSeed(url);
  if (check.ok) return null;
  try {
    const bundle = projectFailedScanBundle({
      scanId: options.scanId || randomUUID(),
      url,
      scanFrom: options.scanFrom,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // A name that does not resolve is a DNS failure, as it would be without the guard.
      failure: {
        code: check.reason === 'dns_failure' ? 'dns_error' : 'target_not_allowed',
        summary: check.message,
      },
    });
    assertBundleValid(bundle);
    return bundle;
  } catch {
    throw new TargetNotAllowedError(check);
  }
}

/** Runs an arm in a context of its own behind the scan's guard listener, and records what the guard refused. */
export async function runArmBehindGuard(
  egress: EgressScan | undefined,
  launch: ArmLaunch,
  spec: ArmSpec,
  plugins?: ArmPlugins,
  hooks?: ArmHooks,
): Promise<ArmOutput> {
  if (!egress) return runArm(launch, spec, plugins, hooks);
  const arm = await egress.openArm();
  try {
    const output = await runArm({ ...launch, proxyServer: arm.proxyServer }, spec, plugins, hooks);
    return {
      ...output,
      observation: applyEgressRecord(output.observation, {
        refusals: arm.refusals(),
        failures: arm.failures(),
      }),
    };
  } finally {
    await arm.close();
  }
}
