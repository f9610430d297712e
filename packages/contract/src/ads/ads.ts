import { z } from 'zod';
import { seriesIdSchema } from '../common/ids';
import { catalogueLanguageQuerySchema } from '../catalogue/catalogue';

/** Where a banner shows. */
export const AD_PLACEMENTS = ['home', 'play'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** The Linear tracking events a VAST 4 player reports (impression and click have their own). */
export const AD_LINEAR_EVENTS = [
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
] as const;
export type AdLinearEvent = (typeof AD_LINEAR_EVENTS)[number];

/** VAST 4 tracking events the player reports, plus the banner's impression and click. */
export const AD_EVENTS = ['impression', ...AD_LINEAR_EVENTS, 'click'] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

/** House ad ids are `video-{seriesId}` / `banner-{seriesId}`; an external tag's are not ours. */
export const AD_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
export const adIdSchema = z.string().regex(AD_ID_PATTERN, 'Invalid ad id');

/** GET /api/ads/banner?placement=&content_id= (content_id: the series being watched). */
export const adBannerQuerySchema = z
  .object({
    placement: z.enum(AD_PLACEMENTS),
    content_id: seriesIdSchema.optional(),
    /** The viewer's language: the promoted series' title in it, where the studio gave one. */
    lang: catalogueLanguageQuerySchema.shape.lang,
  })
  .strict();
export type AdBannerQuery = z.infer<typeof adBannerQuerySchema>;

export const adBannerSchema = z.object({
  id: adIdSchema,
  title: z.string(),
  /** The promoted series' poster (2:3). */
  image: z.string(),
  /** Where a click goes: /video/{id} of the promoted series. */
  click_url: z.string(),
  /** GET pixel: fire once when the banner is visible (answers 204). */
  impression_url: z.string(),
  /** GET pixel: fire on click before navigating (answers 204). */
  click_tracking_url: z.string(),
});
export type AdBanner = z.infer<typeof adBannerSchema>;
/** banner is null for viewers with access (subscribers; buyers of that content). */
export const adBannerResponseSchema = z.object({ banner: adBannerSchema.nullable() });
export type AdBannerResponse = z.infer<typeof adBannerResponseSchema>;

/**
 * Not a JSON call: a VAST 4.1 XML document (application/xml) for the video ad slot. An empty
 * `<VAST version="4.1"/>` means no ad (the viewer has access). With AD_VAST_URL set the
 * server answers 302 to that tag. The bearer is optional: send it so subscribers get no ad.
 */
export const AD_VAST_PATH = '/api/ads/vast';
export const adVastQuerySchema = z
  .object({
    content_id: seriesIdSchema.optional(),
    /** A rewarded-ad session (docs/product/wallet.md#rewarded-ads): always an ad, tracked. */
    reward_session: z.uuid().optional(),
  })
  .strict();
export type AdVastQuery = z.infer<typeof adVastQuerySchema>;

/** Not a JSON call: the GET tracking pixel the VAST and banner URLs point at; answers 204. */
export const AD_TRACK_PATH = '/api/ads/track';
export const adTrackQuerySchema = z
  .object({
    ad: adIdSchema,
    event: z.enum(AD_EVENTS),
    content_id: seriesIdSchema.optional(),
    /**
     * The rewarded-ad session the ad plays for: its `complete` unlocks the episode once the ad's
     * length has passed since its VAST was served (docs/product/wallet.md#rewarded-ads).
     */
    reward_session: z.uuid().optional(),
    /** The session viewer's tag, signed by the server in that VAST: without it, no unlock. */
    reward_viewer: z.string().max(64).optional(),
  })
  .strict();
export type AdTrackQuery = z.infer<typeof adTrackQuerySchema>;
