import { METRICS, type Episode, type WatchPosition } from '@app/contract';

/**
 * `t` in /play?id=…&episode=…&t=12: where the named episode starts, in whole seconds (the
 * home page's Continue Watching cards link this way). Anything else starts at 0.
 */
export function startParam(value: string | null): number {
  const seconds = Number(value);
  return value !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export type ResumeTarget = { episode: Episode; startAt: number };

/**
 * Where a stored position resumes: that episode at that second. An episode watched to the
 * completion threshold counts as finished: the next one plays from its start (or the same one
 * from its start when it was the last). Null when the position names no episode we have.
 */
export function resumeTarget(
  sorted: readonly Episode[],
  position: WatchPosition | null,
): ResumeTarget | null {
  if (!position) return null;
  const index = sorted.findIndex(
    (episode) =>
      episode.episodeId === position.episode_id ||
      (position.episode_number !== null && episode.episodeNumber === position.episode_number),
  );
  const episode = sorted[index];
  if (!episode) return null;
  const duration = position.duration > 0 ? position.duration : episode.duration;
  const finished = duration > 0 && position.position >= duration * METRICS.completionThreshold;
  if (!finished) return { episode, startAt: position.position };
  const next = sorted[index + 1];
  return next ? { episode: next, startAt: 0 } : { episode, startAt: 0 };
}
