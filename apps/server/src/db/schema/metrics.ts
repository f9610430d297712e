import {
  boolean,
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
