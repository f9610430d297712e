/**
 * A small LRU (second chance: a look-up marks its entry, eviction passes marked entries over once)
 * with a time-to-live. Holds serialised responses for the hot catalogue reads: a
 * write clears it at once in its process, and in the others through the cache bus
 * (modules/cache-bus); the TTL bounds staleness should a message be lost.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; used: boolean }>();
  /** Look-ups that found a fresh entry, and those that did not (/metrics reports them). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.peek(key);
    return entry && !entry.stale ? entry.value : undefined;
  }

  /** The entry even past its TTL (stale), for stale-while-revalidate. */
  peek(key: string): { value: V; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    // recency is settled at eviction: moving the entry to the end of the Map on every hit was a
    // delete and an insert per request on the hottest path
    entry.used = true;
    const stale = entry.expires < Date.now();
    if (stale) this.misses++;
    else this.hits++;
    return { value: entry.value, stale };
  }

  /** Whether an entry is held, fresh or stale; not counted as a look-up. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, used: false });
    if (this.entries.size > this.maxEntries) this.evictOne(key);
  }

  /**
   * Drops the oldest entry not looked up since eviction last passed it (never `kept`, the one
   * just set); the looked-up ones it passes go to the end, unmarked.
   */
  private evictOne(kept: string): void {
    for (const [key, entry] of this.entries) {
      if (key === kept) continue;
      this.entries.delete(key);
      if (!entry.used) return;
      entry.used = false;
      this.entries.set(key, entry);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
