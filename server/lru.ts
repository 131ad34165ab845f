/**
 * A least-recently-used map bounded by entries and by a total size the caller gives per entry (bytes
 * of a serialised body, of a rendered page): an entry larger than the size bound is not kept at all.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, size = 1): void {
    if (size > this.maxSize) return;
    const old = this.map.get(key);
    if (old) {
      this.total -= old.size;
      this.map.delete(key);
    }
    this.map.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.map) {
      if (this.map.size <= this.maxEntries && this.total <= this.maxSize) break;
      this.map.delete(oldest);
      this.total -= entry.size;
    }
  }

  get size(): number {
    return this.map.size;
  }

  /** Sum of the sizes of the entries kept. */
  get totalSize(): number {
    return this.total;
  }
}
