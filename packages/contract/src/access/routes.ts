import type { RouteDef } from '../common/route-def';
import { playbackQuerySchema, playbackSchema } from './access';
import { episodeUnlockParamsSchema } from '../wallet/wallet';

/** The access calls: each its own export, so a bundle carries only the calls it makes. */

/** Public with an optional bearer: the episode's URL opened for the caller, or 403. */
export const episodePlaybackRoute = {
  method: 'GET',
  path: '/api/series/:id/episodes/:number/playback',
  access: 'optional',
  params: episodeUnlockParamsSchema,
  querystring: playbackQuerySchema,
  response: playbackSchema,
} as const satisfies RouteDef;
