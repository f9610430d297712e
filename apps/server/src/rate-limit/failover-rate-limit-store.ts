import type { Logger } from 'pino';
import type { RateLimitStore } from './rate-limit-store';

/** One warning a minute while Redis is down, not one per request. */
const WARN_EVERY_MS = 60_000;

/**
 * The shared store (Redis), and this process's own counters while it cannot be reached: a
 * Redis outage must neither lock everybody out (a 5xx on sign-in) nor lift the limits.
 */
export class FailoverRateLimitStore implements RateLimitStore {
  private lastWarning = 0;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  private async either<T>(work: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      return await work(this.primary);
    } catch (error) {
      if (Date.now() - this.lastWarning > WARN_EVERY_MS) {
        this.lastWarning = Date.now();
        this.log.warn({ err: error }, 'rate-limit store unreachable: counting in this process');
      }
      return work(this.fallback);
    }
  }

  hit(key: string, windowMs: number, amount?: number): Promise<number> {
    return this.either((store) => store.hit(key, windowMs, amount));
  }

  count(key: string): Promise<number> {
    return this.either((store) => store.count(key));
  }

  reset(key: string): Promise<void> {
    return this.either((store) => store.reset(key));
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}
