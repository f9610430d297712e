import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/**
 * A device's Web Push subscription (docs/product/notifications.md#web-push): the push service's
 * endpoint and the browser's keys the payload is encrypted to. One row per endpoint: a browser
 * signed into another account moves its row there. Gone with the user's account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret (base64url). */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** Set again whenever the browser sends the subscription: the per-user cap drops the oldest. */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    // a user's devices: the delivery's join, the cap, the export
    index('push_subscriptions_user_idx').on(t.userId, t.updatedAt),
  ],
);
