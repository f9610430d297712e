import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { COMMENT_PLATFORMS } from '@app/contract';
import { series, users } from './schema';

// Engagement (issue 6): comments, watch metrics, positions and their rollups. Kept apart from
// schema.ts so each file stays readable; drizzle.config.ts lists both.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const receivedAt = () => timestamp('received_at', { withTimezone: true }).notNull().defaultNow();

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
  },
  (t) => [
    // keyset paging of threads: one ordered range scan whatever the page number (DESIGN §5).
    // Partial, because `parent_id IS NULL` is no equality to the planner: as the middle column
    // of one index it left the order unusable, and page 1 sorted every thread of the series.
    index('comments_threads_page_idx')
      .on(t.seriesId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
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

/** Per-series totals (spec "Comment stats"), updated with each comment and like. */
export const commentStats = pgTable('comment_stats', {
  seriesId: text('series_id')
    .primaryKey()
    .references(() => series.id, { onDelete: 'cascade' }),
  totalComments: integer('total_comments').notNull().default(0),
  totalLikes: integer('total_likes').notNull().default(0),
});

/**
 * Raw watch events, append-only. No foreign keys or secondary indexes: ingestion stays a plain
 * insert; reads go to the rollups below. event_id dedupes retried batches.
 */
export const watchEvents = pgTable('watch_events', {
  eventId: uuid('event_id').primaryKey(),
  /** From the bearer token, never from the body. */
  userId: uuid('user_id'),
  viewerId: text('viewer_id').notNull(),
  seriesId: text('series_id').notNull(),
  episodeId: text('episode_id').notNull(),
  episodeNumber: integer('episode_number'),
  eventType: text('event_type').notNull(),
  currentTime: real('current_time').notNull(),
  episodeDuration: real('episode_duration').notNull(),
  platform: text('platform').notNull(),
  sessionId: text('session_id').notNull(),
  clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
  receivedAt: receivedAt(),
});

export const userEvents = pgTable('user_events', {
  eventId: uuid('event_id').primaryKey(),
  userId: uuid('user_id'),
  viewerId: text('viewer_id'),
  platform: text('platform').notNull(),
  clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
  /** The free fields. */
  data: jsonb('data').notNull(),
  receivedAt: receivedAt(),
});

/**
 * Continue watching: the last position per owner and series. owner is `u:<user id>` or
 * `v:<viewer id>`. clientTimestamp orders late retries: an older event never wins.
 */
export const watchPositions = pgTable(
  'watch_positions',
  {
    owner: text('owner').notNull(),
    seriesId: text('series_id').notNull(),
    episodeId: text('episode_id').notNull(),
    episodeNumber: integer('episode_number'),
    position: real('position').notNull(),
    duration: real('duration').notNull(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.seriesId] })],
);

/**
 * Analytics rollup, upserted in the ingest statement: one row per viewer and episode, so the
 * analytics reads cost O(viewers), not O(events).
 */
export const viewerEpisodeStats = pgTable(
  'viewer_episode_stats',
  {
    seriesId: text('series_id').notNull(),
    episodeId: text('episode_id').notNull(),
    owner: text('owner').notNull(),
    /** video_start events: playback sessions. */
    sessions: integer('sessions').notNull().default(0),
    maxPosition: real('max_position').notNull().default(0),
    duration: real('duration').notNull().default(0),
    /** A video_complete event arrived. */
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.episodeId, t.owner] })],
);
