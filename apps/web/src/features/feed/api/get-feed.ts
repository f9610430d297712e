import { type FeedPage, feedRoute, type SeriesId, seriesIdSchema } from '@app/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { contentLanguage } from '../../../i18n/content-language';
import { apiCall } from '../../../lib/api-client';
import { getViewerId } from '../../../lib/metrics/viewer-id';

export type FeedScope = {
  /** The series to open with (the URL's `item`): a reload lands where the viewer was. */
  item: SeriesId | null;
  /** The anonymous viewer id: a guest's started series come from it. */
  viewerId: string;
  /** The signed-in user when the feed began: another user gets another feed. */
  uid: string | null;
  /** Bumped to begin the feed again from the top. */
  round: number;
};

/**
 * The feed a visit of `/foryou?{search}` opens, for the signed-in user `uid` (or a guest): the
 * page's own (ForYouPage) and its warm-up's (warm-for-you-page.ts), one query.
 */
export const firstFeedScope = (search: URLSearchParams, uid: string | null): FeedScope => {
  const item = seriesIdSchema.safeParse(search.get('item'));
  return { item: item.success ? item.data : null, viewerId: getViewerId(), uid, round: 0 };
};

/**
 * The feed's pages (docs/product/feed.md#calls); `early`: the first page's answer the early
 * request already has (early/early-feed.ts), checked against the contract like any answer, asked
 * again when missing or not fitting. The server fixes the order at the first page
 * and the cursor carries it, so pages are never fetched again for this visit: a refetch would
 * begin a new order under the viewer's feet.
 */
export const feedQueryOptions = (
  { item, viewerId, uid, round }: FeedScope,
  early?: Promise<unknown>,
) =>
  infiniteQueryOptions({
    queryKey: ['foryou', uid, viewerId, item, round, contentLanguage().lang],
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const parsed = pageParam === null && early && feedRoute.response.safeParse(await early);
      if (parsed && parsed.success) return parsed.data;
      return apiCall(feedRoute, {
        signal,
        query:
          pageParam === null
            ? { viewer_id: viewerId, item: item ?? undefined, ...contentLanguage() }
            : { viewer_id: viewerId, cursor: pageParam, ...contentLanguage() },
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });
