import { describe, expect, it } from 'vitest';
import { SmallFileCache } from './small-file-cache';

describe('SmallFileCache', () => {
  it('answers only for the same validator', () => {
    const cache = new SmallFileCache(100, 50);
    cache.set('/a', 'v1', Buffer.from('one'));
    expect(cache.get('/a', 'v1')?.toString()).toBe('one');
    expect(cache.get('/a', 'v2')).toBeUndefined();
    // a stale entry is dropped, not kept for the old validator
    expect(cache.get('/a', 'v1')).toBeUndefined();
  });

  it('skips files over the entry limit', () => {
    const cache = new SmallFileCache(100, 10);
    cache.set('/big', 'v', Buffer.alloc(11));
    expect(cache.get('/big', 'v')).toBeUndefined();
  });

  it('evicts the least recently used entries past the total', () => {
    const cache = new SmallFileCache(30, 10);
    cache.set('/a', 'v', Buffer.alloc(10));
    cache.set('/b', 'v', Buffer.alloc(10));
    cache.set('/c', 'v', Buffer.alloc(10));
    cache.get('/a', 'v');
    cache.set('/d', 'v', Buffer.alloc(10));
    expect(cache.get('/b', 'v')).toBeUndefined();
    expect(cache.get('/a', 'v')).toBeDefined();
    expect(cache.get('/c', 'v')).toBeDefined();
    expect(cache.get('/d', 'v')).toBeDefined();
  });

  it('caches nothing when its budget is zero', () => {
    const cache = new SmallFileCache(0, 10);
    cache.set('/a', 'v', Buffer.alloc(1));
    expect(cache.get('/a', 'v')).toBeUndefined();
  });
});
