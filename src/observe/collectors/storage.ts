import type { StorageKey } from '../../model/index.ts';
import type { ArmRuntime, Collector } from '../arm-runtime.ts';
import { hostOf, registrableDomain } from '../site.ts';

export interface StorageResult {
  local: StorageKey[];
  session: StorageKey[];
  snapshotAvailable: boolean;
}

const MAX_KEYS_PER_FRAME = 200;
const MAX_FRAMES = 30;

/** Reads key names and value lengths of localStorage and sessionStorage in every frame; never values. */
const READ_STORAGE = `(max) => {
  const read = (area) => {
    try {
      const store = area === 'local' ? window.localStorage : window.sessionStorage;
      const out = [];
      for (let i = 0; i < store.length && out.length < max; i++) {
        const key = store.key(i);
        if (key) out.push([key.slice(0, 256), (store.getItem(key) || '').length]);
      }
      return out;
    } catch { return null; }
  };
  return { local: read('local'), session: read('session') };
}`;

/**
 * Storage keys of each page view as it is left, and of the last at the arm's end (a key seen on
 * several page views is kept once; sessionStorage of a page left behind is read before it goes).
 */
export class StorageCollector implements Collector<StorageResult> {
  readonly name = 'storage';
  private readonly result: StorageResult = { local: [], session: [], snapshotAvailable: false };
  private readonly seen = new Set<string>();

  async install(): Promise<void> {}

  async leavePage(runtime: ArmRuntime): Promise<void> {
    await this.read(runtime);
  }

  async collect(runtime: ArmRuntime): Promise<StorageResult> {
    await this.read(runtime);
    if (!this.result.snapshotAvailable)
      runtime.limit('storage_snapshot_unavailable', 'Web storage could not be read in any frame.');
    return {
      local: [...this.result.local],
      session: [...this.result.session],
      snapshotAvailable: this.result.snapshotAvailable,
    };
  }

  private async read(runtime: ArmRuntime): Promise<void> {
    const { result, seen } = this;
    if (runtime.page.isClosed()) return;
    const siteDomain = runtime.siteDomain();
    for (const frame of runtime.page.frames().slice(0, MAX_FRAMES)) {
      const host = hostOf(frame.url());
      if (!host) continue;
      let read: { local: [string, number][] | null; session: [string, number][] | null };
      try {
        read = await frame.evaluate(`(${READ_STORAGE})(${MAX_KEYS_PER_FRAME})`);
      } catch {
        continue; // detached or navigating frame
      }
      result.snapshotAvailable = true;
      const thirdParty = registrableDomain(host) !== siteDomain;
      for (const area of ['local', 'session'] as const) {
        for (const [key, valueLength] of read[area] ?? []) {
          const id = `${area}|${host}|${key}`;
          if (seen.has(id)) continue;
          seen.add(id);
          if (result[area].length < 5000)
            result[area].push({
              host,
              key,
              valueLength: Math.min(valueLength, 100_000_000),
              thirdParty,
            });
        }
      }
    }
  }
}
