import type { RouteDef } from '../common/route-def';
import {
  myListParamsSchema,
  myListQuerySchema,
  myListResponseSchema,
  myListStateSchema,
} from './my-list';

/** The my-list calls: each its own export, so a bundle carries only the calls it makes. */

export const myListRoute = {
  method: 'GET',
  path: '/api/my-list',
  access: 'optional',
  querystring: myListQuerySchema,
  response: myListResponseSchema,
} as const satisfies RouteDef;

export const addToMyListRoute = {
  method: 'PUT',
  path: '/api/my-list/:id',
  access: 'optional',
  params: myListParamsSchema,
  querystring: myListQuerySchema,
  response: myListStateSchema,
} as const satisfies RouteDef;

export const removeFromMyListRoute = {
  method: 'DELETE',
  path: '/api/my-list/:id',
  access: 'optional',
  params: myListParamsSchema,
  querystring: myListQuerySchema,
  response: myListStateSchema,
} as const satisfies RouteDef;
