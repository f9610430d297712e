import {
  COMMENT_MODERATION,
  COMMENT_MODERATION_TEXTS,
  COMMENT_TEXTS,
  type DeleteCommentResponse,
  type ModerateCommentResponse,
  type ReportCommentResponse,
  type ReportedCommentSort,
  type ReportedCommentStatus,
  type ReportedCommentsPage,
} from '@app/contract';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import type { CommentModerationRepository } from './comment-moderation.repository';

export type CommentModerationDeps = {
  repository: CommentModerationRepository;
  clock?: () => Date;
};

/**
 * Moderation rules (docs/product/comments.md#moderation): authors delete their own comments,
 * signed-in users report others', editors hide and restore. What is deleted or hidden leaves
 * every listing and count in the same transaction.
 */
export class CommentModerationService {
  private readonly repository: CommentModerationRepository;
  private readonly clock: () => Date;

  constructor(deps: CommentModerationDeps) {
    this.repository = deps.repository;
    this.clock = deps.clock ?? (() => new Date());
  }

  async delete(commentId: string, userId: string): Promise<DeleteCommentResponse> {
    const outcome = await this.repository.deleteOwn(commentId, userId);
    if (outcome.kind === 'not-found') throw notFound(COMMENT_TEXTS.commentNotFound);
    if (outcome.kind === 'not-author') throw forbidden(COMMENT_MODERATION_TEXTS.notAuthor);
    const stats = await this.repository.stats(outcome.seriesId);
    return {
      comment_id: commentId,
      removed: outcome.removed,
      stats: { total_comments: stats.totalComments, total_likes: stats.totalLikes },
    };
  }

  async report(
    commentId: string,
    userId: string,
    reason: string | null,
  ): Promise<ReportCommentResponse> {
    const outcome = await this.repository.report(commentId, userId, reason);
    if (outcome === 'not-found') throw notFound(COMMENT_TEXTS.commentNotFound);
    if (outcome === 'own') throw badRequest(COMMENT_MODERATION_TEXTS.ownComment);
    return { comment_id: commentId, reported: true };
  }

  async setHidden(commentId: string, hidden: boolean): Promise<ModerateCommentResponse> {
    const result = await this.repository.setHidden(commentId, hidden, this.clock());
    if (!result) throw notFound(COMMENT_TEXTS.commentNotFound);
    return { comment_id: commentId, hidden: result.hidden };
  }

  /** The studio's queue: reported comments, a page at a time. */
  async reported(query: {
    sort: ReportedCommentSort;
    status: ReportedCommentStatus;
    page: number;
    limit: number;
  }): Promise<ReportedCommentsPage> {
    const offset = (query.page - 1) * query.limit;
    const [total, rows] = await Promise.all([
      this.repository.reportedCount(query.status),
      this.repository.reportedPage({
        sort: query.sort,
        status: query.status,
        offset,
        limit: query.limit,
        reasons: COMMENT_MODERATION.reasonsShown,
      }),
    ]);
    return {
      comments: rows.map((row) => ({
        comment_id: row.id,
        series_id: row.seriesId,
        series_title: row.seriesTitle,
        user_id: row.userId,
        username: row.username,
        content: row.content,
        timestamp: row.createdAt.toISOString(),
        parent_id: row.parentId,
        likes: row.likes,
        hidden: row.hiddenAt !== null,
        report_count: row.reportCount,
        reasons: row.reasons ?? [],
        last_reported_at: row.lastReportedAt.toISOString(),
      })),
      total,
      page: query.page,
      has_more: offset + rows.length < total,
    };
  }
}
