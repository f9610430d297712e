import type { RouteDef } from '../common/route-def';
import {
  seriesAnalyticsListQuerySchema,
  seriesAnalyticsListResponseSchema,
  seriesAnalyticsResponseSchema,
} from './analytics';
import { emptyQuerySchema, seriesIdParamsSchema } from '../common/ids';

/** The analytics calls: each its own export, so a bundle carries only the calls it makes. */

export const seriesAnalyticsListRoute = {
  method: 'GET',
  querystring: seriesAnalyticsListQuerySchema,
  path: '/api/analytics/series',
  access: 'editor',
  response: seriesAnalyticsListResponseSchema,
} as const satisfies RouteDef;

export const seriesAnalyticsRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/analytics/series/:id',
  access: 'editor',
  params: seriesIdParamsSchema,
  response: seriesAnalyticsResponseSchema,
} as const satisfies RouteDef;
