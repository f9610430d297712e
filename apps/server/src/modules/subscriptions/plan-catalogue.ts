import {
  ANNUAL_DAYS,
  MONTHLY_DAYS,
  PLAN_IDS,
  PRICES_CENTS,
  SUBSCRIPTION_TEXTS,
  type PlanId,
} from '@app/contract';
import type { plans } from '../../db/schema';

type PlanRow = typeof plans.$inferInsert;

/**
 * The four plans (docs/product/subscriptions.md#plans-and-prices), upserted at
 * start-up: prices come from the contract, so the table can never disagree with what the pages
 * advertise.
 */
const DEFINITIONS: Record<PlanId, Omit<PlanRow, 'id' | 'position'>> = {
  monthly: {
    name: 'Monthly Premium',
    description: 'Ad-free viewing of every series for 30 days.',
    priceCents: PRICES_CENTS.monthly,
    durationDays: MONTHLY_DAYS,
    features: ['Ad-free viewing', 'Every series and movie', '1080P streaming', 'Cancel anytime'],
  },
  annual: {
    name: 'Annual Premium',
    description: `A full year of ad-free viewing: ${SUBSCRIPTION_TEXTS.annualSaving}.`,
    priceCents: PRICES_CENTS.annual,
    durationDays: ANNUAL_DAYS,
    features: [
      'Ad-free viewing',
      'Every series and movie',
      '1080P streaming',
      `${SUBSCRIPTION_TEXTS.annualSaving} against monthly`,
    ],
  },
  individual_reel: {
    name: 'Single Reel',
    description: 'Ad-free viewing of one reel, yours to keep.',
    priceCents: PRICES_CENTS.individual,
    durationDays: null,
    features: ['Ad-free viewing of this reel', 'No expiry'],
  },
  individual_series: {
    name: 'Single Series',
    description: 'Ad-free viewing of every episode of one series, yours to keep.',
    priceCents: PRICES_CENTS.individual,
    durationDays: null,
    features: ['Ad-free viewing of every episode', 'No expiry'],
  },
};

export const planRows = (): PlanRow[] =>
  PLAN_IDS.map((id, position) => ({ id, position, ...DEFINITIONS[id] }));
