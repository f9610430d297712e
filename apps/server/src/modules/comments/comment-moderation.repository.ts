import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_TEXTS, type ReportedCommentSort, type ReportedCommentStatus } from '@app/contract';
import type { Db } from '../../db/database';
import { commentReports, comments, commentStats } from '../../db/schema';

type LockedComment = {
  id: string;
  seriesId: string;
  userId: string;
  parentId: string | null;
  likes: number;
  hiddenAt: Date | null;
};

/** What a thread held that viewers could see: the comment count and the likes with it. */
type Visible = { count: number; likes: number };

export type DeleteOutcome =
  | { kind: 'deleted'; seriesId: string; removed: number }
  | { kind: 'not-found' }
  | { kind: 'not-author' };

export type ReportOutcome = 'reported' | 'not-found' | 'own';

export type ReportedRow = {
  id: string;
  seriesId: string;
  seriesTitle: string;
  userId: string;
  username: string;
  content: string;
  createdAt: Date;
  parentId: string | null;
  likes: number;
  hiddenAt: Date | null;
  reportCount: number;
  reasons: string[] | null;
  lastReportedAt: Date;
};

const lockedColumns = {
  id: comments.id,
  seriesId: comments.seriesId,
  userId: comments.userId,
  parentId: comments.parentId,
  likes: comments.likesCount,
  hiddenAt: comments.hiddenAt,
};

/**
 * Drizzle queries for deleting, reporting, hiding and restoring comments. The counters
 * (`comment_stats`, `reply_count`) count what viewers see, so each write here moves them in the
 * same transaction. Locks are taken thread first, then its replies, then the stats row, the
 * order posting and liking follow too (comments.repository.ts).
 */
export class CommentModerationRepository {
  constructor(private readonly db: Db) {}

  /** The comment and its thread, locked; null when the comment does not exist. */
  private async lockWithThread(
    tx: Db,
    id: string,
  ): Promise<{ comment: LockedComment; thread: LockedComment } | null> {
    // parent_id never changes: reading it unlocked only picks which row to lock first
    const [first] = await tx
      .select({ parentId: comments.parentId })
      .from(comments)
      .where(eq(comments.id, id));
    if (!first) return null;
    const [thread] = await tx
      .select(lockedColumns)
      .from(comments)
      .where(eq(comments.id, first.parentId ?? id))
      .for('update');
    if (!thread) return null;
    if (!first.parentId) return { comment: thread, thread };
    const [comment] = await tx
      .select(lockedColumns)
      .from(comments)
      .where(eq(comments.id, id))
      .for('update');
    return comment ? { comment, thread } : null;
  }

  /** A thread's replies that are not hidden themselves, locked: their count and likes. */
  private async lockShownReplies(tx: Db, threadId: string): Promise<Visible> {
    const replies = await tx
      .select({ likes: comments.likesCount, hiddenAt: comments.hiddenAt })
      .from(comments)
      .where(eq(comments.parentId, threadId))
      .for('update');
    const shown = replies.filter((reply) => !reply.hiddenAt);
    return { count: shown.length, likes: shown.reduce((sum, reply) => sum + reply.likes, 0) };
  }

  private async moveStats(tx: Db, seriesId: string, by: Visible, sign: 1 | -1): Promise<void> {
    if (by.count === 0 && by.likes === 0) return;
    await tx
      .update(commentStats)
      .set({
        totalComments: sql`${commentStats.totalComments} + ${sign * by.count}`,
        totalLikes: sql`${commentStats.totalLikes} + ${sign * by.likes}`,
      })
      .where(eq(commentStats.seriesId, seriesId));
  }

