import { seriesByIdRoute, type SeriesId } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { contentLanguage } from '../../../i18n/content-language';

export const getSeries = (id: SeriesId, signal?: AbortSignal) =>
  apiGet(seriesByIdRoute, { id }, { signal, query: contentLanguage() }).then((body) => body.data);

/**
 * `early`: the body the early start of /play already fetched (lib/player/lib/early-playback.ts),
 * checked against the contract like any answer; asked again when missing or not fitting.
 */
export const seriesQueryOptions = (id: SeriesId, early?: Promise<unknown>) =>
  queryOptions({
    queryKey: ['series', id, contentLanguage().lang],
    queryFn: async ({ signal }) => {
      const parsed = early && seriesByIdRoute.response.safeParse(await early);
      return parsed?.success ? parsed.data.data : getSeries(id, signal);
    },
  });

export const useSeries = (id: SeriesId) => useQuery(seriesQueryOptions(id));
