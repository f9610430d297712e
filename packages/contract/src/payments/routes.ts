import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema } from '../common/ids';
import {
  confirmPaymentBodySchema,
  createPaymentIntentBodySchema,
  paymentConfigResponseSchema,
  paymentIdParamsSchema,
  paymentIntentSchema,
  paymentResultSchema,
} from './payments';
import { emptyBodySchema } from '../subscriptions/subscriptions';

/** The payments calls: each its own export, so a bundle carries only the calls it makes. */

export const paymentConfigRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/payments/config',
  access: 'public',
  response: paymentConfigResponseSchema,
} as const satisfies RouteDef;

export const simulatePaymentRoute = {
  method: 'POST',
  path: '/api/payments/simulate-payment/:paymentId',
  access: 'user',
  params: paymentIdParamsSchema,
  body: emptyBodySchema,
  response: paymentResultSchema,
} as const satisfies RouteDef;

export const createPaymentIntentRoute = {
  method: 'POST',
  path: '/api/payments/create-payment-intent',
  access: 'user',
  body: createPaymentIntentBodySchema,
  response: paymentIntentSchema,
} as const satisfies RouteDef;

export const confirmPaymentRoute = {
  method: 'POST',
  path: '/api/payments/confirm-payment',
  access: 'user',
  body: confirmPaymentBodySchema,
  response: paymentResultSchema,
} as const satisfies RouteDef;
