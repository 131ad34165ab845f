/**
 * Queued jobs do not wait for ever: every SWEEP_MS each API server ends the jobs queued longer than
 * `maxWaitMinutes` as `expired`, with the reason on their status (idempotent, so several servers on
 * one store may all sweep).
 */
import type { Store } from '../src/internal.ts';

export const SWEEP_MS = 30_000;

export function expiryMessage(maxWaitMinutes: number): string {
  return `The scan waited in the queue more than ${maxWaitMinutes} minutes without a worker taking it (the server was busy or had no browser); create it again.`;
}

/** Starts the sweep; returns its stop function. `now` is the clock (tests move it). */
export function startQueueExpiry(
  store: Store,
  maxWaitMinutes: number,
  onExpired: (count: number) => void,
  now: () => Date = () => new Date(),
): () => void {
  const sweep = async () => {
    const at = now();
    const count = await store
      .expireQueuedJobs(
        new Date(at.getTime() - maxWaitMinutes * 60_000),
        expiryMessage(maxWaitMinutes),
        at,
      )
      .catch(() => 0);
    if (count) onExpired(count);
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
