import type { RouteDef } from '../common/route-def';
import { feedPageSchema, feedQuerySchema } from './feed';

/** The feed calls: each its own export, so a bundle carries only the calls it makes. */

export const feedRoute = {
  method: 'GET',
  path: '/api/feed',
  access: 'optional',
  querystring: feedQuerySchema,
  response: feedPageSchema,
} as const satisfies RouteDef;
