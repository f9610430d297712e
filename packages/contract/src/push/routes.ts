import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema } from '../common/ids';
import {
  pushEndpointBodySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionStateSchema,
  vapidPublicKeySchema,
} from './push';

/** The Web Push calls: each its own export, so a bundle carries only the calls it makes. */

/** Public and the same for everyone: the key the browser subscribes with. */
export const vapidPublicKeyRoute = {
  method: 'GET',
  path: '/api/push/vapid-public-key',
  access: 'public',
  querystring: emptyQuerySchema,
  response: vapidPublicKeySchema,
} as const satisfies RouteDef;

/** Idempotent: one row per endpoint, the caller's. */
export const subscribePushRoute = {
  method: 'POST',
  path: '/api/push/subscriptions',
  access: 'user',
  body: pushSubscriptionBodySchema,
  response: pushSubscriptionStateSchema,
} as const satisfies RouteDef;

/** Idempotent: the caller's device stops getting pushes (another user's endpoint is untouched). */
export const unsubscribePushRoute = {
  method: 'DELETE',
  path: '/api/push/subscriptions',
  access: 'user',
  body: pushEndpointBodySchema,
  response: pushSubscriptionStateSchema,
} as const satisfies RouteDef;
