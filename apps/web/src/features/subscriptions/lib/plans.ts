import { TIME_PLAN_IDS, type Plan } from '@app/contract';

/** The page shows only the monthly and annual plans, monthly first. */
export const timePlans = (plans: readonly Plan[]): Plan[] =>
  TIME_PLAN_IDS.flatMap((id) => plans.filter((plan) => plan.plan_id === id));
