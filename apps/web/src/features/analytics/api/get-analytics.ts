import {
  ANALYTICS,
  seriesAnalyticsListRoute,
  seriesAnalyticsRoute,
  type SeriesId,
} from '@app/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

// figures move with every view: a minute is fresh enough for a dashboard
const STALE_MS = 60_000;

/** Every series with its figures, by title, a page at a time (editors only). */
export const useSeriesAnalyticsList = () =>
  useInfiniteQuery({
    queryKey: ['analytics', 'series-list'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall(seriesAnalyticsListRoute, {
        query: { cursor: pageParam, limit: ANALYTICS.listPage.default },
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    staleTime: STALE_MS,
  });

export const seriesAnalyticsQueryOptions = (id: SeriesId) =>
  queryOptions({
    queryKey: ['analytics', 'series', id],
    queryFn: ({ signal }) => apiCall(seriesAnalyticsRoute, { params: { id }, signal }),
    staleTime: STALE_MS,
  });

/** One series' figures and each episode's; idle until a series is chosen. */
export const useSeriesAnalytics = (id: SeriesId | null) =>
  useQuery({ ...seriesAnalyticsQueryOptions(id ?? ''), enabled: id !== null });
