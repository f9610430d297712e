import { type FeedPage, feedRoute, type SeriesId } from '@app/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { contentLanguage } from '../../../i18n/content-language';
import { apiCall } from '../../../lib/api-client';

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
 * The feed's pages (docs/product/feed.md#calls). The server fixes the order at the first page
 * and the cursor carries it, so pages are never fetched again for this visit: a refetch would
 * begin a new order under the viewer's feet.
 */
export const feedQueryOptions = ({ item, viewerId, uid, round }: FeedScope) =>
  infiniteQueryOptions({
    queryKey: ['foryou', uid, viewerId, item, round, contentLanguage().lang],
    queryFn: ({ pageParam, signal }): Promise<FeedPage> =>
      apiCall(feedRoute, {
        signal,
        query:
          pageParam === null
            ? { viewer_id: viewerId, item: item ?? undefined, ...contentLanguage() }
            : { viewer_id: viewerId, cursor: pageParam, ...contentLanguage() },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });
