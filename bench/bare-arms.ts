import type { ArmLaunch } from '../src/observe/arm.ts';
import { newArmContext } from '../src/observe/arm-context.ts';
import { DEFAULT_BUDGETS, type ArmSpec } from '../src/observe/arm-spec.ts';
import { DEFAULT_ARMS } from '../src/pipeline/observe-scan.ts';

/**
 * The floor of a scan on this machine: the same four fresh contexts as the arms (region, viewport,
 * GPC header), each loading the page and kept open for the shortest observation an arm makes
 * (minObserveMs after DOMContentLoaded: a page whose network went quiet earlier ends there), with no
 * collector, no consent layer and no behaviour probe. What a full scan costs above this is consentry's own work.
 */
export async function bareArms(launch: ArmLaunch, url: string): Promise<void> {
  await Promise.all(
    DEFAULT_ARMS.map(async (arm) => {
      const spec: ArmSpec = {
        arm,
        url,
        scanFrom: 'eu_ie',
        viewport: 'desktop',
        budgets: DEFAULT_BUDGETS,
      };
      const context = await newArmContext(launch, spec);
      try {
        const page = await context.newPage();
        await page.goto(url, {
          waitUntil: 'domcontentloaded',
          timeout: DEFAULT_BUDGETS.armMs - DEFAULT_BUDGETS.observeReserveMs,
        });
        await new Promise((resolve) => setTimeout(resolve, DEFAULT_BUDGETS.minObserveMs));
      } finally {
        await context.close();
      }
    }),
  );
}
