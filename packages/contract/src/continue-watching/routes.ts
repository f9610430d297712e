import type { RouteDef } from '../common/route-def';
import { seriesIdParamsSchema } from '../common/ids';
import {
  continueWatchingQuerySchema,
  continueWatchingResponseSchema,
  seriesProgressResponseSchema,
} from './continue-watching';

/** The continue-watching calls: each its own export, so a bundle carries only the calls it makes. */

export const continueWatchingRoute = {
  method: 'GET',
  querystring: continueWatchingQuerySchema,
  path: '/api/continue-watching',
  access: 'optional',
  response: continueWatchingResponseSchema,
} as const satisfies RouteDef;

export const seriesProgressRoute = {
  method: 'GET',
  querystring: continueWatchingQuerySchema,
  path: '/api/continue-watching/:id',
  access: 'optional',
  params: seriesIdParamsSchema,
  response: seriesProgressResponseSchema,
} as const satisfies RouteDef;
