import { describe, expect, it } from 'vitest';
import { searchFromView, viewFromSearch } from './queue-view';

describe('queue view', () => {
  it('reads the order, filter and page from the URL', () => {
    expect(viewFromSearch(new URLSearchParams('sort=most_reported&status=hidden&page=3'))).toEqual({
      sort: 'most_reported',
      status: 'hidden',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(viewFromSearch(new URLSearchParams('sort=oldest&status=x&page=-2'))).toEqual({
      sort: 'newest',
      status: 'all',
      page: 1,
    });
    expect(viewFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(searchFromView({ sort: 'newest', status: 'all', page: 1 })).toEqual({});
    expect(searchFromView({ sort: 'most_reported', status: 'visible', page: 2 })).toEqual({
      sort: 'most_reported',
      status: 'visible',
      page: '2',
    });
  });
});
