import type { RouteDef } from '../common/route-def';
import {
  captionListResponseSchema,
  captionResponseSchema,
  deleteCaptionResponseSchema,
  episodeCaptionParamsSchema,
  episodeCaptionsParamsSchema,
  putCaptionBodySchema,
} from './captions';
import { emptyQuerySchema } from '../common/ids';

/** The captions calls: each its own export, so a bundle carries only the calls it makes. */

export const episodeCaptionsRoute = {
  method: 'GET',
  path: '/api/studio/series/:id/episodes/:number/captions',
  access: 'editor',
  params: episodeCaptionsParamsSchema,
  querystring: emptyQuerySchema,
  response: captionListResponseSchema,
} as const satisfies RouteDef;

export const putEpisodeCaptionRoute = {
  method: 'PUT',
  path: '/api/studio/series/:id/episodes/:number/captions/:language',
  access: 'editor',
  params: episodeCaptionParamsSchema,
  body: putCaptionBodySchema,
  response: captionResponseSchema,
} as const satisfies RouteDef;

export const deleteEpisodeCaptionRoute = {
  method: 'DELETE',
  path: '/api/studio/series/:id/episodes/:number/captions/:language',
  access: 'editor',
  params: episodeCaptionParamsSchema,
  response: deleteCaptionResponseSchema,
} as const satisfies RouteDef;
