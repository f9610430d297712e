/**
 * Fixed-window counters shared by the rate limits. In-process by default; Redis when
 * REDIS_URL is set, so every instance behind a load balancer counts the same hits.
 */
export type RateLimitStore = {
  /**
   * Counts `amount` hits (1 by default) in the key's current window; answers the hits so far,
   * these included.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<number>;
  /** Hits in the key's current window, without counting one. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

type Window = { count: number; resetAt: number };

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  async hit(key: string, windowMs: number, amount = 1): Promise<number> {
    // drop expired windows now and then, so a flood of distinct keys cannot grow the map forever
    if (++this.hitsSinceSweep >= 1000) this.sweep();
    const window = this.live(key) ?? { count: 0, resetAt: this.now() + windowMs };
    window.count += amount;
    this.windows.set(key, window);
    return window.count;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(): void {
    this.hitsSinceSweep = 0;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
