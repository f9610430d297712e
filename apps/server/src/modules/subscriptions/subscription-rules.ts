import type { SubscriptionRecord } from '@app/contract';
import { DAY_MS } from '../../lib/time';
import type { PeriodRule, SubscriptionRow } from './subscriptions.repository';

/**
 * A time plan bought while another runs starts where the running one ends (monthly bought
 * with 10 days left runs 40 days from now); a per-content purchase has no end.
 */
export const subscriptionPeriod: PeriodRule = (plan, now, currentEnd) => {
  if (plan.durationDays === null) return { startDate: now, endDate: null };
  const startDate = currentEnd && currentEnd > now ? currentEnd : now;
  return { startDate, endDate: new Date(startDate.getTime() + plan.durationDays * DAY_MS) };
};

/** A subscription record; 'expired' comes from end_date, so no job has to flip it. */
export const toSubscriptionRecord = (row: SubscriptionRow, now: Date): SubscriptionRecord => ({
  id: row.id,
  subscription_type: row.planId,
  status: row.status === 'active' && row.endDate && row.endDate <= now ? 'expired' : row.status,
  start_date: row.startDate.toISOString(),
  end_date: row.endDate?.toISOString() ?? null,
  content_id: row.contentId,
});
