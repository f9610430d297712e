import type { RouteDef } from '../common/route-def';
import { authorParamsSchema, authorProfileSchema, followStateSchema } from './authors';
import { emptyQuerySchema } from '../common/ids';

/** The authors calls: each its own export, so a bundle carries only the calls it makes. */

/** Public; with a bearer, isFollowing is the caller's. */
export const authorRoute = {
  method: 'GET',
  path: '/api/authors/:name',
  access: 'optional',
  params: authorParamsSchema,
  querystring: emptyQuerySchema,
  response: authorProfileSchema,
} as const satisfies RouteDef;

export const followAuthorRoute = {
  method: 'PUT',
  path: '/api/authors/:name/follow',
  access: 'user',
  params: authorParamsSchema,
  response: followStateSchema,
} as const satisfies RouteDef;

export const unfollowAuthorRoute = {
  method: 'DELETE',
  path: '/api/authors/:name/follow',
  access: 'user',
  params: authorParamsSchema,
  response: followStateSchema,
} as const satisfies RouteDef;
