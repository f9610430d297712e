import { z } from 'zod';
import { seriesIdSchema } from '../common/ids';

/**
 * An author is a director or cast name exactly as the catalogue stores it (the studio allows
 * up to 200 characters). Path parameters arrive URL-decoded.
 */
export const AUTHOR_NAME_MAX = 200;

export const authorNameSchema = z
  .string()
  .min(1, 'Author name is required')
  .max(AUTHOR_NAME_MAX, `Author name must be at most ${AUTHOR_NAME_MAX} characters`)
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'Author name has control characters');

export const authorParamsSchema = z.object({ name: authorNameSchema }).strict();

export const AUTHOR_ROLES = ['director', 'cast'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

/** A series of the author's grid; `role` is director when they directed it, else cast. */
export const authorSeriesSchema = z.object({
  id: seriesIdSchema,
  title: z.string(),
  /** The poster. */
  image: z.string(),
  year: z.number().int(),
  episodesCount: z.number().int().nonnegative(),
  role: z.enum(AUTHOR_ROLES),
});
export type AuthorSeries = z.infer<typeof authorSeriesSchema>;

/** What a follow call answers, and the follow part of a profile. */
export const followStateSchema = z.object({
  /** Signed-in users following the author: exact (counted from the follow rows). */
  followerCount: z.number().int().nonnegative(),
  /** Always false for guests. */
  isFollowing: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** GET /api/authors/{name} (docs/product/authors.md#calls). */
export const authorProfileSchema = followStateSchema.extend({
  name: z.string(),
  /** A generated image (an SVG data URL): nothing to download. */
  avatar: z.string(),
  description: z.string(),
  /** Published series, newest first. */
  series: z.array(authorSeriesSchema),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;
