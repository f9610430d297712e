import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { series } from './catalogue';

/**
 * My List: one row per owner and series. owner is `u:<user id>` or `v:<viewer id>`, as in
 * watch_positions (docs/product/wallet.md#my-list).
 */
export const myListItems = pgTable(
  'my_list_items',
  {
    owner: text('owner').notNull(),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.seriesId] }),
    index('my_list_items_owner_added_idx').on(t.owner, t.addedAt),
  ],
);
