import type { RateLimitStore } from './rate-limit-store';

/** At most `limit` hits per `windowMs` for one key. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

/**
 * Named limits over a store: `attempt` counts and checks, `hits` counts and answers the count;
 * `blocked`/`fail` count failures only.
 */
export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  private key(rule: RateLimitRule, subject: string): string {
    return `${rule.name}:${subject}`;
  }

  /** Counts a hit (or `amount` of them, e.g. events in a request); false once the limit is passed. */
  async attempt(rule: RateLimitRule, subject: string, amount = 1): Promise<boolean> {
    return (await this.hits(rule, subject, amount)) <= rule.limit;
  }

  /** Counts a hit; answers the hits in the window so far, this one included. */
  hits(rule: RateLimitRule, subject: string, amount = 1): Promise<number> {
    return this.store.hit(this.key(rule, subject), rule.windowMs, amount);
  }

  /** True when the failures counted so far reach the limit (nothing is counted). */
  async blocked(rule: RateLimitRule, subject: string): Promise<boolean> {
    return (await this.store.count(this.key(rule, subject))) >= rule.limit;
  }

  async fail(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.hit(this.key(rule, subject), rule.windowMs);
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.reset(this.key(rule, subject));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
