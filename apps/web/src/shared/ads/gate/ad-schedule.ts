import { ADS } from '@app/contract';

/** A series of one episode is a reel (one ad at 30 s); the rest are episodes. */
export type AdKind = 'episode' | 'reel';

export const adKindOf = (episodeCount: number): AdKind => (episodeCount === 1 ? 'reel' : 'episode');

/**
 * Episode ad points: the first at the start, the second at half the duration,
 * further ones spread evenly between half and the end (never at the end itself). A reel's
 * ad is at 30 s, further ones likewise between it and the end. Times in seconds, ascending;
 * ad number n is index n − 1. Before the duration is known only points that need no
 * duration are given; points at or past the end are dropped.
 */
export function adPoints(
  kind: AdKind,
  duration: number,
  slots: number = kind === 'reel' ? ADS.reelSlots : ADS.episodeSlots,
): number[] {
  const count = Math.max(0, Math.floor(slots));
  if (count === 0) return [];
  const known = Number.isFinite(duration) && duration > 0;
  const first = kind === 'reel' ? ADS.reelAdAtSeconds : 0;
  if (!known) return [first];
  // the second point: half the duration for an episode; a reel spreads from its first
  const from = kind === 'reel' ? first : duration / 2;
  const spread = kind === 'reel' ? count - 1 : count - 2;
  const points = [first];
  if (kind === 'episode' && count >= 2) points.push(from);
  for (let i = 1; i <= spread; i++) points.push(from + (i * (duration - from)) / (spread + 1));
  return points.filter((at) => at < duration);
}

/**
 * A 1 s trigger window: the index of the ad whose point `time` has just reached
 * (point ≤ time < point + 1 s), or null. `shown` holds indices already shown this view.
 */
export function dueAd(
  points: readonly number[],
  shown: readonly number[],
  time: number,
): number | null {
  const index = points.findIndex(
    (at, i) => !shown.includes(i) && time >= at && time < at + ADS.triggerWindowSeconds,
  );
  return index === -1 ? null : index;
}

/**
 * Ad gate (docs/product/play.md#ad-gate): a forward seek from `from` to `to` that
 * crosses a point not shown yet is pulled back to 5 s before the earliest such point, where its
 * ad opens. Null when the seek may go ahead.
 */
export function seekPullback(
  points: readonly number[],
  shown: readonly number[],
  from: number,
  to: number,
): { index: number; target: number } | null {
  if (!(to > from)) return null;
  const index = points.findIndex((at, i) => !shown.includes(i) && from < at && to >= at);
  if (index === -1) return null;
  const at = points[index]!;
  return { index, target: Math.max(0, at - ADS.seekPullbackSeconds) };
}
