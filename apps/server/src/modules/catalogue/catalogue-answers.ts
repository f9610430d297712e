import { TtlCache } from '../../lib/ttl-cache';

/** Which of the answer caches an answer lives in. */
export type AnswerKind = 'reads' | 'search';

/**
 * The catalogue's serialised answers, stale-while-revalidate (catalogue.service.ts shapes them):
 * the reads (home, series, index) and the server search in caches of their own, so a run of
 * distinct queries cannot push the hot answers out; and the published count the search tells.
 * `clear` drops everything, and an answer built across a clear is not kept.
 */
export class CatalogueAnswers {
  private readonly caches: Record<AnswerKind, TtlCache<Buffer>>;
  /** How many series are published (the search answer's `titles`). */
  private readonly titles: TtlCache<number>;
  private readonly building = new Map<string, Promise<Buffer>>();
  private generation = 0;

  constructor(ttlMs: number) {
    this.caches = { reads: new TtlCache(ttlMs, 20_000), search: new TtlCache(ttlMs, 2_000) };
    this.titles = new TtlCache(ttlMs, 1);
  }

  /** The reads' hit and miss counts (/metrics). */
  get stats(): { readonly hits: number; readonly misses: number } {
    return this.caches.reads;
  }

  clear(): void {
    this.generation++;
    this.caches.reads.clear();
    this.caches.search.clear();
    this.titles.clear();
    this.building.clear();
  }

  /**
   * An expired answer is served while one rebuild runs in the background, so no request waits
   * on a catalogue query once the answer has been built. A held answer comes back as it is, not
   * in a promise: the route then answers in the same tick.
   */
  get(
    key: string,
    build: () => Promise<string>,
    kind: AnswerKind = 'reads',
  ): Buffer | Promise<Buffer> {
    const cache = this.caches[kind];
    const hit = cache.peek(key);
    if (hit && !hit.stale) return hit.value;
    const pending = this.building.get(key) ?? this.rebuild(key, build, cache);
    return hit ? hit.value : pending;
  }

  /**
   * As `get`, but only an answer already held: undefined, with no build started and no look-up
   * counted, when there is none.
   */
  held(key: string, build: () => Promise<string>, kind: AnswerKind = 'reads'): Buffer | undefined {
    if (!this.caches[kind].has(key)) return undefined;
    const answer = this.get(key, build, kind);
    return Buffer.isBuffer(answer) ? answer : undefined;
  }

  /** The published count, from `count` at most once per TTL. */
  async publishedCount(count: () => Promise<number>): Promise<number> {
    const held = this.titles.get('published');
    if (held !== undefined) return held;
    const generation = this.generation;
    const counted = await count();
    if (generation === this.generation) this.titles.set('published', counted);
    return counted;
  }

  private rebuild(
    key: string,
    build: () => Promise<string>,
    cache: TtlCache<Buffer>,
  ): Promise<Buffer> {
    const generation = this.generation;
    // kept as bytes: re-encoding a 35 KB string on every response was a third of the CPU
    const pending = build()
      .then((text) => Buffer.from(text))
      .then((json) => {
        // a write during the build made this answer old: don't cache it
        if (generation === this.generation) cache.set(key, json);
        return json;
      })
      .finally(() => this.building.delete(key));
    // a failed background rebuild keeps serving the stale answer; the caller sees its own error
    pending.catch(() => undefined);
    this.building.set(key, pending);
    return pending;
  }
}