  private async moveReplyCount(tx: Db, threadId: string, by: number): Promise<void> {
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + ${by}` })
      .where(eq(comments.id, threadId));
  }

  /**
   * Deletes `userId`'s own comment; a thread goes with its replies (the foreign key cascades),
   * and its likes and reports go with it.
   */
  async deleteOwn(id: string, userId: string): Promise<DeleteOutcome> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lockWithThread(tx, id);
      if (!locked) return { kind: 'not-found' };
      const { comment, thread } = locked;
      if (comment.userId !== userId) return { kind: 'not-author' };
      let removed: Visible = { count: 0, likes: 0 };
      if (comment.parentId) {
        if (!comment.hiddenAt) {
          await this.moveReplyCount(tx, thread.id, -1);
          if (!thread.hiddenAt) removed = { count: 1, likes: comment.likes };
        }
      } else {
        const replies = await this.lockShownReplies(tx, thread.id);
        if (!thread.hiddenAt) {
          removed = { count: 1 + replies.count, likes: comment.likes + replies.likes };
        }
      }
      await tx.delete(comments).where(eq(comments.id, id));
      await this.moveStats(tx, comment.seriesId, removed, -1);
      return { kind: 'deleted', seriesId: comment.seriesId, removed: removed.count };
    });
  }

  /**
   * Hides or restores a comment; hiding a thread hides its replies with it. Null when the
   * comment does not exist. Setting the state it already has changes nothing.
   */
  async setHidden(id: string, hidden: boolean, at: Date): Promise<{ hidden: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lockWithThread(tx, id);
      if (!locked) return null;
      const { comment, thread } = locked;
      const sign = hidden ? -1 : 1;
      if (comment.parentId) {
        if (Boolean(comment.hiddenAt) === hidden) return { hidden };
        await this.moveReplyCount(tx, thread.id, sign);
        // under a hidden thread the reply was out of the counts already, and stays out
        if (!thread.hiddenAt) {
          await this.moveStats(tx, comment.seriesId, { count: 1, likes: comment.likes }, sign);
        }
      } else {
        const replies = await this.lockShownReplies(tx, thread.id);
        if (Boolean(thread.hiddenAt) === hidden) return { hidden };
        await this.moveStats(
          tx,
          comment.seriesId,
          { count: 1 + replies.count, likes: comment.likes + replies.likes },
          sign,
        );
      }
      await tx
        .update(comments)
        .set({ hiddenAt: hidden ? at : null })
        .where(eq(comments.id, id));
      return { hidden };
    });
  }

  /** Records one report per user and comment; a comment viewers cannot see is not found. */
  async report(id: string, userId: string, reason: string | null): Promise<ReportOutcome> {
    const [comment] = await this.db
      .select({ userId: comments.userId, parentId: comments.parentId })
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.hiddenAt)));
    if (!comment) return 'not-found';
    if (comment.parentId) {
      const [thread] = await this.db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, comment.parentId), isNull(comments.hiddenAt)));
      if (!thread) return 'not-found';
    }
    if (comment.userId === userId) return 'own';
    // the first report stands: reporting again (a retried click) changes nothing
    await this.db
      .insert(commentReports)
      .values({ commentId: id, userId, reason })
      .onConflictDoNothing();
    return 'reported';
  }

  /** How many reported comments match `status`. */
  async reportedCount(status: ReportedCommentStatus): Promise<number> {
    const result = await this.db.execute(sql`
      select count(*)::int as n from comments c
      where ${statusFilter(status)}
        and exists (select 1 from ${commentReports} r where r.comment_id = c.id)`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  /**
   * A page of reported comments with their report count, latest report and up to `reasons`
   * distinct reasons, newest first.
   */
  async reportedPage(query: {
    sort: ReportedCommentSort;
    status: ReportedCommentStatus;
    offset: number;
    limit: number;
    reasons: number;
  }): Promise<ReportedRow[]> {
    const order =
      query.sort === 'most_reported'
        ? sql`r.report_count desc, r.last_reported_at desc, c.id desc`
        : sql`r.last_reported_at desc, c.id desc`;
    const result = await this.db.execute(sql`
      with r as (
        select comment_id, count(*)::int as report_count, max(created_at) as last_reported_at
        from ${commentReports} group by comment_id
      )
      select c.id, c.series_id as "seriesId", s.title as "seriesTitle", c.user_id as "userId",
             case when u.deleted_at is null then u.username else ${ACCOUNT_TEXTS.deletedUser} end as username,
             c.content, c.created_at as "createdAt", c.parent_id as "parentId",
             c.likes_count as "likes", c.hidden_at as "hiddenAt",
             r.report_count as "reportCount", r.last_reported_at as "lastReportedAt",
             (select array_agg(x.reason order by x.at desc) from (
                select reason, max(created_at) as at from ${commentReports}
                where comment_id = c.id and reason is not null
                group by reason order by at desc limit ${query.reasons}
              ) x) as reasons
      from r
      join comments c on c.id = r.comment_id
      join users u on u.id = c.user_id
      join series s on s.id = c.series_id
      where ${statusFilter(query.status)}
      order by ${order}
      limit ${query.limit} offset ${query.offset}`);
    return (result as unknown as { rows: ReportedRow[] }).rows.map((row) => ({
      ...row,
      // node-postgres and PGlite both parse timestamptz to Date, but keep the type honest
      createdAt: new Date(row.createdAt),
      lastReportedAt: new Date(row.lastReportedAt),
      hiddenAt: row.hiddenAt ? new Date(row.hiddenAt) : null,
    }));
  }

  /** The series' totals as the listings show them. */
  async stats(seriesId: string): Promise<{ totalComments: number; totalLikes: number }> {
    const rows = await this.db
      .select({ totalComments: commentStats.totalComments, totalLikes: commentStats.totalLikes })
      .from(commentStats)
      .where(eq(commentStats.seriesId, seriesId));
    return rows[0] ?? { totalComments: 0, totalLikes: 0 };
  }
}

const statusFilter = (status: ReportedCommentStatus) =>
  status === 'visible'
    ? sql`c.hidden_at is null`
    : status === 'hidden'
      ? sql`c.hidden_at is not null`
      : sql`true`;
