import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TEXTS, type CommentPlatform } from '@app/contract';
import type { Db } from '../../db/database';
import { commentLikes, comments, commentStats, series, users } from '../../db/schema';
import type { CommentCursor } from './comment-cursor';

export type CommentRow = {
  id: string;
  seriesId: string;
  userId: string;
  username: string;
  parentId: string | null;
  content: string;
  platform: CommentPlatform;
  likesCount: number;
  replyCount: number;
  createdAt: Date;
  isLiked: boolean;
};

export type NewComment = {
  seriesId: string;
  userId: string;
  threadId: string | null;
  content: string;
  platform: CommentPlatform;
  createdAt: Date;
};

/**
 * The author's name as comments show it: a deleted account's comments stay, from 'Deleted user'
 * (docs/product/privacy.md#deleting-the-account).
 */
const authorName = sql<string>`case when ${users.deletedAt} is null then ${users.username} else ${ACCOUNT_TEXTS.deletedUser} end`;

/** Did `viewer` like the comment? Always false for guests. */
const likedBy = (viewerId: string | null): SQL<boolean> =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${commentLikes} l
        where l.comment_id = ${comments.id} and l.user_id = ${viewerId})`
    : sql<boolean>`false`;

const rowColumns = (viewerId: string | null) => ({
  id: comments.id,
  seriesId: comments.seriesId,
  userId: comments.userId,
  username: authorName,
  parentId: comments.parentId,
  content: comments.content,
  platform: comments.platform,
  likesCount: comments.likesCount,
  replyCount: comments.replyCount,
  createdAt: comments.createdAt,
  isLiked: likedBy(viewerId),
});

/** Drizzle queries for comments and likes. No rules here: see the service. */
export class CommentsRepository {
  constructor(private readonly db: Db) {}

  async isPublishedSeries(seriesId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: series.id })
      .from(series)
      .where(and(eq(series.id, seriesId), eq(series.status, 'published')));
    return rows.length > 0;
  }

  /**
   * One page of top-level comments, newest first, after `cursor`: a keyset range scan of
   * comments_threads_page_idx, so page 1,000 costs what page 1 costs. The ORDER BY spells the
   * index's NULLS LAST, or the planner would sort instead of walking the index.
   */
  async topLevelPage(
    seriesId: string,
    cursor: CommentCursor | null,
    limit: number,
    viewerId: string | null,
  ): Promise<CommentRow[]> {
    const after = cursor
      ? sql`(${comments.createdAt}, ${comments.id}) < (${cursor.createdAt}, ${cursor.id})`
      : undefined;
    return this.db
      .select(rowColumns(viewerId))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(
        and(
          eq(comments.seriesId, seriesId),
          isNull(comments.parentId),
          isNull(comments.hiddenAt),
          after,
        ),
      )
      .orderBy(sql`${comments.createdAt} desc nulls last, ${comments.id} desc nulls last`)
      .limit(limit);
  }

  /**
   * The first `perThread` replies of every thread on a page, oldest first, in one query: a
   * lateral scan of comments_replies_idx per thread instead of a query per comment.
   */
  async repliesOf(
    seriesId: string,
    threadIds: string[],
    perThread: number,
    viewerId: string | null,
  ): Promise<CommentRow[]> {
    if (threadIds.length === 0) return [];
    const result = await this.db.execute(sql`
      select r.id, r.series_id as "seriesId", r.user_id as "userId",
             case when u.deleted_at is null then u.username else ${ACCOUNT_TEXTS.deletedUser} end as username,
             r.parent_id as "parentId", r.content, r.platform, r.likes_count as "likesCount",
             r.reply_count as "replyCount", r.created_at as "createdAt",
             ${viewerId ? sql`exists (select 1 from ${commentLikes} l where l.comment_id = r.id and l.user_id = ${viewerId})` : sql`false`} as "isLiked"
      from ${comments} t
      cross join lateral (
        select c.* from ${comments} c
        where c.series_id = ${seriesId} and c.parent_id = t.id and c.hidden_at is null
        order by c.created_at, c.id
        limit ${perThread}
      ) r
      join ${users} u on u.id = r.user_id
      where ${inArray(sql`t.id`, threadIds)}
      order by r.parent_id, r.created_at, r.id`);
    return (result as unknown as { rows: CommentRow[] }).rows.map((row) => ({
      ...row,
      // node-postgres and PGlite both parse timestamptz to Date, but keep the type honest
      createdAt: new Date(row.createdAt),
    }));
  }

  /**
   * A thread's replies after `after` (a reply's id), oldest first: the same range scan of
   * comments_replies_idx that repliesOf starts, continued. Null when `after` is not a reply of
   * this thread (a hidden one still marks a place).
   */
  async repliesAfter(
    threadId: string,
    after: string | null,
    limit: number,
    viewerId: string | null,
  ): Promise<CommentRow[] | null> {
    let from: SQL | undefined;
    if (after) {
      const [anchor] = await this.db
        .select({ createdAt: comments.createdAt, id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, after), eq(comments.parentId, threadId)));
      if (!anchor) return null;
      from = sql`(${comments.createdAt}, ${comments.id}) > (${anchor.createdAt}, ${anchor.id})`;
    }
    return this.db
      .select(rowColumns(viewerId))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.parentId, threadId), isNull(comments.hiddenAt), from))
      .orderBy(comments.createdAt, comments.id)
      .limit(limit);
  }

  /** A top-level comment (a thread) that is not hidden, or null. */
  async findThread(id: string): Promise<{ seriesId: string } | null> {
    const rows = await this.db
      .select({ seriesId: comments.seriesId })
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.parentId), isNull(comments.hiddenAt)));
    return rows[0] ?? null;
  }

  async stats(seriesId: string): Promise<{ totalComments: number; totalLikes: number }> {
    const rows = await this.db
      .select({ totalComments: commentStats.totalComments, totalLikes: commentStats.totalLikes })
      .from(commentStats)
      .where(eq(commentStats.seriesId, seriesId));
    return rows[0] ?? { totalComments: 0, totalLikes: 0 };
  }

  /** A comment to reply to, or null when it does not exist or is hidden. */
  async findForReply(id: string): Promise<{ seriesId: string; parentId: string | null } | null> {
    const rows = await this.db
      .select({ seriesId: comments.seriesId, parentId: comments.parentId })
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.hiddenAt)));
    return rows[0] ?? null;
  }

  /**
   * The comment, its thread's reply count and the series' totals move together. The thread is
   * locked first, as moderation locks it: a reply never lands in a thread that is being hidden
   * or deleted. Null when the thread is gone or hidden.
   */
  async insert(comment: NewComment): Promise<CommentRow | null> {
    return this.db.transaction(async (tx) => {
      if (comment.threadId) {
        const [thread] = await tx
          .select({ hiddenAt: comments.hiddenAt })
          .from(comments)
          .where(eq(comments.id, comment.threadId))
          .for('update');
        if (!thread || thread.hiddenAt) return null;
      }
      const [row] = await tx
        .insert(comments)
        .values({
          seriesId: comment.seriesId,
          userId: comment.userId,
          parentId: comment.threadId,
          content: comment.content,
          platform: comment.platform,
          createdAt: comment.createdAt,
        })
        .returning({ id: comments.id });
      if (comment.threadId) {
        await tx
          .update(comments)
          .set({ replyCount: sql`${comments.replyCount} + 1` })
          .where(eq(comments.id, comment.threadId));
      }
      await tx
        .insert(commentStats)
        .values({ seriesId: comment.seriesId, totalComments: 1 })
        .onConflictDoUpdate({
          target: commentStats.seriesId,
          set: { totalComments: sql`${commentStats.totalComments} + 1` },
        });
      const [created] = await tx
        .select(rowColumns(null))
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.id, row!.id));
      return created!;
    });
  }

  /**
   * Sets or toggles one user's like. The comment row is locked first, so likes of one comment
   * take turns: the count moves with the like in one transaction and stays exact, and two
   * toggles by one user always cancel out. Null when the comment does not exist or is hidden
   * (itself or its thread): likes count only what viewers see.
   */
  async setLike(
    commentId: string,
    userId: string,
    wanted: boolean | undefined,
  ): Promise<{ isLiked: boolean; likes: number } | null> {
    return this.db.transaction(async (tx) => {
      const [comment] = await tx
        .select({
          likes: comments.likesCount,
          seriesId: comments.seriesId,
          parentId: comments.parentId,
          hiddenAt: comments.hiddenAt,
        })
        .from(comments)
        .where(eq(comments.id, commentId))
        .for('update');
      if (!comment || comment.hiddenAt) return null;
      if (comment.parentId) {
        // hiding a thread locks its replies, this one included: what is read here is settled
        const [thread] = await tx
          .select({ hiddenAt: comments.hiddenAt })
          .from(comments)
          .where(eq(comments.id, comment.parentId));
        if (thread?.hiddenAt) return null;
      }
      const mine = and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId));
      const removed =
        wanted === true
          ? []
          : await tx.delete(commentLikes).where(mine).returning({ id: commentLikes.commentId });
      const added =
        removed.length > 0 || wanted === false
          ? []
          : await tx
              .insert(commentLikes)
              .values({ commentId, userId })
              .onConflictDoNothing()
              .returning({ id: commentLikes.commentId });
      const delta = added.length - removed.length;
      if (delta === 0)
        return { isLiked: removed.length === 0 && wanted !== false, likes: comment.likes };
      const [updated] = await tx
        .update(comments)
        .set({ likesCount: sql`${comments.likesCount} + ${delta}` })
        .where(eq(comments.id, commentId))
        .returning({ likes: comments.likesCount });
      await tx
        .update(commentStats)
        .set({ totalLikes: sql`${commentStats.totalLikes} + ${delta}` })
        .where(eq(commentStats.seriesId, comment.seriesId));
      return { isLiked: delta > 0, likes: updated!.likes };
    });
  }
}
