import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { series } from './catalogue';

/**
 * The For You feed's rankings (docs/product/feed.md#order). A generation is one ranking of
 * every playable series, computed once from the watch rollups and never changed afterwards, so
 * a feed paged through it sees one order however the rollups move meanwhile. Its number is the
 * time bucket it was made in (epoch ms / FEED.rankingTtlMs).
 */
export const feedGenerations = pgTable('feed_generations', {
  generation: bigint('generation', { mode: 'number' }).primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedRankings = pgTable(
  'feed_rankings',
  {
    generation: bigint('generation', { mode: 'number' })
      .notNull()
      .references(() => feedGenerations.generation, { onDelete: 'cascade' }),
    /** 1 is the best; unique per generation, so a cursor's rank is an exact place. */
    rank: integer('rank').notNull(),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    /** The smoothed recent completion rate the rank came from. */
    score: real('score').notNull(),
  },
  (t) => [
    // a page is one range of this key
    primaryKey({ columns: [t.generation, t.rank] }),
    // the viewer's started series, looked up one by one
    uniqueIndex('feed_rankings_series_uq').on(t.generation, t.seriesId),
  ],
);
