import { z } from 'zod';
import {
  catalogueLanguageQuerySchema,
  episodeSchema,
  seriesCardSchema,
} from '../catalogue/catalogue';
import { seriesIdSchema, viewerIdSchema } from '../common/ids';
import { FOR_YOU_TEXTS } from './texts';

/** The For You feed's order and paging (docs/product/feed.md#order). */
export const FEED = {
  /** Items per page unless `limit` says otherwise, and the most a page may ask for. */
  pageSize: 10,
  maxPageSize: 20,
  /** A ranking is recomputed from the rollups at most this often; pages keep theirs. */
  rankingTtlMs: 10 * 60_000,
  /** How long a ranking stays readable after a newer one: a cursor older than this expires. */
  rankingRetentionMs: 3 * 60 * 60_000,
  /** "Recent": watch rollups updated within this many days count towards the completion rate. */
  rankingWindowDays: 30,
  /**
   * Completion rates are shrunk towards the catalogue's mean as if this many viewer-episodes
   * had watched at that mean: a series with two viewers cannot outrank one with two hundred.
   */
  priorWeight: 5,
  /** Cursors are short; anything longer is not one of ours. */
  maxCursorLength: 200,
} as const;

/**
 * `GET /api/feed`: the first page without `cursor` (optionally starting with `item`, the series
 * the viewer was on), later pages with the `nextCursor` of the one before. `viewer_id` is the
 * anonymous viewer id (docs/product/metrics.md#anonymous-viewer-id): a guest's "started"
 * series come from it, a signed-in viewer's from both it and the bearer's user.
 */
export const feedQuerySchema = z
  .object({
    cursor: z.string().min(1).max(FEED.maxCursorLength).optional(),
    limit: z.coerce.number().int().min(1).max(FEED.maxPageSize).optional(),
    viewer_id: viewerIdSchema.optional(),
    item: seriesIdSchema.optional(),
    /** Titles and descriptions in this language where a series has them (catalogueLanguageQuerySchema). */
    lang: catalogueLanguageQuerySchema.shape.lang,
  })
  .strict()
  .refine((query) => query.cursor === undefined || query.item === undefined, {
    error: FOR_YOU_TEXTS.itemWithCursor,
    path: ['item'],
  });
export type FeedQuery = z.input<typeof feedQuerySchema>;

/** The opening episode of a feed item: what plays, and what watch metrics name. */
export const feedEpisodeSchema = episodeSchema
  .pick({
    episodeId: true,
    episodeNumber: true,
    title: true,
    duration: true,
    videoUrl: true,
    thumbnail: true,
    streamStatus: true,
  })
  .extend({
    /**
     * Priced or locked, and not playable by this viewer (docs/product/feed.md#calls): the item
     * shows the unlock gate, and its media answer 403. Optional for old clients; always sent.
     * For a viewer who may play a protected episode, videoUrl is already a granted URL.
     */
    isLocked: z.boolean().optional(),
  });
export type FeedEpisode = z.infer<typeof feedEpisodeSchema>;

/**
 * One item: the series' card fields (`image` is the poster, `video_url` the opening episode's
 * stream), its description, the opening episode, and `likes` (the likes on the series'
 * comments: the catalogue has no likes of its own; docs/product/feed.md#calls).
 */
export const feedItemSchema = seriesCardSchema.extend({
  description: z.string(),
  likes: z.number().int().nonnegative(),
  /** The viewer had started the series when the feed's first page was made. */
  started: z.boolean(),
  episode: feedEpisodeSchema,
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;
