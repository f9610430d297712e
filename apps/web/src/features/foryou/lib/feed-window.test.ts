import { describe, expect, it } from 'vitest';
import { clampIndex, holdsVideo, needsNextPage, PREFETCH_AHEAD, windowOf } from './feed-window';

describe('windowOf', () => {
  it('is the visible slide and its neighbours, within the feed', () => {
    expect(windowOf(0, 10)).toEqual([0, 1]);
    expect(windowOf(5, 10)).toEqual([4, 5, 6]);
    expect(windowOf(9, 10)).toEqual([8, 9]);
    expect(windowOf(0, 1)).toEqual([0]);
  });
});

describe('holdsVideo', () => {
  it('gives the visible slide and both neighbours a video', () => {
    expect([3, 4, 5].map((k) => holdsVideo(k, 4, false))).toEqual([true, true, true]);
    expect(holdsVideo(6, 4, false)).toBe(false);
  });

  it("gives up the previous neighbour's while an ad plays its own", () => {
    expect([3, 4, 5].map((k) => holdsVideo(k, 4, true))).toEqual([false, true, true]);
  });
});

describe('paging', () => {
  it('clamps moves to the feed', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(5, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
  });

  it('asks for the next page a few slides before the end', () => {
    expect(needsNextPage(10 - PREFETCH_AHEAD - 1, 10)).toBe(false);
    expect(needsNextPage(10 - PREFETCH_AHEAD, 10)).toBe(true);
  });
});
