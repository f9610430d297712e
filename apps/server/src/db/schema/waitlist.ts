import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The waitlist of the landing page (docs/product/waitlist.md). One row per address: the unique
 * `email_normalized` makes a repeated join, in any letter case, store nothing new. No client
 * address is kept: the per-IP limit lives in the rate-limit store only.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed, trimmed. */
    email: text('email').notNull(),
    /** Trimmed and lower-cased: the identity of an entry. */
    emailNormalized: text('email_normalized').notNull().unique(),
    name: text('name'),
    campaign: text('campaign'),
    createdAt: createdAt(),
  },
  // the export's order, and its keyset pages
  (t) => [index('waitlist_entries_created_idx').on(t.createdAt, t.id)],
);
