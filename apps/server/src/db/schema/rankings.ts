import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One ranked series as the rankings hold it: its rank now and a day earlier (null: unranked). */
export type RankedEntry = { seriesId: string; rank: number; previousRank: number | null };

/**
 * Each ranking kind's last computed top (docs/product/rankings.md#cost), so a process that holds
 * none in memory answers from it at once instead of waiting for the computation over every
 * rollup row. One row per kind, replaced by each newer computation of any instance.
 */
export const rankingSnapshots = pgTable('ranking_snapshots', {
  kind: text('kind').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  entries: jsonb('entries').$type<RankedEntry[]>().notNull(),
  /** The catalogue changed after this computation began: whoever reads it refreshes it. */
  catalogueChangedAt: timestamp('catalogue_changed_at', { withTimezone: true }),
});
