import { COMMENT_TEXTS, commentsRoute, type SeriesId } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/session-store';
import { commentsQueryKey } from '../../../shared/comments/comments-query-key';

export { commentsQueryKey };

export const commentsQueryOptions = (seriesId: SeriesId, uid: string | null) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(seriesId, uid),
    queryFn: ({ pageParam, signal }) =>
      apiGet(commentsRoute, undefined, {
        signal,
        query: { videoId: seriesId, cursor: pageParam },
      }).catch((error: unknown) => {
        // the panel stays silent; the console keeps the underlying error
        if (!signal.aborted) console.warn(COMMENT_TEXTS.fetchFailed, error);
        throw error;
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
    // the thread moves while people watch: a minute-old page is worth reloading on return
    staleTime: 30_000,
  });

/** The signed-in user's id, or null for a guest. */
export function useUid(): string | null {
  const auth = useAuth();
  return auth.isAuthenticated ? auth.uid : null;
}

/** The series' comments, newest first, a page per cursor. */
export function useComments(seriesId: SeriesId) {
  return useInfiniteQuery(commentsQueryOptions(seriesId, useUid()));
}
