import type { Logger } from 'pino';
import { FailoverRateLimitStore } from './failover-rate-limit-store';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

/** REDIS_URL → counters shared across instances; unset → in-process. */
export const createRateLimitStore = (
  redisUrl: string | undefined,
  log: Pick<Logger, 'warn'>,
): RateLimitStore =>
  redisUrl
    ? new FailoverRateLimitStore(new RedisRateLimitStore(redisUrl), new MemoryRateLimitStore(), log)
    : new MemoryRateLimitStore();
