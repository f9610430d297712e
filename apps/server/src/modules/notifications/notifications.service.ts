import {
  NOTIFICATION_TEXTS,
  NOTIFICATIONS,
  PAGE_ROUTES,
  pagePaths,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationsPage,
  type SeriesFollowState,
  type UnreadCount,
} from '@app/contract';
import { badRequest, notFound } from '../../http/http-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { Tx } from '../../db/database';
import type {
  NewNotification,
  NotificationRow,
  NotificationsRepository,
} from './notifications.repository';

/** What the studio tells followers about, in its own transaction (its scope's queue). */
export type Announcements = Pick<NotificationsService, 'announceEpisodes' | 'announceSeries'>;

/** Entries written one at a time: the wallet's refunds, the billing job's reminders. */
export type Inbox = Pick<NotificationsService, 'write'>;

export type NotificationsServiceDeps = {
  repository: NotificationsRepository;
  clock?: () => Date;
  /**
   * Told of the entries written (a fan-out's, or one written alone), in their transaction:
   * their Web Push deliveries are queued with them, so a push exists exactly when its entry does
   * (docs/product/notifications.md#web-push).
   */
  onWritten?: (queue: Pick<JobQueue, 'enqueue'>, entryIds: number[]) => Promise<void>;
  /**
   * Wakes this process's job workers once a transaction of ours has committed jobs (the pushes):
   * a job queued in a transaction wakes nobody by itself, and idle workers would wait for their
   * next poll.
   */
  wake?: () => void;
};

/** Where an entry leads: the new episode on /play, the new series' page, the wallet, the plan. */
export const urlOf = (row: NotificationRow): string => {
  if (row.kind === 'refund') return PAGE_ROUTES.rewards;
  if (row.kind === 'renewal_reminder' || row.seriesId === null) return PAGE_ROUTES.subscription;
  if (row.kind === 'new_episode' && row.episodeNumber !== null) {
    return pagePaths.play({ id: row.seriesId, episode: row.episodeNumber });
  }
  return pagePaths.video(row.seriesId);
};

const toNotification = (row: NotificationRow): Notification => ({
  id: String(row.id),
  kind: row.kind,
  series_id: row.seriesId,
  series_title: row.seriesTitle,
  episode_number: row.episodeNumber,
  coins: row.coins,
  plan_id: row.planId,
  renews_at: row.renewsAt?.toISOString() ?? null,
  url: urlOf(row),
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * Following a series and the in-app inbox (docs/product/notifications.md): follows are rows,
 * counted exactly; the inbox is written by fan-out jobs, off the studio's request path.
 */
export class NotificationsService {
  constructor(private readonly deps: NotificationsServiceDeps) {}

  async state(seriesId: string, userId: string | null): Promise<SeriesFollowState> {
    const { repository } = this.deps;
    const [followerCount, isFollowing] = await Promise.all([
      repository.followerCount(seriesId),
      userId === null ? false : repository.isFollowing(userId, seriesId),
    ]);
    return { followerCount, isFollowing };
  }

  /** Idempotent; only a published series can be followed. */
  async follow(seriesId: string, userId: string): Promise<SeriesFollowState> {
    if (!(await this.deps.repository.isPublished(seriesId))) {
      throw notFound(NOTIFICATION_TEXTS.seriesNotFound);
    }
    await this.deps.repository.follow(userId, seriesId);
    return this.state(seriesId, userId);
  }

  /** Idempotent, for any id: a follow outlives its series being withdrawn. */
  async unfollow(seriesId: string, userId: string): Promise<SeriesFollowState> {
    await this.deps.repository.unfollow(userId, seriesId);
    return this.state(seriesId, userId);
  }

  async page(
    userId: string,
    query: { cursor?: string | undefined; limit?: number | undefined },
  ): Promise<NotificationsPage> {
    const before = query.cursor === undefined ? null : Number(query.cursor);
    if (before !== null && (!Number.isSafeInteger(before) || before <= 0)) {
      throw badRequest(NOTIFICATION_TEXTS.badCursor);
    }
    const limit = query.limit ?? NOTIFICATIONS.pageSize;
    const [rows, unread] = await Promise.all([
      // one more than asked: whether there is a next page
      this.deps.repository.page(userId, before, limit + 1),
      this.deps.repository.unreadCount(userId),
    ]);
    const items = rows.slice(0, limit).map(toNotification);
    const more = rows.length > limit;
    return { items, next_cursor: more ? (items.at(-1)?.id ?? null) : null, unread };
  }

  async markRead(userId: string, body: MarkNotificationsReadBody): Promise<UnreadCount> {
    const ids = body?.ids?.map(Number) ?? null;
    await this.deps.repository.markRead(userId, ids, (this.deps.clock ?? (() => new Date()))());
    return { unread: await this.deps.repository.unreadCount(userId) };
  }

  /**
   * Tells the series' followers about new episodes: a job, so a publish to a series with many
   * followers answers at once (docs/product/notifications.md#fan-out). `queue` may be a
   * transaction's, so the job commits with the episodes.
   */
  async announceEpisodes(
    queue: Pick<JobQueue, 'enqueue'>,
    seriesId: string,
    episodeNumbers: readonly number[],
  ): Promise<void> {
    if (episodeNumbers.length === 0) return;
    await queue.enqueue(
      'notifications.fan-out',
      { kind: 'new_episode', seriesId, episodeNumbers: [...episodeNumbers] },
      { dedupeKey: `notify:new_episode:${seriesId}:${episodeNumbers.join(',')}`, maxAttempts: 5 },
    );
  }

  /** Tells the followers of a new series' director and cast. */
  async announceSeries(queue: Pick<JobQueue, 'enqueue'>, seriesId: string): Promise<void> {
    await queue.enqueue(
      'notifications.fan-out',
      { kind: 'new_series', seriesId, episodeNumbers: [] },
      { dedupeKey: `notify:new_series:${seriesId}`, maxAttempts: 5 },
    );
  }

  /**
   * One entry (a refund, a renewal reminder), once per dedupe key, with its pushes queued in the
   * same transaction: the caller's `tx` when given (its commit wakes the workers: the caller's
   * to do), else one of its own. Answers whether it was written now.
   */
  async write(entry: NewNotification, tx?: Tx): Promise<boolean> {
    const written = await this.deps.repository.inTransaction(async ({ repository, queue }) => {
      const id = await repository.insertOne(entry);
      if (id === null) return false;
      await this.deps.onWritten?.(queue, [id]);
      return true;
    }, tx);
    if (written && !tx) this.deps.wake?.();
    return written;
  }

  /** The fan-out job's work: entries written once each, however often it runs. */
  async fanOut(payload: {
    kind: 'new_episode' | 'new_series';
    seriesId: string;
    episodeNumbers: number[];
  }): Promise<number> {
    const written = await this.deps.repository.inTransaction(async ({ repository, queue }) => {
      const ids =
        payload.kind === 'new_episode'
          ? await repository.fanOutNewEpisodes(payload.seriesId, payload.episodeNumbers)
          : await repository.fanOutNewSeries(payload.seriesId);
      if (ids.length > 0) await this.deps.onWritten?.(queue, ids);
      return ids.length;
    });
    // committed: the pushes' jobs are there for every idle worker now
    if (written > 0) this.deps.wake?.();
    return written;
  }
}
