import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '@app/contract';
import { updatedAt } from './columns';

/**
 * The four plans, upserted at start-up from the contract's prices
 * (modules/subscriptions/plan-catalogue.ts). Payments and subscriptions both reference them.
 */
export const plans = pgTable('plans', {
  id: text('id', { enum: PLAN_IDS }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  /** Null for per-content plans: a purchase does not expire. */
  durationDays: integer('duration_days'),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});
