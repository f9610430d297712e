import type { SeriesId } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getVideoDetail = (id: SeriesId, signal?: AbortSignal) =>
  apiGet('videoDetail', { id }, { signal }).then((body) => body.data);

export const videoDetailQueryOptions = (id: SeriesId) =>
  queryOptions({
    queryKey: ['videoDetail', id],
    queryFn: ({ signal }) => getVideoDetail(id, signal),
  });

export const useVideoDetail = (id: SeriesId) => useQuery(videoDetailQueryOptions(id));
