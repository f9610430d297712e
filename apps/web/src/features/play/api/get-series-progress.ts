import { seriesProgressRoute } from '@app/contract';
import type { SeriesId, WatchPosition } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth/session-store';
import { peekViewerId } from '../../../lib/metrics/viewer-id';

/** A stored position counts as fresh this long: the page's warm-up fetch is not repeated. */
const FRESH_MS = 5000;

/**
 * Where this viewer left the series (continue watching): the signed-in user's position, or
 * this browser's viewer id's. A guest who never watched anything has none, without a call.
 */
export async function getSeriesProgress(
  id: SeriesId,
  signal?: AbortSignal,
): Promise<WatchPosition | null> {
  const viewerId = peekViewerId();
  if (!viewerId && !getAuthState().isAuthenticated) return null;
  const body = await apiGet(
    seriesProgressRoute,
    { id },
    { signal, query: { viewer_id: viewerId ?? undefined } },
  );
  return body.item;
}

const signedInUid = () => {
  const auth = getAuthState();
  return auth.isAuthenticated ? auth.uid : null;
};

export const seriesProgressQueryOptions = (id: SeriesId) =>
  queryOptions({
    // the user decides whose positions answer: a sign-in must not reuse a guest's answer
    queryKey: ['series-progress', id, signedInUid()],
    queryFn: ({ signal }) => getSeriesProgress(id, signal),
    staleTime: FRESH_MS,
    retry: false,
  });

export const useSeriesProgress = (id: SeriesId, enabled: boolean) =>
  useQuery({ ...seriesProgressQueryOptions(id), enabled });
