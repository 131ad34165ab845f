import {
  BrowserPool,
  scanUrl,
  type ScanFrom,
  type ScanOptions,
  type ScanOutcome,
} from '../../src/index.ts';

export type HarnessScanOptions = Pick<ScanOptions, 'pages' | 'ignoreRobots' | 'arms' | 'budgets'>;
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

/**
 * One fixture web and one shared browser for a test file; each site is scanned once (all arms)
 * and the outcome reused by the positive and negative cases that read it.
 */
const outcomeKey = (url: string, scanFrom: ScanFrom, options: HarnessScanOptions) =>
  `${scanFrom} ${url} ${JSON.stringify(options)}`;

export class ScanHarness {
  private web: FixtureWeb | null = null;
  private pool: BrowserPool | null = null;
  private readonly outcomes = new Map<string, Promise<ScanOutcome>>();

  async start(): Promise<void> {
    this.web = await startFixtureWeb({ quiet: true });
    this.pool = new BrowserPool({
      mapHosts: this.web.mapHostsRule,
      ignoreTlsErrors: true,
      maxScansPerBrowser: 1000,
    });
  }

  get fixtureWeb(): FixtureWeb {
    if (!this.web) throw new Error('ScanHarness not started');
    return this.web;
  }

  /** `options` (the crawl, a subset of arms, budgets) make a scan of their own; without them the starting page only. */
  scan(
    url: string,
    scanFrom: ScanFrom = 'eu_ie',
    options: HarnessScanOptions = {},
  ): Promise<ScanOutcome> {
    if (!this.pool) throw new Error('ScanHarness not started');
    const key = outcomeKey(url, scanFrom, options);
    let outcome = this.outcomes.get(key);
    if (!outcome) {
      outcome = scanUrl(this.pool, url, { scanFrom, ...options });
      this.outcomes.set(key, outcome);
    }
    return outcome;
  }

  /** Forgets the scan these arguments made, so that the next `scan` with them scans again (a retried test). */
  forget(url: string, scanFrom: ScanFrom = 'eu_ie', options: HarnessScanOptions = {}): void {
    this.outcomes.delete(outcomeKey(url, scanFrom, options));
  }

  async stop(): Promise<void> {
    await this.pool?.close();
    await this.web?.stop();
  }
}

/** An arm's observation of a scan outcome (the test fails on the access if the arm did not run). */
export const armOf = (outcome: ScanOutcome, name: string) =>
  outcome.observations.find((o) => o.arm === name)!;
/** The distinct hosts matching `hosts` that an arm requested in `phase`, sorted. */
export const hostsRequested = (
  outcome: ScanOutcome,
  name: string,
  phase: string,
  hosts: RegExp,
): string[] =>
  [
    ...new Set(
      armOf(outcome, name)
        .requests.filter((r) => r.phase === phase && hosts.test(r.host))
        .map((r) => r.host),
    ),
  ].sort();
/** The finding ids of a scan outcome, sorted. */
export const sortedFindingIds = (outcome: ScanOutcome) =>
  outcome.bundle.findings.map((f) => f.id).sort();
/** One finding of a scan outcome by id. */
export const findingOf = (outcome: ScanOutcome, id: string) =>
  outcome.bundle.findings.find((f) => f.id === id)!;
/** The distinct vendors a finding's examples name, sorted. */
export const findingVendors = (outcome: ScanOutcome, id: string) =>
  [...new Set(findingOf(outcome, id).evidence.examples.map((e) => e.vendor))].sort();
