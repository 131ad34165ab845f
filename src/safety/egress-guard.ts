import { EgressBudget, egressCaps, type EgressCaps } from './egress-budget.ts';
import { assertEgressNotBypassed } from './egress-launch-check.ts';
import { dialDirect, startEgressProxy, type Dialer, type EgressProxy } from './egress-proxy.ts';
import { EgressRecord, type EgressFailure, type EgressRefusal } from './egress-record.ts';
import { parseHostMappingRules } from './host-mapping.ts';
import { HostLookups, LookupPool, type LookupPoolLimits } from './host-lookups.ts';
import { systemResolver, type Resolver } from './resolver.ts';
import { checkSeedAgainst, DEFAULT_MAX_URL_LENGTH, type SeedCheck } from './seed-url.ts';
import { targetPolicy, type TargetPolicy } from './target-vetting.ts';

export interface EgressGuardOptions {
  /** Injected resolver; its answers are classified like the system resolver's (it cannot make a private address public). */
  resolver?: Resolver | undefined;
  /** Ports seeds and connections may use (default 80 and 443). */
  allowedPorts?: readonly number[] | undefined;
  /** Operator host mappings (Chromium host-resolver rules): routed by the guard to their mapped address, trusted as configured. */
  mapHosts?: string | undefined;
  /** Per-scan caps (defaults: DEFAULT_EGRESS_CAPS). */
  caps?: Partial<EgressCaps> | undefined;
  resolveTimeoutMs?: number | undefined;
  maxUrlLength?: number | undefined;
  /**
   * Host-name lookups (answers kept briefly, lookups in flight bounded), shared with whatever else
   * vets names for the same scans (the API's seed check), so a name vetted for a seed is not looked
   * up again. Default: the guard's own, over `resolver`, keeping answers `lookupCacheMs`.
   */
  lookups?: HostLookups | undefined;
  /** How long the guard's own lookups keep an answer (default 30 s; 0: every connection looks up). */
  lookupCacheMs?: number | undefined;
}

/**
 * Lookups of running scans: plenty (a page names dozens of hosts), waiting rather than refusing, but
 * bounded so a page naming thousands of slow hosts holds a few threads, not all of them.
 */
export const SCAN_LOOKUP_LIMITS: LookupPoolLimits = {
  total: 8,
  perCaller: 4,
  maxWaiting: 4096,
  maxWaitingPerCaller: 1024,
  maxWaitMs: 30_000,
};

let scanCount = 0;

/** The guard listener of one browser context (one arm): its own refusal log, the scan's shared caps. */
export interface ArmEgress {
  /**
   * Proxy for this context, with its credentials (`http://consentry:<secret>@127.0.0.1:<port>`): every
   * connection of its pages, popups, frames and workers. The listener answers only these credentials.
   */
  readonly proxyServer: string;
  refusals(): EgressRefusal[];
  /** Connections allowed but not made (name did not resolve, address did not answer). */
  failures(): EgressFailure[];
  close(): Promise<void>;
}

/** One scan's share of the guard: caps across all its arms. */
export class EgressScan {
  private readonly arms = new Set<ArmEgress>();
  private closed = false;

  constructor(
    private readonly policy: TargetPolicy,
    private readonly dial: Dialer,
    readonly budget: EgressBudget,
    private readonly onClose: (scan: EgressScan) => void = () => undefined,
  ) {}

  async openArm(): Promise<ArmEgress> {
    if (this.closed) throw new Error('This scan has ended; its egress is closed.');
    const record = new EgressRecord();
    const proxy = await startEgressProxy({
      policy: this.policy,
      dial: this.dial,
      budget: this.budget,
      record,
    });
    const arm: ArmEgress = {
      proxyServer: proxy.authenticatedUrl,
      refusals: () => record.refusals(),
      failures: () => record.failures(),
      close: async () => {
        this.arms.delete(arm);
        await proxy.close();
      },
    };
    this.arms.add(arm);
    return arm;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.onClose(this);
    await Promise.all([...this.arms].map((arm) => arm.close()));
  }
}

