import { integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
    /**
     * When the owner first watched the series: never updated, so the For You feed can tell
     * what was started before its first page (docs/product/feed.md#order).
     */
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.seriesId] })],
);
