import type { ReportedCommentsPage } from '@app/contract';

/** The queue page with one comment's hidden flag set; the same page when it is not on it. */
export function setHidden(
  page: ReportedCommentsPage,
  commentId: string,
  hidden: boolean,
): ReportedCommentsPage {
  if (!page.comments.some((comment) => comment.comment_id === commentId)) return page;
  return {
    ...page,
    comments: page.comments.map((comment) =>
      comment.comment_id === commentId ? { ...comment, hidden } : comment,
    ),
  };
}
