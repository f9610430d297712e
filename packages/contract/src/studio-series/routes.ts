import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema, seriesIdParamsSchema } from '../common/ids';
import {
  addStudioEpisodesBodySchema,
  deleteStudioSeriesResponseSchema,
  studioEpisodeParamsSchema,
  studioSeriesListResponseSchema,
  studioSeriesResponseSchema,
  updateStudioSeriesBodySchema,
} from './studio-series';
import { emptyBodySchema } from '../subscriptions/subscriptions';

/** The studio-series calls: each its own export, so a bundle carries only the calls it makes. */

export const studioSeriesListRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/studio/series',
  access: 'editor',
  response: studioSeriesListResponseSchema,
} as const satisfies RouteDef;

export const studioSeriesRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/studio/series/:id',
  access: 'editor',
  params: seriesIdParamsSchema,
  response: studioSeriesResponseSchema,
} as const satisfies RouteDef;

export const updateStudioSeriesRoute = {
  method: 'PATCH',
  path: '/api/studio/series/:id',
  access: 'editor',
  params: seriesIdParamsSchema,
  body: updateStudioSeriesBodySchema,
  response: studioSeriesResponseSchema,
} as const satisfies RouteDef;

export const deleteStudioSeriesRoute = {
  method: 'DELETE',
  path: '/api/studio/series/:id',
  access: 'editor',
  params: seriesIdParamsSchema,
  response: deleteStudioSeriesResponseSchema,
} as const satisfies RouteDef;

export const addStudioEpisodesRoute = {
  method: 'POST',
  path: '/api/studio/series/:id/episodes',
  access: 'editor',
  params: seriesIdParamsSchema,
  body: addStudioEpisodesBodySchema,
  response: studioSeriesResponseSchema,
} as const satisfies RouteDef;

export const deleteStudioEpisodeRoute = {
  method: 'DELETE',
  path: '/api/studio/series/:id/episodes/:number',
  access: 'editor',
  params: studioEpisodeParamsSchema,
  response: studioSeriesResponseSchema,
} as const satisfies RouteDef;

export const retryStudioEpisodeRoute = {
  method: 'POST',
  path: '/api/studio/series/:id/episodes/:number/retry',
  access: 'editor',
  params: studioEpisodeParamsSchema,
  body: emptyBodySchema,
  response: studioSeriesResponseSchema,
} as const satisfies RouteDef;
