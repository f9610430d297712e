import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COIN_PACK_IDS, PAYMENT_STATUSES, PLAN_IDS } from '@app/contract';
import { users } from './accounts';
import { createdAt } from './columns';
import { plans } from './plans';

/** What a payment buys: a plan (time plans and per-series purchases) or a coin pack. */
export const PAYMENT_KINDS = ['plan', 'coin_pack'] as const;

/**
 * Every checkout, whatever it buys (docs/decisions.md#payments): one provider, one limit on open
 * checkouts and one settle path. The kind's own columns are filled and the others' are null (the
 * check says so); the module that sells the kind delivers it when the payment settles.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** kind plan: the plan bought. */
    planId: text('plan_id', { enum: PLAN_IDS }).references(() => plans.id),
    /** kind plan: the series a per-content purchase is for; no FK: the record outlives the series. */
    contentId: text('content_id'),
    /** kind coin_pack: the pack, and the coins it credits (fixed at checkout). */
    packId: text('pack_id', { enum: COIN_PACK_IDS }),
    coins: integer('coins'),
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
    check(
      'payments_kind_fields',
      // every test is true or false, never null: a check passes a null
      sql`(${t.kind} = 'plan' and ${t.planId} is not null and ${t.packId} is null and ${t.coins} is null) or (${t.kind} = 'coin_pack' and ${t.packId} is not null and ${t.coins} is not null and ${t.coins} > 0 and ${t.planId} is null and ${t.contentId} is null)`,
    ),
  ],
);
