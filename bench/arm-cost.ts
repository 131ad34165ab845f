import type { ArmName } from '../src/model/index.ts';
import { runArm, type ArmLaunch, type ArmOutput } from '../src/observe/arm.ts';
import type { ArmSpec } from '../src/observe/arm-spec.ts';
import type { BrowserPool } from '../src/observe/browser-pool.ts';
import { defaultPlugins } from '../src/pipeline/plugins.ts';
import { treeCpuMeter } from './process-tree-cpu.ts';
import { actionArmSpecs, leadArmSpec, planRecorder, runPlannedArmsOneByOne } from './plan-arms.ts';

export interface ArmCost {
  arm: ArmName;
  /** Pages the arm ran on (a skipped action arm costs nothing and is not counted). */
  runs: number;
  cpuSeconds: number;
}

/**
 * CPU seconds of each arm of a scan, measured one arm at a time (so Chromium's shared processes are
 * charged to the arm that made them work), with the specs the scan plan gives them: before_consent with
 * the long consent window, the GPC arm with the ordinary one, the action arms with the autoconsent rule before_consent
 * identified — and only where the plan would run them.
 */
export async function armCosts(
  pool: BrowserPool,
  urls: readonly string[],
  excludePids: ReadonlySet<number>,
): Promise<ArmCost[]> {
  const costs = new Map<ArmName, ArmCost>();
  const charge = async (arm: ArmName, work: (launch: ArmLaunch) => Promise<unknown>) => {
    const meter = treeCpuMeter(process.pid, excludePids);
    await pool.use(work);
    const cost = costs.get(arm) ?? { arm, runs: 0, cpuSeconds: 0 };
    cost.runs++;
    cost.cpuSeconds += meter.stop();
    costs.set(arm, cost);
  };
  const plugins = defaultPlugins();
  for (const url of urls) await runPlannedArmsOneByOne(url, charge, plugins);
  return ['before_consent', 'after_reject', 'after_accept', 'gpc_on'].flatMap(
    (arm) => costs.get(arm as ArmName) ?? [],
  );
}

export interface PageViewCosts {
  /** Next page views measured (Reject, Accept and GPC arms that made one) and the CPU seconds they added. */
  nextPageView: { views: number; cpuSeconds: number };
  /** Pages the before-consent crawl visited and the CPU seconds they added. */
  crawledPage: { pages: number; cpuSeconds: number };
}

/**
 * What one more page view costs: each GPC and action arm run with and without its next page view,
 * and the before_consent arm with a crawl of `crawlPages` and without; the differences, per page view
 * actually made. One arm at a time, as armCosts.
 */
export async function pageViewCosts(
  pool: BrowserPool,
  urls: readonly string[],
  excludePids: ReadonlySet<number>,
  crawlPages = 2,
): Promise<PageViewCosts> {
  const out: PageViewCosts = {
    nextPageView: { views: 0, cpuSeconds: 0 },
    crawledPage: { pages: 0, cpuSeconds: 0 },
  };
  const cpuOf = async (
    work: (launch: ArmLaunch) => Promise<ArmOutput>,
  ): Promise<{ cpu: number; output: ArmOutput }> => {
    const meter = treeCpuMeter(process.pid, excludePids);
    const output = await pool.use(work);
    return { cpu: meter.stop(), output };
  };
  const plugins = defaultPlugins();
  for (const url of urls) {
    const observing = leadArmSpec(url);
    const recorder = planRecorder();
    const bare = await cpuOf((launch) => runArm(launch, observing, plugins, recorder.hooks));
    const crawled = await cpuOf((launch) =>
      runArm(launch, { ...observing, crawl: { pages: crawlPages, ignoreRobots: false } }, plugins),
    );
    const visited = (crawled.output.observation.pageViews ?? []).filter(
      (view) => view.role === 'crawled_page',
    ).length;
    if (visited > 0) {
      out.crawledPage.pages += visited;
      out.crawledPage.cpuSeconds += crawled.cpu - bare.cpu;
    }
    const specs: ArmSpec[] = [
      { ...observing, arm: 'gpc_on' },
      ...actionArmSpecs(url, recorder.plan()),
    ];
    for (const spec of specs) {
      const withView = await cpuOf((launch) => runArm(launch, spec, plugins));
      if (!withView.output.observation.pageViews?.some((view) => view.role === 'next_page_view'))
        continue;
      const without = await cpuOf((launch) =>
        runArm(launch, { ...spec, nextPageView: false }, plugins),
      );
      out.nextPageView.views++;
      out.nextPageView.cpuSeconds += withView.cpu - without.cpu;
    }
  }
  return out;
}
