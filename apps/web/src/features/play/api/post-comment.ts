import { COMMENT_TEXTS, postCommentRoute, type SeriesId } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { detectPlatform } from '../../../lib/metrics/platform';
import { setAnswer } from '../../../lib/set-answer';
import { addComment, type CommentPages } from '../lib/comments-cache';
import { commentsQueryKey, useUid } from './get-comments';

export type NewComment = { content: string; parentId: string | null };

/**
 * POST /api/comments. The stored comment joins the cached pages (no reload of every page). A
 * failure is silent in the panel and logged with the contract's words.
 */
export function usePostComment(seriesId: SeriesId) {
  const queryClient = useQueryClient();
  const uid = useUid();
  return useMutation({
    mutationFn: ({ content, parentId }: NewComment) =>
      apiPost(postCommentRoute, {
        video_id: seriesId,
        content: content.trim(),
        parent_id: parentId,
        platform: detectPlatform(),
      }),
    onSuccess: (comment) =>
      setAnswer<CommentPages>(queryClient, commentsQueryKey(seriesId, uid), (data) =>
        data ? addComment(data, comment) : data,
      ),
    onError: (error) => console.warn(COMMENT_TEXTS.postFailed, error),
  });
}
