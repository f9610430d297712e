import { searchIndexRoute } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const posterTestSeriesQueryOptions = () =>
  queryOptions({
    queryKey: ['poster-test', 'series'],
    queryFn: ({ signal }) =>
      apiGet(searchIndexRoute, undefined, { signal }).then((body) => body.data),
    staleTime: 60_000,
  });

/** Every published series with its poster: the page's choice of images. */
export const usePosterTestSeries = () => useQuery(posterTestSeriesQueryOptions());
