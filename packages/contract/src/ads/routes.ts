import type { RawRouteDef, RouteDef } from '../common/route-def';
import {
  AD_TRACK_PATH,
  AD_VAST_PATH,
  adBannerQuerySchema,
  adBannerResponseSchema,
  adTrackQuerySchema,
  adVastQuerySchema,
} from './ads';

/** The ads calls: each its own export, so a bundle carries only the calls it makes. */

export const adBannerRoute = {
  method: 'GET',
  querystring: adBannerQuerySchema,
  path: '/api/ads/banner',
  access: 'optional',
  response: adBannerResponseSchema,
} as const satisfies RouteDef;

/** VAST 4.1 XML for the video ad slot, or a 302 to AD_VAST_URL. */
export const adVastRoute = {
  method: 'GET',
  path: AD_VAST_PATH,
  access: 'optional',
  querystring: adVastQuerySchema,
} as const satisfies RawRouteDef;

/** The tracking pixel the VAST and banner URLs point at: 204. */
export const adTrackRoute = {
  method: 'GET',
  path: AD_TRACK_PATH,
  access: 'public',
  querystring: adTrackQuerySchema,
} as const satisfies RawRouteDef;
