import type { SeriesId } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const seriesAnalyticsListQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'series'],
    queryFn: ({ signal }) =>
      apiGet('seriesAnalyticsList', undefined, { signal }).then((body) => body.series),
    // figures move with every view: a minute is fresh enough for a dashboard
    staleTime: 60_000,
  });

export const seriesAnalyticsQueryOptions = (id: SeriesId) =>
  queryOptions({
    queryKey: ['analytics', 'series', id],
    queryFn: ({ signal }) => apiGet('seriesAnalytics', { id }, { signal }),
    staleTime: 60_000,
  });

/** Every series with its figures, most viewed first (editors only). */
export const useSeriesAnalyticsList = () => useQuery(seriesAnalyticsListQueryOptions());

/** One series' figures and each episode's; idle until a series is chosen. */
export const useSeriesAnalytics = (id: SeriesId | null) =>
  useQuery({ ...seriesAnalyticsQueryOptions(id ?? ''), enabled: id !== null });
