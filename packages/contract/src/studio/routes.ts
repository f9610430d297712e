import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema } from '../common/ids';
import {
  presignBodySchema,
  presignResponseSchema,
  storageStatusResponseSchema,
  uploadCheckBodySchema,
  uploadCheckResponseSchema,
  uploadSeriesBodySchema,
  uploadSeriesResponseSchema,
} from './studio';

/** The studio calls: each its own export, so a bundle carries only the calls it makes. */

export const presignUploadRoute = {
  method: 'POST',
  path: '/api/content/presigned-url',
  access: 'editor',
  body: presignBodySchema,
  response: presignResponseSchema,
} as const satisfies RouteDef;

export const storageStatusRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/content/s3-status',
  access: 'editor',
  response: storageStatusResponseSchema,
} as const satisfies RouteDef;

export const uploadCheckRoute = {
  method: 'POST',
  path: '/api/debug/upload-check',
  access: 'editor',
  body: uploadCheckBodySchema,
  response: uploadCheckResponseSchema,
} as const satisfies RouteDef;

export const uploadSeriesRoute = {
  method: 'POST',
  path: '/api/content/upload-series',
  access: 'editor',
  body: uploadSeriesBodySchema,
  response: uploadSeriesResponseSchema,
} as const satisfies RouteDef;
