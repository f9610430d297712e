import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const adEvents = pgTable(
  'ad_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adId: text('ad_id').notNull(),
    event: text('event').notNull(),
    /** The content the ad was shown with. */
    contentId: text('content_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Keyed hash of the viewer's IP (frequency reports without storing the address). */
    viewerHash: text('viewer_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_events_ad_event_created_idx').on(t.adId, t.event, t.createdAt)],
);
