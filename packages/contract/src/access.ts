import { z } from 'zod';
import { MEDIA_PATH_PREFIX } from './constants';
import { viewerIdSchema } from './metrics';

/**
 * Playback grants (docs/product/wallet.md#playback-grants): the media of a priced or locked
 * episode answers 403 unless its URL sits under a grant's prefix, `/media/g/{token}/`. A grant
 * opens one episode for one viewer, for a few hours; the token is signed by the server.
 */
export const PLAYBACK_GRANT = {
  /** How long a grant opens its episode. Hours, so a page left open keeps playing. */
  ttlMs: 6 * 60 * 60 * 1000,
  /** The path segment that starts a granted media URL: `/media/g/{token}/{key}`. */
  pathSegment: 'g',
} as const;

/** The media path prefix a grant's token goes under. */
export const GRANTED_MEDIA_PREFIX = `${MEDIA_PATH_PREFIX}${PLAYBACK_GRANT.pathSegment}/`;

const isoDate = z.iso.datetime();

/** One episode opened for the caller: its media URLs with `/media/` swapped for `media_prefix`. */
export const playbackGrantSchema = z.object({
  episode_number: z.number().int().positive(),
  /** `/media/g/{token}/`: put in front of a media key instead of `/media/`. */
  media_prefix: z.string(),
  expires_at: isoDate,
});
export type PlaybackGrant = z.infer<typeof playbackGrantSchema>;

/**
 * A media URL of the catalogue answers (`/media/{key}`) as the grant opens it. URLs elsewhere (a
 * CDN base, empty) are returned as they are: only the app's own media sit behind grants.
 */
export const grantedMediaUrl = (url: string, grant: Pick<PlaybackGrant, 'media_prefix'>): string =>
  url.startsWith(MEDIA_PATH_PREFIX) && !url.startsWith(GRANTED_MEDIA_PREFIX)
    ? grant.media_prefix + url.slice(MEDIA_PATH_PREFIX.length)
    : url;

/** GET /api/series/{id}/episodes/{n}/playback: a guest names its viewer id; optional bearer. */
export const playbackQuerySchema = z.object({ viewer_id: viewerIdSchema.optional() }).strict();

/**
 * The episode's playable URL for the caller: a free episode's public URL (no grant, no
 * expiry), or a granted one; 403 EPISODE_LOCKED when the caller may not play it.
 */
export const playbackSchema = z.object({
  episode_number: z.number().int().positive(),
  /** Why the caller may play it (docs/product/wallet.md#access). */
  access: z.enum(['free', 'subscription', 'purchase', 'editor', 'coins', 'ad', 'cap']),
  /** The HLS master once transcoded, the original before, opened for the caller. */
  video_url: z.string(),
  /** null for a free episode; else the grant's prefix and expiry. */
  media_prefix: z.string().nullable(),
  expires_at: isoDate.nullable(),
});
export type Playback = z.infer<typeof playbackSchema>;
