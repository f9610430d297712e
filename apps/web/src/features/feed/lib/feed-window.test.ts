import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  clampIndex,
  needsNextPage,
  PREFETCH_AHEAD,
  slidesOf,
  videosOf,
  windowOf,
} from './feed-window';

describe('windowOf', () => {
  it('is the visible slide and its neighbours, within the feed', () => {
    expect(windowOf(0, 10)).toEqual([0, 1]);
    expect(windowOf(5, 10)).toEqual([4, 5, 6]);
    expect(windowOf(9, 10)).toEqual([8, 9]);
    expect(windowOf(0, 1)).toEqual([0]);
  });
});

describe('the videos trail the visible index', () => {
  it('keeps the settled window right after a one-step swipe', () => {
    const anchor = anchorOf(4, 5);
    expect(anchor).toBe(4);
    expect([...videosOf(anchor, 5, 10, false)]).toEqual([3, 4, 5]);
    // the slide below the new item is drawn (its poster) before its video comes
    expect(slidesOf(anchor, 5, 10)).toEqual([3, 4, 5, 6]);
  });

  it('jumps to the visible index when it ran further ahead, never holding more than three', () => {
    for (const [settled, index] of [
      [4, 6],
      [4, 2],
      [0, 9],
    ] as const) {
      const anchor = anchorOf(settled, index);
      expect(anchor).toBe(index);
      expect(videosOf(anchor, index, 10, false).size).toBeLessThanOrEqual(3);
      expect(videosOf(anchor, index, 10, false).has(index)).toBe(true);
    }
  });

  it('always gives the visible item a video', () => {
    for (let settled = 0; settled < 10; settled++) {
      for (let index = 0; index < 10; index++) {
        const anchor = anchorOf(settled, index);
        for (const ad of [false, true]) {
          const videos = videosOf(anchor, index, 10, ad);
          expect(videos.has(index)).toBe(true);
          expect(videos.size).toBeLessThanOrEqual(ad ? 2 : 3);
        }
      }
    }
  });

  it('gives up the video behind the visible item while an ad plays its own', () => {
    expect([...videosOf(4, 4, 10, true)]).toEqual([4, 5]);
    // just swiped on, the anchor still one behind: the one two behind goes
    expect([...videosOf(4, 5, 10, true)]).toEqual([4, 5]);
    // just swiped back: nothing is behind, the farthest ahead goes
    expect([...videosOf(4, 3, 10, true)]).toEqual([3, 4]);
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
