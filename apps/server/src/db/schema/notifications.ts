import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, TIME_PLAN_IDS } from '@app/contract';
import { users } from './accounts';
import { series } from './catalogue';
import { createdAt } from './columns';

/**
 * Who follows which series (docs/product/notifications.md#follow). The primary key makes
 * following idempotent; the count is COUNT(*) of a series' rows, exact however many follow and
 * unfollow at once.
 */
export const seriesFollows = pgTable(
  'series_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seriesId] }),
    // the count and the fan-out: one series' followers by an index range
    index('series_follows_series_idx').on(t.seriesId),
  ],
);

/**
 * A viewer's inbox (docs/product/notifications.md#inbox): written by the fan-out jobs and the
 * refunds, read newest first by id. `dedupe_key` makes each event one entry per user, so a job
 * retried after a crash writes nothing twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** No FK: an entry about a deleted series (its refund) outlives it. Null: a plan's entry. */
    seriesId: text('series_id'),
    seriesTitle: text('series_title'),
    episodeNumber: integer('episode_number'),
    coins: integer('coins'),
    /** A renewal reminder's plan, and when it renews. */
    planId: text('plan_id', { enum: TIME_PLAN_IDS }),
    renewsAt: timestamp('renews_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
    // the inbox's pages: one user's entries by id, newest first
    index('notifications_user_id_idx').on(t.userId, t.id),
    // the unread count: only the unread rows are indexed
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
