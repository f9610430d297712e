import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, PLAN_IDS } from '@app/contract';
import { users } from './accounts';
import { createdAt } from './columns';
import { plans } from './plans';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS })
      .notNull()
      .references(() => plans.id),
    /** The series a per-content purchase is for; no FK: the record outlives the series. */
    contentId: text('content_id'),
    /** Fixed when the payment is created: a later price change does not alter it. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    /** The provider's id for the payment (a payment intent). */
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
  ],
);
