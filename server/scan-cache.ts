/**
 * In-memory caches of finished scans. A stored scan never changes once completed, so its record and
 * the serialised bodies of its read routes can be kept until evicted (least recently used first).
 * Only hits are cached: a scan id that is not there yet may be there a moment later.
 */
import type { Store, StoredScan } from '../src/internal.ts';
import { Lru } from './lru.ts';

export interface ScanCacheOptions {
  /** Stored scans kept (each holds its observations). Default 64. */
  maxScans?: number;
  /** Bytes of serialised response bodies kept. Default 64 MiB. */
  maxBodyBytes?: number;
}

export class ScanCache {
  private readonly scans: Lru<StoredScan>;
  private readonly bodies: Lru<string>;
  private readonly loading = new Map<string, Promise<StoredScan | null>>();

  constructor(
    private readonly store: Store,
    options: ScanCacheOptions = {},
  ) {
    this.scans = new Lru(options.maxScans ?? 64, Number.MAX_SAFE_INTEGER);
    this.bodies = new Lru(100_000, options.maxBodyBytes ?? 64 * 2 ** 20);
  }

  /** The stored scan (concurrent misses share one store read). */
  async scan(scanId: string): Promise<StoredScan | null> {
    const hit = this.scans.get(scanId);
    if (hit) return hit;
    let pending = this.loading.get(scanId);
    if (!pending) {
      pending = this.store.getScan(scanId).finally(() => this.loading.delete(scanId));
      this.loading.set(scanId, pending);
    }
    const scan = await pending;
    if (scan) this.scans.set(scanId, scan);
    return scan;
  }

  /** A serialised body of a finished scan's resource, by route and variant. */
  body(key: string): string | undefined {
    return this.bodies.get(key);
  }

  keepBody(key: string, body: string): void {
    this.bodies.set(key, body, body.length);
  }
}
