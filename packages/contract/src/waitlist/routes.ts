import type { RawRouteDef, RouteDef } from '../common/route-def';
import { emptyQuerySchema } from '../common/ids';
import { waitlistJoinBodySchema, waitlistJoinResponseSchema } from './waitlist';

/** The waitlist calls: each its own export, so a bundle carries only the calls it makes. */

export const waitlistJoinRoute = {
  method: 'POST',
  path: '/api/waitlist/join',
  access: 'public',
  body: waitlistJoinBodySchema,
  response: waitlistJoinResponseSchema,
} as const satisfies RouteDef;

/** The waitlist as CSV, editors only (docs/product/waitlist.md#export). */
export const waitlistCsvRoute = {
  method: 'GET',
  path: '/api/studio/waitlist.csv',
  access: 'editor',
  querystring: emptyQuerySchema,
} as const satisfies RawRouteDef;
