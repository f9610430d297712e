import { RENEWAL, type SubscriptionRecord, type TimePlanId } from '@app/contract';
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

/**
 * A subscription record; 'expired' comes from end_date, so no job has to flip it. A cancelled
 * plan stays 'cancelled' (its access still runs to end_date).
 */
export const toSubscriptionRecord = (row: SubscriptionRow, now: Date): SubscriptionRecord => {
  const ended = row.endDate !== null && row.endDate <= now;
  return {
    id: row.id,
    subscription_type: row.planId,
    status: row.status === 'active' && ended ? 'expired' : row.status,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    content_id: row.contentId,
    renews: row.renews && row.status === 'active' && !ended,
  };
};

/** The reminder's day: a monthly plan 1 day before it renews, an annual one 3 days before. */
export const reminderDue = (plan: TimePlanId, renewsAt: Date): Date =>
  new Date(renewsAt.getTime() - RENEWAL.remindDaysBefore[plan] * DAY_MS);
