import type { RouteDef } from '../common/route-def';
import {
  availableListsResponseSchema,
  catalogueLanguageQuerySchema,
  homeResponseSchema,
  searchIndexResponseSchema,
  searchSeriesQuerySchema,
  searchSeriesResponseSchema,
  seriesResponseSchema,
  videoDetailResponseSchema,
} from './catalogue';
import { emptyQuerySchema, seriesIdParamsSchema } from '../common/ids';

/** The catalogue calls: each its own export, so a bundle carries only the calls it makes. */

export const homeRoute = {
  method: 'GET',
  querystring: catalogueLanguageQuerySchema,
  path: '/api/home',
  access: 'public',
  response: homeResponseSchema,
} as const satisfies RouteDef;

export const searchIndexRoute = {
  method: 'GET',
  querystring: catalogueLanguageQuerySchema,
  path: '/api/videos/',
  access: 'public',
  response: searchIndexResponseSchema,
} as const satisfies RouteDef;

export const videoDetailRoute = {
  method: 'GET',
  querystring: catalogueLanguageQuerySchema,
  path: '/api/videos/:id',
  access: 'public',
  params: seriesIdParamsSchema,
  response: videoDetailResponseSchema,
} as const satisfies RouteDef;

/** Series detail by id for the play page (docs/decisions.md#shapes-the-brief-left-open). */
export const seriesByIdRoute = {
  method: 'GET',
  querystring: catalogueLanguageQuerySchema,
  path: '/api/series/:id',
  access: 'public',
  params: seriesIdParamsSchema,
  response: seriesResponseSchema,
} as const satisfies RouteDef;

export const availableListsRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/content/available-lists',
  access: 'public',
  response: availableListsResponseSchema,
} as const satisfies RouteDef;

export const searchSeriesRoute = {
  method: 'GET',
  path: '/api/search',
  access: 'public',
  querystring: searchSeriesQuerySchema,
  response: searchSeriesResponseSchema,
} as const satisfies RouteDef;
