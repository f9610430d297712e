import type { QueryClient } from '@tanstack/react-query';
import { contentLanguage } from '../../../i18n/content-language';
import { accessViewer } from '../../../shared/access/access-query';
import { preloadAdVideo } from '../../../shared/ads/ad-video';
import { hasEarlyAd } from '../../../shared/ads/early-ad';
import { takeEarlyFeed } from '../early/early-feed';
import { feedQueryOptions, firstFeedScope } from './get-feed';

/**
 * A fresh load of /foryou: the feed's first page is had before the page's first render (the
 * entry asked for it, early/early-feed.ts, or it is asked for now, with the page's code), so
 * that render shows the first item where the page's first paint stood its loading message. Not
 * preloaded by the server: the call carries the viewer's bearer and viewer id
 * (docs/product/feed.md#first-paint).
 */
export async function warmForYouPage(
  queryClient: QueryClient,
  search: URLSearchParams,
): Promise<void> {
  const scope = firstFeedScope(search, accessViewer());
  // the answer the entry asked for before the app's code came, if it asked the same
  const early = takeEarlyFeed({
    viewerId: scope.viewerId,
    item: scope.item,
    lang: contentLanguage().lang,
    signedIn: scope.uid !== null,
  });
  const options = feedQueryOptions(scope, early);
  await queryClient.prefetchInfiniteQuery(options);
  // the entry started a guest's opening ad (early-feed.ts): the modal opens with the first
  // render, so the ad slot's code comes with the page's
  const first = queryClient.getQueryData(options.queryKey)?.pages[0]?.items[0];
  if (first !== undefined && hasEarlyAd(first.id)) preloadAdVideo();
}
