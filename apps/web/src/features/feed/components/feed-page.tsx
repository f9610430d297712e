import { FOR_YOU_TEXTS, type FeedItem } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { viewerOf } from '../../../shared/access/access-query';
import { useAuth } from '../../../lib/auth/session-store';
import { feedQueryOptions, firstFeedScope, type FeedScope } from '../api/get-feed';
import { FeedMessage, FeedShell, MESSAGE_BUTTON } from './feed-shell';
import { FeedView } from './feed-view';

/** /foryou (docs/product/feed.md): the vertical feed of series' opening episodes. */
export function ForYouPage() {
  const [searchParams] = useSearchParams();
  const auth = useAuth();
  // fixed for the visit: the feed's order belongs to the first page the server made
  const [scope, setScope] = useState<FeedScope>(() => firstFeedScope(searchParams, viewerOf(auth)));
  const query = useInfiniteQuery(feedQueryOptions(scope));
  const items = useMemo(
    () => uniqueItems(query.data?.pages.flatMap((p) => p.items) ?? []),
    [query.data],
  );
  const { fetchNextPage } = query;
  // once at a time: a second call would cancel the page on its way and ask again
  const fetchNext = useCallback(
    () => void fetchNextPage({ cancelRefetch: false }),
    [fetchNextPage],
  );

  if (query.isPending) {
    return (
      <FeedShell>
        <FeedMessage role="status" title={FOR_YOU_TEXTS.loading} />
      </FeedShell>
    );
  }
  if (query.isError) {
    return (
      <FeedShell>
        <FeedMessage role="alert" title={FOR_YOU_TEXTS.loadFailed}>
          <button type="button" onClick={() => void query.refetch()} className={MESSAGE_BUTTON}>
            {FOR_YOU_TEXTS.retry}
          </button>
        </FeedMessage>
      </FeedShell>
    );
  }
  if (items.length === 0 && !query.hasNextPage) {
    return (
      <FeedShell>
        <FeedMessage title={FOR_YOU_TEXTS.empty}>
          <Link to="/" className={MESSAGE_BUTTON}>
            {FOR_YOU_TEXTS.goHome}
          </Link>
        </FeedMessage>
      </FeedShell>
    );
  }
  return (
    <FeedView
      // a new feed starts at its own first item
      key={scope.round}
      items={items}
      hasNextPage={query.hasNextPage}
      fetchingNext={query.isFetchingNextPage}
      nextFailed={query.isFetchNextPageError}
      fetchNext={fetchNext}
      onStartOver={() =>
        setScope((current) => ({ ...current, item: null, round: current.round + 1 }))
      }
    />
  );
}

/** The server never repeats an item; a repeat here would break the slides' keys. */
function uniqueItems(items: FeedItem[]): FeedItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}
