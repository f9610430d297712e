import {
  TIME_PLAN_IDS,
  type Plan,
  type PlanId,
  type SubscriptionRecord,
  type TimePlanId,
} from '@app/contract';

const isTimePlan = (id: PlanId): id is TimePlanId =>
  (TIME_PLAN_IDS as readonly PlanId[]).includes(id);

/** The page shows only the monthly and annual plans, monthly first. */
export const timePlans = (plans: readonly Plan[]): Plan[] =>
  TIME_PLAN_IDS.flatMap((id) => plans.filter((plan) => plan.plan_id === id));

/** The active monthly or annual subscription, if any (per-series purchases are not plans). */
export function currentSubscription(
  records: readonly SubscriptionRecord[],
  now = Date.now(),
): SubscriptionRecord | null {
  return (
    records.find(
      (record) =>
        record.status === 'active' &&
        isTimePlan(record.subscription_type) &&
        (record.end_date === null || Date.parse(record.end_date) > now),
    ) ?? null
  );
}
