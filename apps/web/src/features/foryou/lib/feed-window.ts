/**
 * Which slides of the feed exist at all: the visible one and its neighbours. Everything else
 * is data only, so the page holds three slides (and at most three <video> elements) however
 * far the viewer swipes.
 */
export function windowOf(index: number, count: number): number[] {
  return [index - 1, index, index + 1].filter((k) => k >= 0 && k < count);
}

/**
 * Whether slide `k` holds a <video>. While an ad shows on the visible item, the ad's own video
 * takes the previous neighbour's place: the next one stays preloaded, the page stays at three.
 */
export function holdsVideo(k: number, index: number, adOpen: boolean): boolean {
  if (adOpen && k === index - 1) return false;
  return Math.abs(k - index) <= 1;
}

export const clampIndex = (index: number, count: number): number =>
  Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/** Ask for the next page this many slides before the end: it arrives before the viewer does. */
export const PREFETCH_AHEAD = 3;

export const needsNextPage = (index: number, count: number): boolean =>
  count - 1 - index < PREFETCH_AHEAD;
