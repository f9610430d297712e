import { seriesIdSchema, type Series } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { preloadHlsIfNeeded } from '../../../lib/player/lib/source';
import { DEFAULT_SERIES_ID, pickEpisode, sortEpisodes } from '../lib/episodes';
import { seriesQueryOptions } from './get-series';

/**
 * On a fresh load of /play, fetch what the first frame needs while the page's code is still on
 * its way: the series, then hls.js. The stream's first files are already on their way: the
 * server names them in the page's preload Link header. Failures are left to the page.
 */
export async function warmPlayPage(queryClient: QueryClient, search: URLSearchParams) {
  const parsed = seriesIdSchema.safeParse(search.get('id') || DEFAULT_SERIES_ID);
  if (!parsed.success) return;
  const series: Series = await queryClient.fetchQuery(seriesQueryOptions(parsed.data));
  preloadHlsIfNeeded(pickEpisode(sortEpisodes(series.episodes), search.get('episode'))?.videoUrl);
}
