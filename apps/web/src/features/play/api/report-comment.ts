import { COMMENT_MODERATION_TEXTS, reportCommentRoute } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type CommentReport = { commentId: string; reason: string };

/**
 * POST /api/comments/{id}/report. One report per user and comment on the server, so a retried
 * click counts once; a failure is logged (docs/product/comments.md#moderation).
 */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ commentId, reason }: CommentReport) =>
      apiCall(reportCommentRoute, { params: { id: commentId }, body: { reason } }),
    onError: (error) => console.warn(COMMENT_MODERATION_TEXTS.reportFailed, error),
  });
}
