import { seriesIdSchema, type Series } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchAccess } from '../../../shared/access/access-query';
import { preloadAdVideo } from '../../../shared/ads/ad-video';
import { hasEarlyAd } from '../../../shared/ads/early-ad';
import { takeEarlyRequests } from '../../../lib/player/lib/early-playback';
import { preloadHlsIfNeeded } from '../../../lib/player/lib/source';
import { DEFAULT_SERIES_ID, pickEpisode, sortEpisodes } from '../lib/episodes';
import { seriesQueryOptions } from './get-series';
import { seriesProgressQueryOptions } from './get-series-progress';

/**
 * On a fresh load of /play, fetch what the first frame needs while the page's code is still on
 * its way: the series (and where the viewer left it), then hls.js, and the ad slot's code when
 * an ad shows first. The stream's first files are
 * already on their way: the server names them in the page's preload Link header. Failures are
 * left to the page. The page's first render waits for this (within a budget: router.tsx).
 */
export async function warmPlayPage(queryClient: QueryClient, search: URLSearchParams) {
  const parsed = seriesIdSchema.safeParse(search.get('id') || DEFAULT_SERIES_ID);
  if (!parsed.success) return;
  // continue watching decides the episode when the URL names none: ask at the same time
  if (!search.has('episode')) {
    void queryClient.prefetchQuery(seriesProgressQueryOptions(parsed.data));
  }
  // a signed-in viewer's player waits for access (ads or not): ask at the same time too, or
  // take the answer the early start of /play is getting
  const early = takeEarlyRequests(parsed.data);
  // the early start asked for the ad modal's ad: the modal opens with the first render
  if (hasEarlyAd(parsed.data)) preloadAdVideo();
  const access = prefetchAccess(queryClient, parsed.data, early?.access);
  const series: Series = await queryClient.fetchQuery(
    seriesQueryOptions(parsed.data, early?.series),
  );
  preloadHlsIfNeeded(pickEpisode(sortEpisodes(series.episodes), search.get('episode'))?.videoUrl);
  // the first render then knows the access: an early start that plays is not paused to check
  await access;
  // a signed-in viewer's ad is asked for once the early start knows the access
  if (hasEarlyAd(parsed.data)) preloadAdVideo();
}
