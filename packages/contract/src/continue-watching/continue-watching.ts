import { z } from 'zod';
import { viewerIdSchema } from '../common/ids';

/** The continue-watching calls' shapes (docs/product/continue-watching.md). */

/** Signed-in: the user's positions (and this browser's viewer id's, newest wins). */
export const continueWatchingQuerySchema = z
  .object({ viewer_id: viewerIdSchema.optional() })
  .strict();
export type ContinueWatchingQuery = z.input<typeof continueWatchingQuerySchema>;

export const watchPositionSchema = z.object({
  series_id: z.string(),
  episode_id: z.string(),
  /** Null when the events did not say and the catalogue no longer has the episode. */
  episode_number: z.number().int().positive().nullable(),
  /** Seconds into the episode. */
  position: z.number().nonnegative(),
  duration: z.number().nonnegative(),
  /** ISO 8601, server time of the last event. */
  updated_at: z.string(),
});
export type WatchPosition = z.infer<typeof watchPositionSchema>;

export const continueWatchingResponseSchema = z.object({ items: z.array(watchPositionSchema) });
export type ContinueWatchingResponse = z.infer<typeof continueWatchingResponseSchema>;

export const seriesProgressResponseSchema = z.object({ item: watchPositionSchema.nullable() });
export type SeriesProgressResponse = z.infer<typeof seriesProgressResponseSchema>;
