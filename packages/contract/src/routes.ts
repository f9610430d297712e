import type { z } from 'zod';
import { healthResponseSchema } from './health';
import {
  availableListsResponseSchema,
  homeResponseSchema,
  searchIndexResponseSchema,
  seriesResponseSchema,
  videoDetailResponseSchema,
} from './catalogue';
import { emptyQuerySchema, seriesIdParamsSchema } from './ids';

type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `:name` marks a parameter. */
  path: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/**
 * Every API call: one table both sides read. The server registers these schemas on its
 * routes; the web client builds URLs and parses answers from the same entries.
 */
export const apiRoutes = {
  health: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/health',
    response: healthResponseSchema,
  },
  home: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/home',
    response: homeResponseSchema,
  },
  searchIndex: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/videos/',
    response: searchIndexResponseSchema,
  },
  videoDetail: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/videos/:id',
    params: seriesIdParamsSchema,
    response: videoDetailResponseSchema,
  },
  /** Series detail by id for the play page (spec §7 leaves the path open). */
  seriesById: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/series/:id',
    params: seriesIdParamsSchema,
    response: seriesResponseSchema,
  },
  availableLists: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/content/available-lists',
    response: availableListsResponseSchema,
  },
} as const satisfies Record<string, RouteDef>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;
export type ApiResponse<N extends ApiRouteName> = z.infer<ApiRoutes[N]['response']>;

/** Fill `:name` parameters of a route path. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
