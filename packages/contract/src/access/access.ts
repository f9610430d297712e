import { z } from 'zod';
import { viewerIdSchema } from '../common/ids';

export * from './media-grants';

const isoDate = z.iso.datetime();

/** One episode opened for the caller: its media URLs with `/media/` swapped for `media_prefix`. */
export const playbackGrantSchema = z.object({
  episode_number: z.number().int().positive(),
  /** `/media/g/{token}/`: put in front of a media key instead of `/media/`. */
  media_prefix: z.string(),
  expires_at: isoDate,
});
export type PlaybackGrant = z.infer<typeof playbackGrantSchema>;

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
