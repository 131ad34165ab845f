/** Small time helpers: everything the consent layer does is bounded. */

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Resolves with the promise's value, or with `fallback` once `ms` elapsed; a later rejection is swallowed. */
export async function withTimeout<T, F>(
  promise: Promise<T>,
  ms: number,
  fallback: F,
): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const guarded = promise.catch(() => fallback);
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), Math.max(0, ms));
  });
  try {
    return await Promise.race([guarded, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A point in time everything of one act() call must finish before. */
export class Deadline {
  readonly #end: number;

  constructor(ms: number) {
    this.#end = performance.now() + Math.max(0, ms);
  }

  remaining(): number {
    return Math.max(0, this.#end - performance.now());
  }

  expired(): boolean {
    return this.remaining() <= 0;
  }

  /** `ms`, but never past the deadline. */
  cap(ms: number): number {
    return Math.min(ms, this.remaining());
  }
}
