import { TIME_PLAN_IDS, type PlanId, type SubscriptionRecord } from '@app/contract';

const isTimePlan = (id: PlanId) => (TIME_PLAN_IDS as readonly PlanId[]).includes(id);

/** A viewer's running plan, as /subscription and the account page tell it. */
export type PlanState = {
  /** The monthly or annual plan running now (or, if only queued ones are left, the first). */
  current: SubscriptionRecord;
  /** When the access ends: the end of the last plan of the chain (ISO 8601). */
  until: string;
  /** The last plan renews at `until`; false once cancelled. */
  renews: boolean;
  /** Something is left to cancel: a plan of the chain is still active (not cancelled). */
  cancellable: boolean;
};

/**
 * The running monthly or annual plan and any queued after it
 * (docs/product/subscriptions.md#subscription-page): active, or cancelled and still inside what
 * was paid for. Null without one. Per-series purchases are not plans.
 */
export function planState(
  records: readonly SubscriptionRecord[],
  now = Date.now(),
): PlanState | null {
  const chain = records
    .filter(
      (record) =>
        record.status !== 'expired' &&
        isTimePlan(record.subscription_type) &&
        record.end_date !== null &&
        Date.parse(record.end_date) > now,
    )
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  const last = chain.at(-1);
  if (!last?.end_date) return null;
  return {
    current: chain.find((record) => Date.parse(record.start_date) <= now) ?? chain[0]!,
    until: last.end_date,
    renews: last.renews === true,
    cancellable: chain.some((record) => record.status === 'active'),
  };
}
