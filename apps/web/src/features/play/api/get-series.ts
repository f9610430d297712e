import type { SeriesId } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getSeries = (id: SeriesId, signal?: AbortSignal) =>
  apiGet('seriesById', { id }, { signal }).then((body) => body.data);

export const seriesQueryOptions = (id: SeriesId) =>
  queryOptions({
    queryKey: ['series', id],
    queryFn: ({ signal }) => getSeries(id, signal),
  });

export const useSeries = (id: SeriesId) => useQuery(seriesQueryOptions(id));
