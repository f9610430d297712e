import {
  MONTHLY_DAYS,
  mySubscriptionsRoute,
  type Plan,
  SUBSCRIPTION_TEXTS,
  subscriptionPlansRoute,
} from '@app/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateAccess } from '../access/access-query';
import { apiGet } from '../../lib/api-client';

/** The plans (public): /subscription lists them, /payment names the one being bought. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['subscription-plans'],
    queryFn: ({ signal }) =>
      apiGet(subscriptionPlansRoute, undefined, { signal }).then((body) => body.plans),
  });

const MY_SUBSCRIPTIONS_KEY = ['my-subscriptions'] as const;

/** The signed-in user's subscriptions and purchases, newest first; keyed by user. */
export const mySubscriptionsQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: [...MY_SUBSCRIPTIONS_KEY, viewer],
    queryFn: ({ signal }) =>
      apiGet(mySubscriptionsRoute, undefined, { signal }).then((body) => body.subscriptions),
  });

/** After a payment or a cancellation: plans, subscriptions and access are all asked again. */
export const invalidatePurchases = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    invalidateAccess(queryClient),
    queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: plansQueryOptions().queryKey }),
  ]);

/** '/month' for a 30-day plan, otherwise '/year'. */
export const pricePeriod = (plan: Pick<Plan, 'duration_days'>): string =>
  plan.duration_days === MONTHLY_DAYS ? SUBSCRIPTION_TEXTS.perMonth : SUBSCRIPTION_TEXTS.perYear;
