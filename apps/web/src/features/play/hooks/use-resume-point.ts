import type { SeriesId, WatchPosition } from '@app/contract';
import { useState } from 'react';
import { useSeriesProgress } from '../api/get-series-progress';

export type ResumePoint =
  | { status: 'pending' }
  /** `position` is null when there is nothing to resume: the page starts as usual. */
  | { status: 'ready'; position: WatchPosition | null };

/**
 * Continue watching: where /play?id=X (no episode) starts. Decided once per series, when the
 * stored position has arrived (or failed: then from the start); later refetches of it do not
 * move the player. With an `episode` in the URL the viewer chose: nothing is fetched.
 */
export function useResumePoint(seriesId: SeriesId, episodeChosen: boolean): ResumePoint {
  const query = useSeriesProgress(seriesId, !episodeChosen);
  const [decided, setDecided] = useState<{ seriesId: SeriesId; position: WatchPosition | null }>();

  if (episodeChosen) return { status: 'ready', position: null };
  if (decided?.seriesId === seriesId) return { status: 'ready', position: decided.position };
  if (query.isFetching || query.status === 'pending') return { status: 'pending' };
  const position = query.status === 'success' ? query.data : null;
  // settled: latch it (React re-renders at once with the stored decision)
  setDecided({ seriesId, position });
  return { status: 'ready', position };
}
