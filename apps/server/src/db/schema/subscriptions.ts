import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '@app/contract';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { payments } from './payments';
import { plans } from './plans';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS })
      .notNull()
      .references(() => plans.id),
    /** Per-content purchases only. */
    contentId: text('content_id'),
    /** 'expired' is also read from end_date: no job has to flip it. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Null for per-content purchases. */
    endDate: timestamp('end_date', { withTimezone: true }),
    /**
     * One subscription per payment: a payment settles once, so a repeated confirm or a
     * concurrent settle cannot grant the access twice.
     */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /**
     * A monthly or annual plan buys its next period at its end (docs/product/subscriptions.md#renewal)
     * until cancelled. Of a user's chained plans only the last renews. Plans bought before
     * renewal existed keep false: nobody agreed to be charged again.
     */
    renews: boolean('renews').notNull().default(false),
    /**
     * The payment that renews this period, claimed before it is charged: a renewal job run twice,
     * or after a crash, settles this one payment instead of opening another.
     */
    renewalPaymentId: uuid('renewal_payment_id').references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_payment_uq').on(t.paymentId),
    // the access check: a user's active rows by end date, and per-content rows by content
    index('subscriptions_access_idx').on(t.userId, t.status, t.endDate),
    index('subscriptions_user_content_idx').on(t.userId, t.contentId),
    // the billing job: plans that renew, by the end it renews (or reminds) at
    index('subscriptions_renewing_idx')
      .on(t.endDate)
      .where(sql`${t.renews}`),
  ],
);
