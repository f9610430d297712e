import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { reachableRedis } from '../../test/redis-probe';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { RateLimiter } from './rate-limiter';

const redisUrl = await reachableRedis();

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => new MemoryRateLimitStore()],
  ...(redisUrl
    ? [['redis', () => new RedisRateLimitStore(redisUrl, { keyPrefix: `test:${randomUUID()}:` })]]
    : []),
] as [string, () => RateLimitStore][];

describe.each(stores)('rate-limit store: %s', (_name, create) => {
  const store = create();
  afterAll(() => store.close());

  it('counts hits per key within a window and resets on demand', async () => {
    expect(await store.count('a')).toBe(0);
    expect(await store.hit('a', 60_000)).toBe(1);
    expect(await store.hit('a', 60_000)).toBe(2);
    expect(await store.hit('b', 60_000)).toBe(1);
    expect(await store.count('a')).toBe(2);
    await store.reset('a');
    expect(await store.count('a')).toBe(0);
  });

  it('starts a new window when the old one has passed', async () => {
    await store.hit('short', 50);
    await store.hit('short', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.count('short')).toBe(0);
    expect(await store.hit('short', 50)).toBe(1);
  });

  it('counts several hits at once (events in a request), with the window from the first', async () => {
    expect(await store.hit('many', 80, 10)).toBe(10);
    expect(await store.hit('many', 80, 5)).toBe(15);
    expect(await store.hit('many', 80)).toBe(16);
    const limiter = new RateLimiter(store);
    const rule = { name: 'events', limit: 30, windowMs: 60_000 };
    expect(await limiter.attempt(rule, 'ip', 20)).toBe(true);
    expect(await limiter.attempt(rule, 'ip', 10)).toBe(true);
    expect(await limiter.attempt(rule, 'ip', 1)).toBe(false);
    await new Promise((r) => setTimeout(r, 150));
    // the window started by the first batch of hits has passed
    expect(await store.hit('many', 80, 3)).toBe(3);
  });

  it('lets `limit` attempts through per window, then refuses', async () => {
    const limiter = new RateLimiter(store);
    const rule = { name: 'three', limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.attempt(rule, 'ip'));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await limiter.blocked(rule, 'ip')).toBe(true);
    expect(await limiter.blocked(rule, 'other')).toBe(false);
  });
});

describe('memory store', () => {
  it('follows an injected clock', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    await store.hit('k', 1000);
    now = 999;
    expect(await store.count('k')).toBe(1);
    now = 1000;
    expect(await store.count('k')).toBe(0);
  });
});
