import { type SeriesId, seriesIdSchema, videoDetailRoute } from '@app/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { contentLanguage } from '../../../i18n/content-language';

export const getVideoDetail = (id: SeriesId, signal?: AbortSignal) =>
  apiGet(videoDetailRoute, { id }, { signal, query: contentLanguage() }).then((body) => body.data);

export const videoDetailQueryOptions = (id: SeriesId) =>
  queryOptions({
    queryKey: ['videoDetail', id, contentLanguage().lang],
    queryFn: ({ signal }) => getVideoDetail(id, signal),
  });

export const useVideoDetail = (id: SeriesId) => useQuery(videoDetailQueryOptions(id));

/** Fresh loads of /video/{id}: start the request before the page's code has arrived. */
export const prefetchVideoDetail = async (queryClient: QueryClient, id: string | undefined) => {
  const parsed = seriesIdSchema.safeParse(id);
  if (parsed.success) await queryClient.prefetchQuery(videoDetailQueryOptions(parsed.data));
};
