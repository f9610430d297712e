import { COMMENT_TEXTS, likeCommentRoute, type SeriesId } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { findComment, setLikeState, toggledLike, type CommentPages } from '../lib/comments-cache';
import { commentsQueryKey, useUid } from './get-comments';

type LikeContext = { before: { is_liked: boolean; likes: number } } | undefined;

/**
 * Liking, optimistically: the heart and the counts change at once, then take
 * the server's {is_liked, likes}; a failure puts the comment back as it was (and is logged).
 */
export function useLikeComment(seriesId: SeriesId) {
  const queryClient = useQueryClient();
  const key = commentsQueryKey(seriesId, useUid());
  const update = (id: string, next: { is_liked: boolean; likes: number }) =>
    queryClient.setQueryData<CommentPages>(key, (data) =>
      data ? setLikeState(data, id, next) : data,
    );

  return useMutation({
    mutationFn: (commentId: string) => apiPost(likeCommentRoute, {}, { id: commentId }),
    onMutate: async (commentId): Promise<LikeContext> => {
      // a refetch landing now would overwrite the optimistic state
      await queryClient.cancelQueries({ queryKey: key });
      const comment = findComment(queryClient.getQueryData<CommentPages>(key), commentId);
      if (!comment) return undefined;
      const before = { is_liked: comment.is_liked, likes: comment.likes };
      update(commentId, toggledLike(before));
      return { before };
    },
    onSuccess: (answer, commentId) => update(commentId, answer),
    onError: (error, commentId, context) => {
      console.warn(COMMENT_TEXTS.likeFailed, error);
      if (context) update(commentId, context.before);
    },
  });
}
