import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import { receivedAt } from './columns';

/**
 * Raw watch events, append-only. No foreign keys, and one secondary index, on the writing
 * transaction's id: ingestion stays a plain insert; reads go to the rollups below, which are
 * updated from these rows after the answer (modules/metrics/watch-rollups.ts). event_id dedupes
 * retried batches.
 */
export const watchEvents = pgTable(
  'watch_events',
  {
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
    /**
     * The id of the transaction that stored the event: the rollups take events in this order,
     * those of finished transactions only (docs/product/metrics.md#rollups). Null for events
     * stored before rollups were taken from these rows (they were rolled up as they came).
     */
    xid: bigint('xid', { mode: 'number' }).default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    index('watch_events_xid_idx')
      .on(t.xid)
      .where(sql`xid is not null`),
  ],
);

/**
 * How far the rollups have read watch_events: every event of a transaction up to `last_xid` is
 * in viewer_episode_stats and watch_positions. One row; moved in the statement that rolls up.
 */
export const watchEventDrain = pgTable('watch_event_drain', {
  id: integer('id').primaryKey(),
  lastXid: bigint('last_xid', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
 * Analytics rollup, upserted from the raw events shortly after they are stored: one row per
 * viewer and episode, so the analytics reads cost O(viewers), not O(events).
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
