import type { RouteDef } from '../common/route-def';
import { rankingsQuerySchema, rankingsResponseSchema } from './rankings';

/** The rankings call: public and the same for everyone, so it is cached like the catalogue's. */
export const rankingsRoute = {
  method: 'GET',
  path: '/api/rankings',
  access: 'public',
  querystring: rankingsQuerySchema,
  response: rankingsResponseSchema,
} as const satisfies RouteDef;
