import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema, seriesIdParamsSchema } from '../common/ids';
import {
  markNotificationsReadBodySchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  seriesFollowStateSchema,
  unreadCountSchema,
} from './notifications';

/** The follow and inbox calls: each its own export, so a bundle carries only the calls it makes. */

/** Public; with a bearer, isFollowing is the caller's. */
export const seriesFollowStateRoute = {
  method: 'GET',
  path: '/api/series/:id/follow',
  access: 'optional',
  params: seriesIdParamsSchema,
  querystring: emptyQuerySchema,
  response: seriesFollowStateSchema,
} as const satisfies RouteDef;

/** Idempotent: following twice is following. */
export const followSeriesRoute = {
  method: 'PUT',
  path: '/api/series/:id/follow',
  access: 'user',
  params: seriesIdParamsSchema,
  response: seriesFollowStateSchema,
} as const satisfies RouteDef;

export const unfollowSeriesRoute = {
  method: 'DELETE',
  path: '/api/series/:id/follow',
  access: 'user',
  params: seriesIdParamsSchema,
  response: seriesFollowStateSchema,
} as const satisfies RouteDef;

export const notificationsRoute = {
  method: 'GET',
  path: '/api/notifications',
  access: 'user',
  querystring: notificationsQuerySchema,
  response: notificationsPageSchema,
} as const satisfies RouteDef;

export const markNotificationsReadRoute = {
  method: 'POST',
  path: '/api/notifications/read',
  access: 'user',
  body: markNotificationsReadBodySchema,
  response: unreadCountSchema,
} as const satisfies RouteDef;
