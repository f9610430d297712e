import {
  COMMENT_PAGING,
  COMMENT_TEXTS,
  type Comment,
  type CommentReply,
  type CommentRepliesPage,
  type CommentsPage,
  type LikeCommentResponse,
  type postCommentBodySchema,
} from '@app/contract';
import type { z } from 'zod';
import { badRequest, notFound, rateLimited } from '../../http/http-error';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { commentCursor } from './comment-cursor';
import type { CommentRow, CommentsRepository } from './comments.repository';

type PostComment = z.output<typeof postCommentBodySchema>;

export type CommentsServiceDeps = {
  repository: CommentsRepository;
  limiter: RateLimiter;
  clock?: () => Date;
  /** Posts per user per minute; tests lower or raise it. */
  postsPerMinute?: number;
};

const toReply = (row: CommentRow): CommentReply => ({
  comment_id: row.id,
  video_id: row.seriesId,
  user_id: row.userId,
  username: row.username,
  // no avatar uploads yet: the client draws the username's initial
  avatar: null,
  content: row.content,
  timestamp: row.createdAt.toISOString(),
  likes: row.likesCount,
  is_liked: row.isLiked,
  parent_id: row.parentId,
  platform: row.platform,
  reply_count: row.replyCount,
  replies: [],
});

/**
 * Comment rules: paging, threads, likes, posting limit (docs/product/comments.md).
 * Hidden comments are in no answer (docs/product/comments.md#moderation).
 */
export class CommentsService {
  private readonly repository: CommentsRepository;
  private readonly limiter: RateLimiter;
  private readonly clock: () => Date;
  private readonly postRule: RateLimitRule;

  constructor(deps: CommentsServiceDeps) {
    this.repository = deps.repository;
    this.limiter = deps.limiter;
    this.clock = deps.clock ?? (() => new Date());
    this.postRule = {
      name: 'comments.post',
      limit: deps.postsPerMinute ?? COMMENT_PAGING.postsPerMinute,
      windowMs: 60_000,
    };
  }

  /** A page of threads with their replies: three queries whatever the page size. */
  async page(
    query: { videoId: string; cursor?: string | undefined; limit: number },
    viewerId: string | null,
  ): Promise<CommentsPage> {
    const cursor = query.cursor ? commentCursor.decode(query.cursor) : null;
    // one extra row says whether another page follows
    const rows = await this.repository.topLevelPage(
      query.videoId,
      cursor,
      query.limit + 1,
      viewerId,
    );
    const threads = rows.slice(0, query.limit);
    const [replies, stats] = await Promise.all([
      this.repository.repliesOf(
        query.videoId,
        threads.map((t) => t.id),
        COMMENT_PAGING.repliesPerThread,
        viewerId,
      ),
      this.repository.stats(query.videoId),
    ]);
    const byThread = new Map<string, CommentReply[]>();
    for (const reply of replies) {
      const list = byThread.get(reply.parentId!) ?? [];
      list.push(toReply(reply));
      byThread.set(reply.parentId!, list);
    }
    const last = threads.at(-1);
    const hasMore = rows.length > query.limit;
    return {
      comments: threads.map((row): Comment => ({
        ...toReply(row),
        replies: byThread.get(row.id) ?? [],
      })),
      stats: { total_comments: stats.totalComments, total_likes: stats.totalLikes },
      has_more: hasMore,
      next_cursor:
        hasMore && last ? commentCursor.encode({ createdAt: last.createdAt, id: last.id }) : null,
    };
  }

  /** More of one thread's replies (a page carries the first repliesPerThread). */
  async replies(
    threadId: string,
    query: { after?: string | undefined; limit: number },
    viewerId: string | null,
  ): Promise<CommentRepliesPage> {
    if (!(await this.repository.findThread(threadId))) {
      throw notFound(COMMENT_TEXTS.commentNotFound);
    }
    // one extra row says whether more follow
    const rows = await this.repository.repliesAfter(
      threadId,
      query.after ?? null,
      query.limit + 1,
      viewerId,
    );
    if (rows === null) throw badRequest(COMMENT_TEXTS.replyAfterNotFound);
    return {
      replies: rows.slice(0, query.limit).map(toReply),
      has_more: rows.length > query.limit,
    };
  }

  async post(body: PostComment, userId: string): Promise<Comment> {
    if (!(await this.limiter.attempt(this.postRule, userId))) {
      throw rateLimited(COMMENT_TEXTS.rateLimited);
    }
    if (!(await this.repository.isPublishedSeries(body.video_id))) {
      throw notFound(COMMENT_TEXTS.seriesNotFound);
    }
    let threadId: string | null = null;
    if (body.parent_id) {
      const parent = await this.repository.findForReply(body.parent_id);
      if (!parent) throw notFound(COMMENT_TEXTS.parentNotFound);
      if (parent.seriesId !== body.video_id) throw badRequest(COMMENT_TEXTS.parentOtherSeries);
      // replies stay one level deep: a reply to a reply joins the top-level thread
      threadId = parent.parentId ?? body.parent_id;
    }
    const row = await this.repository.insert({
      seriesId: body.video_id,
      userId,
      threadId,
      content: body.content,
      platform: body.platform,
      createdAt: this.clock(),
    });
    // the thread was hidden or deleted since it was looked up
    if (!row) throw notFound(COMMENT_TEXTS.parentNotFound);
    return { ...toReply(row), replies: [] };
  }

  async like(
    commentId: string,
    userId: string,
    wanted: boolean | undefined,
  ): Promise<LikeCommentResponse> {
    const result = await this.repository.setLike(commentId, userId, wanted);
    if (!result) throw notFound(COMMENT_TEXTS.commentNotFound);
    return { is_liked: result.isLiked, likes: result.likes };
  }
}
