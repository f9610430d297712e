import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { rowsOf } from '../../db/raw-sql';
import { JobQueue } from '../../jobs/job-queue';
import { notifications, series, seriesFollows } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
/** One entry written on its own (a refund, a renewal reminder), not by a fan-out. */
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/** A transaction's repository and job queue. */
export type NotificationsScope = { repository: NotificationsRepository; queue: JobQueue };

/** The ids an `insert … returning id` wrote (bigint: a string on node-postgres). */
const idsOf = (result: unknown): number[] =>
  rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));

/** Drizzle queries for series follows and the inbox. No rules here: see the service. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in one transaction, with this repository and a job queue bound to it; in `tx`
   * when given (the caller's transaction, which it commits), else in a transaction of its own.
   */
  inTransaction<T>(work: (scope: NotificationsScope) => Promise<T>, tx?: Tx): Promise<T> {
    const scoped = (bound: Tx) =>
      work({ repository: new NotificationsRepository(bound), queue: new JobQueue(bound) });
    return tx ? scoped(tx) : this.db.transaction(scoped);
  }

  async isPublished(seriesId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: series.id })
      .from(series)
      .where(and(eq(series.id, seriesId), eq(series.status, 'published')));
    return rows.length > 0;
  }

  async follow(userId: string, seriesId: string): Promise<void> {
    await this.db.insert(seriesFollows).values({ userId, seriesId }).onConflictDoNothing();
  }

  async unfollow(userId: string, seriesId: string): Promise<void> {
    await this.db
      .delete(seriesFollows)
      .where(and(eq(seriesFollows.userId, userId), eq(seriesFollows.seriesId, seriesId)));
  }

  async followerCount(seriesId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(seriesFollows)
      .where(eq(seriesFollows.seriesId, seriesId));
    return row?.n ?? 0;
  }

  async isFollowing(userId: string, seriesId: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: seriesFollows.userId })
      .from(seriesFollows)
      .where(and(eq(seriesFollows.userId, userId), eq(seriesFollows.seriesId, seriesId)));
    return rows.length > 0;
  }

  /** One page of a user's inbox, newest first, before the entry `beforeId` when given. */
  page(userId: string, beforeId: number | null, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          beforeId === null ? undefined : lt(notifications.id, beforeId),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(limit);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks the user's entries `ids` read (every unread one when null); others' are untouched. */
  async markRead(userId: string, ids: number[] | null, now: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === null ? undefined : inArray(notifications.id, ids),
        ),
      );
  }

  /** One entry; its id, or null when its dedupe key was already written for that user. */
  async insertOne(entry: NewNotification): Promise<number | null> {
    const written = await this.db
      .insert(notifications)
      .values(entry)
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
      .returning({ id: notifications.id });
    return written[0] === undefined ? null : Number(written[0].id);
  }

  /**
   * An entry per follower of a published series for each new episode, in one statement however
   * many follow it; an entry already written (a retried job) is left as it is. Returns the ids
   * of those written.
   */
  async fanOutNewEpisodes(seriesId: string, episodeNumbers: readonly number[]): Promise<number[]> {
    const result = await this.db.execute(sql`
      insert into notifications (user_id, kind, series_id, series_title, episode_number, dedupe_key)
      select f.user_id, 'new_episode', s.id, s.title, n.number,
             'new_episode:' || s.id || ':' || n.number
      from series s
      join series_follows f on f.series_id = s.id
      cross join unnest(${`{${episodeNumbers.join(',')}}`}::int[]) as n(number)
      where s.id = ${seriesId} and s.status = 'published'
      on conflict (user_id, dedupe_key) do nothing
      returning id`);
    return idsOf(result);
  }

  /** An entry per follower of the new series' director or cast (docs/product/authors.md#follow). */
  async fanOutNewSeries(seriesId: string): Promise<number[]> {
    const result = await this.db.execute(sql`
      insert into notifications (user_id, kind, series_id, series_title, dedupe_key)
      select distinct a.user_id, 'new_series', s.id, s.title, 'new_series:' || s.id
      from series s
      join author_follows a on a.author_name = s.director or a.author_name = any(s."cast")
      where s.id = ${seriesId} and s.status = 'published'
      on conflict (user_id, dedupe_key) do nothing
      returning id`);
    return idsOf(result);
  }
}
