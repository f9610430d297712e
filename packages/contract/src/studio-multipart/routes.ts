import type { RouteDef } from '../common/route-def';
import {
  multipartAbortResponseSchema,
  multipartCompleteBodySchema,
  multipartCompleteResponseSchema,
  multipartPartsResponseSchema,
  multipartSignBodySchema,
  multipartSignResponseSchema,
  multipartStartBodySchema,
  multipartStartResponseSchema,
  multipartUploadQuerySchema,
} from './studio-multipart';

/** The studio-multipart calls: each its own export, so a bundle carries only the calls it makes. */

export const multipartStartRoute = {
  method: 'POST',
  path: '/api/content/multipart',
  access: 'editor',
  body: multipartStartBodySchema,
  response: multipartStartResponseSchema,
} as const satisfies RouteDef;

export const multipartSignRoute = {
  method: 'POST',
  path: '/api/content/multipart/sign',
  access: 'editor',
  body: multipartSignBodySchema,
  response: multipartSignResponseSchema,
} as const satisfies RouteDef;

export const multipartPartsRoute = {
  method: 'GET',
  path: '/api/content/multipart/parts',
  access: 'editor',
  querystring: multipartUploadQuerySchema,
  response: multipartPartsResponseSchema,
} as const satisfies RouteDef;

export const multipartCompleteRoute = {
  method: 'POST',
  path: '/api/content/multipart/complete',
  access: 'editor',
  body: multipartCompleteBodySchema,
  response: multipartCompleteResponseSchema,
} as const satisfies RouteDef;

export const multipartAbortRoute = {
  method: 'DELETE',
  path: '/api/content/multipart',
  access: 'editor',
  querystring: multipartUploadQuerySchema,
  response: multipartAbortResponseSchema,
} as const satisfies RouteDef;
