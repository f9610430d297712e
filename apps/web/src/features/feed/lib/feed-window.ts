/**
 * Which slides of the feed exist, and which hold a <video>. The page holds the visible slide and
 * its neighbours, so at most three <video> elements however far the viewer swipes.
 *
 * The videos follow an anchor that trails the visible index: after a swipe the new item starts
 * first, and only once it plays (or shortly after) does the anchor catch up, dropping the video
 * that fell out of reach and attaching the next neighbour's stream. Tearing one media element down
 * and setting another up in the same task as the swipe held the new item's start back.
 */
export function windowOf(index: number, count: number): number[] {
  return [index - 1, index, index + 1].filter((k) => k >= 0 && k < count);
}

/** The anchor for the videos: the settled index while the visible one is next to it. */
export const anchorOf = (settled: number, index: number): number =>
  Math.abs(index - settled) <= 1 ? settled : index;

/** The slides to render: around the anchor (their videos) and around the visible index. */
export function slidesOf(anchor: number, index: number, count: number): number[] {
  return [...new Set([...windowOf(anchor, count), ...windowOf(index, count)])].sort(
    (a, b) => a - b,
  );
}

/**
 * The slides that hold a <video>: the anchor's window, which always includes the visible
 * index. While an ad shows on the visible item, the ad's own video takes the place of the one
 * behind it (or else the farthest), so the page stays at three.
 */
export function videosOf(anchor: number, index: number, count: number, adOpen: boolean) {
  const videos = windowOf(anchor, count);
  if (!adOpen || videos.length < 3) return new Set(videos);
  const others = videos.filter((k) => k !== index);
  const drop = others.find((k) => k < index) ?? others.at(-1);
  return new Set(videos.filter((k) => k !== drop));
}

export const clampIndex = (index: number, count: number): number =>
  Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/** Ask for the next page this many slides before the end: it arrives before the viewer does. */
export const PREFETCH_AHEAD = 3;

export const needsNextPage = (index: number, count: number): boolean =>
  count - 1 - index < PREFETCH_AHEAD;

/** The anchor catches up this long after a swipe at the latest (an ad may keep it from playing). */
export const SETTLE_MS = 400;
