import { describe, expect, it, vi } from 'vitest';
import { FailoverRateLimitStore } from './failover-rate-limit-store';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

const unreachable: RateLimitStore = {
  hit: () => Promise.reject(new Error('ECONNREFUSED')),
  count: () => Promise.reject(new Error('ECONNREFUSED')),
  reset: () => Promise.reject(new Error('ECONNREFUSED')),
  close: () => Promise.resolve(),
};

describe('FailoverRateLimitStore', () => {
  it('keeps counting in the process while the shared store is down, and warns once', async () => {
    const warn = vi.fn();
    const store = new FailoverRateLimitStore(unreachable, new MemoryRateLimitStore(), { warn });
    expect(await store.hit('k', 60_000)).toBe(1);
    expect(await store.hit('k', 60_000)).toBe(2);
    expect(await store.count('k')).toBe(2);
    await store.reset('k');
    expect(await store.count('k')).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back when Redis does not answer at all (nothing listens on the port)', async () => {
    const redis = new RedisRateLimitStore('redis://127.0.0.1:1');
    const store = new FailoverRateLimitStore(redis, new MemoryRateLimitStore(), { warn: vi.fn() });
    try {
      expect(await store.hit('k', 60_000)).toBe(1);
    } finally {
      await store.close();
    }
  });
});