/**
 * The egress guard: forward proxies on 127.0.0.1 that resolve each host once, refuse anything but
 * public unicast (or an operator mapping), and connect to exactly the vetted address. The browser
 * is launched with the guard's own listener; each scan context gets a listener of its own so its
 * refusals and caps are its own. Every listener has a secret of its own and answers only requests
 * that carry it (Basic proxy credentials): a context's listener its context, the browser-level one
 * nothing (its secret is never handed out) — no other local process can relay through them.
 */
export class EgressGuard {
  private readonly scans = new Set<EgressScan>();
  private readonly browserRecord: EgressRecord;

  private constructor(
    private readonly policy: TargetPolicy,
    private readonly dial: Dialer,
    private readonly caps: EgressCaps,
    private readonly maxUrlLength: number,
    private readonly browserProxy: EgressProxy,
    browserRecord: EgressRecord,
    /** The operator's host mappings as given (the guard applies them; Chromium must not). */
    readonly mapHosts: string | undefined,
    /** The guard's host-name lookups (shared with the seed check when given). */
    readonly lookups: HostLookups,
    private readonly scanLookups: LookupPool,
  ) {
    this.browserRecord = browserRecord;
  }

  /** Starts a guard. `dial` exists for tests that stand a loopback server in for a vetted public address. */
  static async start(
    options: EgressGuardOptions = {},
    dial: Dialer = dialDirect,
  ): Promise<EgressGuard> {
    const lookups =
      options.lookups ??
      new HostLookups(options.resolver ?? systemResolver, {
        cacheMs: options.lookupCacheMs ?? 30_000,
        timeoutMs: options.resolveTimeoutMs,
      });
    const scanLookups = new LookupPool(SCAN_LOOKUP_LIMITS);
    const policy = targetPolicy({
      ...options,
      resolver: lookups.resolverFor(scanLookups, 'guard'),
      mappings: parseHostMappingRules(options.mapHosts),
    });
    const caps = egressCaps(options.caps);
    const record = new EgressRecord();
    // Traffic outside any scan context (browser-level) is held to the same policy, with generous caps.
    const proxy = await startEgressProxy({
      policy,
      dial,
      budget: new EgressBudget(
        egressCaps({
          maxRequests: Number.MAX_SAFE_INTEGER,
          maxBytes: Number.MAX_SAFE_INTEGER,
          maxRedirects: Number.MAX_SAFE_INTEGER,
        }),
      ),
      record,
    });
    return new EgressGuard(
      policy,
      dial,
      caps,
      options.maxUrlLength ?? DEFAULT_MAX_URL_LENGTH,
      proxy,
      record,
      options.mapHosts?.trim() || undefined,
      lookups,
      scanLookups,
    );
  }

  /** The browser-level proxy (--proxy-server). */
  get proxyServer(): string {
    return this.browserProxy.url;
  }

  /** The seed policy with this guard's resolver, ports and mappings. */
  checkSeed(url: unknown): Promise<SeedCheck> {
    return checkSeedAgainst(this.policy, url, this.maxUrlLength);
  }

  /** Throws EgressBypassError when a browser launched with `args` could reach the network around this guard. */
  assertLaunchGuarded(args: readonly string[]): void {
    assertEgressNotBypassed(args, this.proxyServer);
  }

  openScan(caps: Partial<EgressCaps> = {}): EgressScan {
    // Each scan is one caller of the scan lookups: a page naming many slow hosts waits on its own share.
    const policy = {
      ...this.policy,
      resolver: this.lookups.resolverFor(this.scanLookups, `scan:${++scanCount}`),
    };
    const scan = new EgressScan(
      policy,
      this.dial,
      new EgressBudget(egressCaps({ ...this.caps, ...caps })),
      (done) => this.scans.delete(done),
    );
    this.scans.add(scan);
    return scan;
  }

  /** What the browser-level listener refused (connections made outside any scan's context). */
  unattributedRefusals(): EgressRefusal[] {
    return this.browserRecord.refusals();
  }

  async close(): Promise<void> {
    await Promise.all([...this.scans].map((scan) => scan.close()));
    await this.browserProxy.close();
  }
}

/** Starts the egress guard a public-only browser pool is launched behind. */
export function startEgressGuard(options: EgressGuardOptions = {}): Promise<EgressGuard> {
  return EgressGuard.start(options);
}
