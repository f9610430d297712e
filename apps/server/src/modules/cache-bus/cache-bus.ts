/**
 * What changed, as far as in-process caches care. Each process keeps a few answers in memory
 * (the catalogue's serialised home, series and search answers); a write in one process must
 * clear them in every other (docs/deployment.md#more-than-one-instance).
 */
export const CACHE_TOPICS = ['catalogue'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/**
 * Cross-process cache invalidation. A writer clears its own caches itself, at once, then
 * `publish`es; `subscribe`rs in the other processes clear theirs when the message arrives.
 * Delivery is best effort: a process that may have missed messages (its connection dropped)
 * runs every handler, and the caches' TTL bounds staleness whatever happens.
 */
export type CacheBus = {
  /** Tells the other processes that `topic` changed. Never throws, never waits. */
  publish(topic: CacheTopic): void;
  /** Runs `handler` when another process says `topic` changed. Returns the unsubscribe. */
  subscribe(topic: CacheTopic, handler: () => void): () => void;
  /** Resolves once the bus receives messages (at once for the in-process bus). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** The handlers by topic, shared by the bus implementations. */
export class CacheHandlers {
  private readonly handlers = new Map<CacheTopic, Set<() => void>>();

  add(topic: CacheTopic, handler: () => void): () => void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
    return () => set.delete(handler);
  }

  run(topic: CacheTopic): void {
    for (const handler of this.handlers.get(topic) ?? []) handler();
  }

  /** Every topic's handlers: after a gap in which messages may have been lost. */
  runAll(): void {
    for (const topic of this.handlers.keys()) this.run(topic);
  }
}

/**
 * One process, no one to tell: embedded PGlite (one process owns the data directory) and tests.
 * `publish` is a no-op: the writer has cleared its own caches.
 */
export class LocalCacheBus implements CacheBus {
  private readonly handlers = new CacheHandlers();

  publish(topic: CacheTopic): void {
    void topic;
  }

  subscribe(topic: CacheTopic, handler: () => void): () => void {
    return this.handlers.add(topic, handler);
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
