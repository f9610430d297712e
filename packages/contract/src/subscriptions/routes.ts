import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema, seriesIdParamsSchema } from '../common/ids';
import {
  cancelSubscriptionResponseSchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  emptyBodySchema,
  mySubscriptionsResponseSchema,
  plansResponseSchema,
  subscriptionStatusQuerySchema,
  subscriptionStatusResponseSchema,
  validateAccessResponseSchema,
} from './subscriptions';

/** The subscriptions calls: each its own export, so a bundle carries only the calls it makes. */

export const subscriptionPlansRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/subscriptions/plans',
  access: 'public',
  response: plansResponseSchema,
} as const satisfies RouteDef;

export const subscriptionStatusRoute = {
  method: 'GET',
  querystring: subscriptionStatusQuerySchema,
  path: '/api/subscriptions/status',
  access: 'user',
  response: subscriptionStatusResponseSchema,
} as const satisfies RouteDef;

export const createSubscriptionRoute = {
  method: 'POST',
  path: '/api/subscriptions/create',
  access: 'user',
  body: createSubscriptionBodySchema,
  response: createSubscriptionResponseSchema,
} as const satisfies RouteDef;

export const mySubscriptionsRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/subscriptions/my-subscriptions',
  access: 'user',
  response: mySubscriptionsResponseSchema,
} as const satisfies RouteDef;

export const cancelSubscriptionRoute = {
  method: 'POST',
  path: '/api/subscriptions/cancel',
  access: 'user',
  body: emptyBodySchema,
  response: cancelSubscriptionResponseSchema,
} as const satisfies RouteDef;

export const validateAccessRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/subscriptions/validate-access/:id',
  access: 'user',
  params: seriesIdParamsSchema,
  response: validateAccessResponseSchema,
} as const satisfies RouteDef;
