import { COMMENT_MODERATION_TEXTS, deleteCommentRoute, type SeriesId } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { removeComment, setStats, type CommentPages } from '../lib/comments-cache';
import { commentsQueryKey, useUid } from './get-comments';

type DeleteContext = { before: CommentPages | undefined };

/**
 * DELETE /api/comments/{id}, optimistically: the comment (a thread with its replies) leaves the
 * pages at once and the totals take the server's answer; a failure puts the pages back as they
 * were and is logged (docs/product/comments.md#moderation).
 */
export function useDeleteComment(seriesId: SeriesId) {
  const queryClient = useQueryClient();
  const key = commentsQueryKey(seriesId, useUid());

  return useMutation({
    mutationFn: (commentId: string) => apiCall(deleteCommentRoute, { params: { id: commentId } }),
    onMutate: async (commentId): Promise<DeleteContext> => {
      // a refetch landing now would bring the comment back
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CommentPages>(key);
      queryClient.setQueryData<CommentPages>(key, (data) =>
        data ? removeComment(data, commentId) : data,
      );
      return { before };
    },
    onSuccess: (answer) =>
      queryClient.setQueryData<CommentPages>(key, (data) =>
        data ? setStats(data, answer.stats) : data,
      ),
    onError: (error, _commentId, context) => {
      console.warn(COMMENT_MODERATION_TEXTS.deleteFailed, error);
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}
