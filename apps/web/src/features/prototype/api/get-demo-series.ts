import { homeRoute, seriesByIdRoute } from '@app/contract';
import type { HomeResponse, Series } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The series the home page shows first: the first hero banner, else the first row's first card. */
export const firstHomeSeriesId = (home: HomeResponse): string | undefined =>
  home.hero_banners[0]?.id ?? home.series_lists[0]?.series[0]?.id ?? home.game_videos[0]?.id;

/**
 * The demo catalogue series whose episodes stand in for the sample's videos (no `url=`), and
 * whose poster the pages show: read through the public catalogue calls, never a fixed URL.
 * Null when the catalogue is empty.
 */
export async function getDemoSeries(signal?: AbortSignal): Promise<Series | null> {
  const home = await apiGet(homeRoute, undefined, { signal });
  const id = firstHomeSeriesId(home);
  if (id === undefined) return null;
  const body = await apiGet(seriesByIdRoute, { id }, { signal });
  return body.data;
}

export const demoSeriesQueryOptions = () =>
  queryOptions({
    queryKey: ['prototype', 'demoSeries'],
    queryFn: ({ signal }) => getDemoSeries(signal),
    staleTime: 60_000,
  });

export const useDemoSeries = () => useQuery(demoSeriesQueryOptions());
