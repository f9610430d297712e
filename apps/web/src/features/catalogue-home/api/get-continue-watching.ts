import { continueWatchingRoute, seriesByIdRoute } from '@app/contract';
import type { Series, SeriesId, WatchPosition } from '@app/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { contentLanguage } from '../../../i18n/content-language';
import { useAuth } from '../../../lib/auth/session-store';
import { peekViewerId } from '../../../lib/metrics/viewer-id';

/**
 * Continue watching: the signed-in user's last positions (and this browser's), else the
 * anonymous viewer id's. A guest who never played anything has none, without a call.
 */
export async function getContinueWatching(signal?: AbortSignal): Promise<WatchPosition[]> {
  const viewerId = peekViewerId();
  const body = await apiGet(continueWatchingRoute, undefined, {
    signal,
    query: { viewer_id: viewerId ?? undefined },
  });
  return body.items;
}

export function useContinueWatching() {
  const auth = useAuth();
  const uid = auth.isAuthenticated ? auth.uid : null;
  return useQuery({
    queryKey: ['continue-watching', uid],
    queryFn: ({ signal }) => getContinueWatching(signal),
    enabled: uid !== null || peekViewerId() !== null,
    // positions move with every episode watched: fetch again on each visit
    staleTime: 0,
  });
}

/** The series behind the positions the home data does not describe (title and poster). */
export function useSeriesDetails(ids: readonly SeriesId[]): Map<SeriesId, Series> {
  const results = useQueries({
    queries: ids.map((id) =>
      queryOptions({
        // the play page's query (features/play/api/get-series.ts): one answer for both
        queryKey: ['series', id, contentLanguage().lang],
        queryFn: ({ signal }) =>
          apiGet(seriesByIdRoute, { id }, { signal, query: contentLanguage() }).then(
            (body) => body.data,
          ),
      }),
    ),
  });
  const found = new Map<SeriesId, Series>();
  for (const result of results) if (result.data) found.set(result.data.id, result.data);
  return found;
}
