import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves fresh entries, then reports them stale after the TTL', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1000, 10);
    cache.set('a', 'one');
    expect(cache.get('a')).toBe('one');
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.peek('a')).toEqual({ value: 'one', stale: true });
  });

  it('evicts the least recently used entry past its size', () => {
    const cache = new TtlCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps an entry looked up between evictions, and drops it once the look-ups stop', () => {
    const cache = new TtlCache<number>(60_000, 3);
    cache.set('hot', 0);
    for (let i = 1; i <= 6; i++) {
      expect(cache.get('hot')).toBe(0);
      cache.set(`cold-${i}`, i);
      expect(cache.size).toBe(Math.min(i + 1, 3));
    }
    for (let i = 7; i <= 10; i++) cache.set(`cold-${i}`, i);
    expect(cache.get('hot')).toBeUndefined();
    expect(cache.get('cold-10')).toBe(10);
  });
});
