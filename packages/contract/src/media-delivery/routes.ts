import type { RawRouteDef } from '../common/route-def';
import {
  multipartPartParamsSchema,
  multipartPartQuerySchema,
} from '../studio-multipart/studio-multipart';

/** The media-delivery calls: each its own export, so a bundle carries only the calls it makes. */

/** The local storage driver's presigned-POST receiver (multipart form): 204. */
export const storageUploadRoute = {
  method: 'POST',
  path: '/api/storage/upload',
  access: 'public',
} as const satisfies RawRouteDef;

/** The local storage driver's part receiver for resumable uploads (signed URL, raw body): 200. */
export const storageMultipartPartRoute = {
  method: 'PUT',
  path: '/api/storage/multipart/:uploadId/:partNumber',
  access: 'public',
  params: multipartPartParamsSchema,
  querystring: multipartPartQuerySchema,
} as const satisfies RawRouteDef;
