import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { COMMENT_PLATFORMS } from '@app/contract';
import { users } from './accounts';
import { series } from './catalogue';
import { createdAt } from './columns';

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The top-level comment of the thread; null for a top-level comment. */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    platform: text('platform', { enum: COMMENT_PLATFORMS }).notNull(),
    /** Kept in step with comment_likes in the same transaction. */
    likesCount: integer('likes_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /** Set by the server with millisecond precision: the paging cursor carries it exactly. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Set while an editor hides the comment: it leaves every listing and count, and a hidden
     * thread takes its replies with it (docs/product/comments.md#moderation).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    // keyset paging of threads: one ordered range scan whatever the page number.
    // Partial, because `parent_id IS NULL` is no equality to the planner: as the middle column
    // of one index it left the order unusable, and page 1 sorted every thread of the series.
    // Hidden threads are left out of it as they are out of the page.
    index('comments_threads_page_idx')
      .on(t.seriesId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null and ${t.hiddenAt} is null`),
    // a thread's replies, oldest first (and the cascade when a thread goes)
    index('comments_replies_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`${t.parentId} is not null`),
    index('comments_user_idx').on(t.userId),
  ],
);

/** One like per user and comment: the primary key makes liking idempotent. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_likes_user_idx').on(t.userId),
  ],
);

/**
 * Per-series totals, updated with each comment and like: a series page reads its counts from
 * one row instead of counting comments and likes.
 */
export const commentStats = pgTable('comment_stats', {
  seriesId: text('series_id')
    .primaryKey()
    .references(() => series.id, { onDelete: 'cascade' }),
  totalComments: integer('total_comments').notNull().default(0),
  totalLikes: integer('total_likes').notNull().default(0),
});

/**
 * One report per user and comment: the primary key makes reporting idempotent. Editors see the
 * reported comments in the studio (docs/product/studio.md#moderation).
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reports_user_idx').on(t.userId),
  ],
);
