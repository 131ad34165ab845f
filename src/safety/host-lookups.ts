/**
 * Host-name lookups bounded for a server that resolves names for strangers. The system resolver
 * (getaddrinfo) runs on libuv's small thread pool, shared with file I/O: a flood of names on slow name
 * servers would hold every thread — past any timeout, a lookup keeps its thread until it returns —
 * and stall running scans. So:
 *
 * - answers are kept for a short while (`cacheMs`): a name vetted for the seed is not looked up again
 *   by the guard, and the guard still connects only to an address from that vetted answer;
 * - concurrent lookups of one name share one;
 * - each pool (scan connections, scan requests) bounds its real lookups in flight, in total and per
 *   caller, until they return — not until the caller stopped waiting; callers over their share wait in
 *   a bounded queue for a bounded time, beyond which the lookup is refused (LookupRefused).
 */
import { resolveWithin, type Resolver } from './resolver.ts';

export interface LookupPoolLimits {
  /** Real lookups in flight at once, all callers. */
  total: number;
  /** Real lookups in flight at once for one caller. */
  perCaller: number;
  /** Lookups waiting for a slot, all callers; past it a lookup is refused at once. */
  maxWaiting: number;
  /** Lookups of one caller waiting for a slot; past it that caller's lookup is refused at once. */
  maxWaitingPerCaller: number;
  /** How long a lookup may wait for a slot. */
  maxWaitMs: number;
}

export interface HostLookupsOptions {
  /** How long an answer is kept (default 30 s; 0: never). */
  cacheMs?: number;
  /** Names kept at most (oldest dropped first). */
  cacheEntries?: number;
  /** How long one lookup may take before it counts as no answer (its thread is held until it returns). */
  timeoutMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** Why a lookup was not made: its caller already waits for too many, or the pool is full. */
export class LookupRefused extends Error {
  override name = 'LookupRefused';
  constructor(readonly why: 'caller_busy' | 'busy') {
    super(
      why === 'caller_busy'
        ? 'Too many host-name lookups of this caller at once.'
        : 'Too many host-name lookups at once.',
    );
  }
}

interface Waiter {
  caller: string;
  start: () => void;
  timer: NodeJS.Timeout;
}

/** One bounded share of the lookups (e.g. the scan requests of the API, or the connections of running scans). */
export class LookupPool {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  private readonly waitingBy = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(readonly limits: LookupPoolLimits) {}

  /** Real lookups holding a slot now. */
  get inFlight(): number {
    return this.running;
  }

  /** A slot for one real lookup of `caller`; call the returned function when that lookup has returned. */
  acquire(caller: string): Promise<() => void> {
    if (this.fits(caller)) return Promise.resolve(this.take(caller));
    if ((this.waitingBy.get(caller) ?? 0) >= this.limits.maxWaitingPerCaller)
      return Promise.reject(new LookupRefused('caller_busy'));
    if (this.queue.length >= this.limits.maxWaiting)
      return Promise.reject(new LookupRefused('busy'));
    this.waitingBy.set(caller, (this.waitingBy.get(caller) ?? 0) + 1);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        caller,
        start: () => {
          clearTimeout(waiter.timer);
          this.leaveQueue(waiter);
          resolve(this.take(caller));
        },
        timer: setTimeout(() => {
          this.leaveQueue(waiter);
          reject(new LookupRefused('busy'));
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private fits(caller: string): boolean {
    return (
      this.running < this.limits.total && (this.runningBy.get(caller) ?? 0) < this.limits.perCaller
    );
  }

  /** Takes a slot now (synchronously, so no later arrival can take it first); returns its release. */
  private take(caller: string): () => void {
    this.running++;
    this.runningBy.set(caller, (this.runningBy.get(caller) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.runningBy.get(caller) ?? 1) - 1;
      if (left) this.runningBy.set(caller, left);
      else this.runningBy.delete(caller);
      this.startWaiting();
    };
  }

  private leaveQueue(waiter: Waiter): void {
    const index = this.queue.indexOf(waiter);
    if (index < 0) return;
    this.queue.splice(index, 1);
    const left = (this.waitingBy.get(waiter.caller) ?? 1) - 1;
    if (left) this.waitingBy.set(waiter.caller, left);
    else this.waitingBy.delete(waiter.caller);
  }

  /** Starts waiters, oldest first, whose callers have room, while the pool has room. */
  private startWaiting(): void {
    for (const waiter of [...this.queue]) {
      if (this.running >= this.limits.total) return;
      if (this.fits(waiter.caller)) waiter.start();
    }
  }
}

export class HostLookups {
  private readonly cache = new Map<string, { addresses: string[]; until: number }>();
  private readonly inFlight = new Map<string, Promise<string[]>>();
  private readonly cacheMs: number;
  private readonly cacheEntries: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  /** Real lookups made (cache misses not joined to one in flight). */
  lookups = 0;

  constructor(
    private readonly resolver: Resolver,
    options: HostLookupsOptions = {},
  ) {
    this.cacheMs = options.cacheMs ?? 30_000;
    this.cacheEntries = options.cacheEntries ?? 10_000;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** The addresses of `hostname` (empty: no answer in time), from the cache or one bounded lookup in `pool` for `caller`. */
  async resolve(hostname: string, pool: LookupPool, caller: string): Promise<string[]> {
    const name = hostname.toLowerCase();
    const cached = this.cache.get(name);
    if (cached && cached.until > this.now()) return cached.addresses;
    if (cached) this.cache.delete(name);
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.lookup(name, pool, caller).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return pending;
  }

  /** A Resolver (as the target policy takes) drawing on `pool` for `caller`. */
  resolverFor(pool: LookupPool, caller: string): Resolver {
    return (hostname) => this.resolve(hostname, pool, caller);
  }

  private async lookup(name: string, pool: LookupPool, caller: string): Promise<string[]> {
    const release = await pool.acquire(caller);
    this.lookups++;
    let call: Promise<string[]>;
    try {
      call = this.resolver(name);
    } catch {
      release();
      return [];
    }
    // The slot is held until the resolver itself returns: a timed-out getaddrinfo still holds a thread.
    call.then(release, release);
    const answer = await resolveWithin(() => call, name, this.timeoutMs);
    if (answer.length && this.cacheMs > 0) {
      if (this.cache.size >= this.cacheEntries) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(name, { addresses: answer, until: this.now() + this.cacheMs });
    }
    return answer;
  }
}
