import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store';

// INCR and the expiry in one step: a crash between them must not leave a counter without TTL
const HIT_SCRIPT = `
local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string, options: { keyPrefix?: string } = {}) {
    this.redis = new Redis(url, {
      keyPrefix: options.keyPrefix ?? 'reelforge:rl:',
      // a request must not hang on a Redis that went away: it fails after two retries
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    // reconnects are ioredis' job; without a listener an 'error' event would crash the process
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowMs: number, amount = 1): Promise<number> {
    return Number(await this.redis.eval(HIT_SCRIPT, 1, key, windowMs, amount));
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
