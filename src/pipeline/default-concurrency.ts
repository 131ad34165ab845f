/**
 * The default number of scans in flight, from the machine's cores and memory: what `consentry batch`,
 * `consentry worker` and the server use when no --concurrency is given. Its own module (only node:os)
 * so that a help text can show it without loading the pipeline.
 */
import { availableParallelism, freemem } from 'node:os';

/** Memory one scan in flight needs (its four browser contexts), with headroom: measured ≈ 0.12 GiB PSS per extra scan on the fixture web. */
export const MEMORY_PER_SCAN_GIB = 0.35;
export const MAX_DEFAULT_CONCURRENCY = 8;

/** Memory the process may still use: free memory, bounded by a cgroup limit when there is one. */
export function availableMemoryBytes(): number {
  const free = freemem();
  const constrained =
    typeof process.availableMemory === 'function' ? process.availableMemory() : free;
  return Math.min(free, constrained > 0 ? constrained : free);
}

/**
 * The default --concurrency: min(cores × 2, ⌊available GiB / 0.35⌋, 8), at least 1. A scan is
 * CPU-bound (its arms run concurrently), so two per core keeps every core busy while one scan waits
 * on the network; the memory term keeps Chromium out of swap; 8 bounds one browser's load.
 */
export function defaultConcurrency(
  cores: number = availableParallelism(),
  availableBytes: number = availableMemoryBytes(),
): number {
  const byMemory = Math.floor(availableBytes / 2 ** 30 / MEMORY_PER_SCAN_GIB);
  return Math.max(1, Math.min(cores * 2, byMemory, MAX_DEFAULT_CONCURRENCY));
}
