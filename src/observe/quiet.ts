import type { NetworkCollector } from './collectors/network.ts';

export interface QuietOptions {
  /** No request started or ended for this long (heartbeats and long-lived streams aside). */
  quietMs: number;
  /** A request open longer than this is a long poll and no longer blocks quiet. */
  longPollMs: number;
  /** Absolute performance.now() before which the page is not called quiet (late tags). */
  notBefore: number;
  /** Absolute performance.now() at which waiting stops. */
  deadline: number;
  /** Stop early when this returns true (the page closed, the arm was cancelled). */
  abort?: () => boolean;
}

const POLL_MS = 50;

/**
 * Waits until the network is quiet or the budget ends — never on a fixed sleep. Long-lived requests
 * (streams, sockets, long polls) and repeating heartbeats do not keep a page from being quiet.
 */
export async function waitForQuiet(
  network: NetworkCollector,
  options: QuietOptions,
): Promise<'network_quiet' | 'budget_exhausted'> {
  for (;;) {
    const now = performance.now();
    if (options.abort?.()) return 'budget_exhausted';
    if (
      now >= options.notBefore &&
      network.idleMs() >= options.quietMs &&
      network.openRequests(options.longPollMs) === 0
    ) {
      return 'network_quiet';
    }
    if (now >= options.deadline) return 'budget_exhausted';
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(POLL_MS, Math.max(1, options.deadline - now))),
    );
  }
}
