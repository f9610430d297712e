import { hideCommentRoute, type ReportedCommentsPage, restoreCommentRoute } from '@app/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { seriesCommentsQueryKey } from '../../../shared/comments/comments-query-key';
import { setHidden } from '../lib/queue-cache';
import { REPORTED_COMMENTS_KEY } from './get-reported-comments';

export type Moderation = { commentId: string; seriesId: string; hidden: boolean };

type Context = { before: [QueryKey, ReportedCommentsPage | undefined][] };

/**
 * Hide or restore a comment (docs/product/studio.md#moderation). The queue shows the new state
 * at once and goes back on failure; afterwards the queue is refetched (a status filter may no
 * longer match) and the series' cached comments are dropped, so the play page shows the change.
 */
export function useModerateComment() {
  const queryClient = useQueryClient();
  const mark = (commentId: string, hidden: boolean) =>
    queryClient.setQueriesData<ReportedCommentsPage>({ queryKey: REPORTED_COMMENTS_KEY }, (page) =>
      page ? setHidden(page, commentId, hidden) : page,
    );

  return useMutation({
    mutationFn: ({ commentId, hidden }: Moderation) =>
      apiCall(hidden ? hideCommentRoute : restoreCommentRoute, {
        params: { id: commentId },
        body: {},
      }),
    onMutate: async ({ commentId, hidden }): Promise<Context> => {
      await queryClient.cancelQueries({ queryKey: REPORTED_COMMENTS_KEY });
      const before = queryClient.getQueriesData<ReportedCommentsPage>({
        queryKey: REPORTED_COMMENTS_KEY,
      });
      mark(commentId, hidden);
      return { before };
    },
    onSuccess: (answer) => mark(answer.comment_id, answer.hidden),
    onError: (_error, _moderation, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: (_answer, _error, { seriesId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTED_COMMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: seriesCommentsQueryKey(seriesId) }),
      ]),
  });
}
