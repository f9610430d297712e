import { z } from 'zod';

/**
 * Creator analytics (editors only; docs/product/analytics.md). A "viewer" is
 * a signed-in user, or an anonymous viewer id; the figures come from each viewer's furthest
 * position per episode.
 * - views: playback sessions (video_start events);
 * - unique_viewers: distinct viewers;
 * - avg_watch_seconds: mean of each viewer's furthest position, capped at the duration;
 * - completion_rate: share of viewers who reached METRICS.completionThreshold (90%) of the
 *   duration, or sent video_complete;
 * - dropoff[i]: share of viewers who reached i × 10% of the duration (i = 0…10), with
 *   ANALYTICS.reachSlackSeconds of slack for the last frame. dropoff[0] is 1 when anyone watched.
 * For a whole series, every (viewer, episode) pair counts once in the rates and averages, and
 * unique_viewers counts viewers of any episode.
 */
export const ANALYTICS = {
  dropoffPoints: 11,
  reachSlackSeconds: 0.5,
  /** Series per page of the list. */
  listPage: { default: 50, max: 100 },
  /** A cursor holds a title (at most 500 characters) and an id: anything longer is not ours. */
  maxCursorLength: 4096,
} as const;

export const engagementStatsSchema = z.object({
  views: z.number().int().nonnegative(),
  unique_viewers: z.number().int().nonnegative(),
  avg_watch_seconds: z.number().nonnegative(),
  completion_rate: z.number().min(0).max(1),
  dropoff: z.array(z.number().min(0).max(1)).length(ANALYTICS.dropoffPoints),
});
export type EngagementStats = z.infer<typeof engagementStatsSchema>;

export const seriesAnalyticsSummarySchema = engagementStatsSchema.extend({
  series_id: z.string(),
  title: z.string(),
  episodes_count: z.number().int().nonnegative(),
});
export type SeriesAnalyticsSummary = z.infer<typeof seriesAnalyticsSummarySchema>;

/**
 * GET /api/analytics/series?cursor=&limit=: every series (drafts too) by title, a page at a
 * time; without a cursor, the first page. Title order stays put while the figures move, so a
 * series is neither skipped nor repeated as the pages load.
 */
export const seriesAnalyticsListQuerySchema = z
  .object({
    /** Opaque: the previous page's next_cursor. */
    cursor: z.string().min(1).max(ANALYTICS.maxCursorLength).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(ANALYTICS.listPage.max)
      .default(ANALYTICS.listPage.default),
  })
  .strict();
export type SeriesAnalyticsListQuery = z.input<typeof seriesAnalyticsListQuerySchema>;

export const seriesAnalyticsListResponseSchema = z.object({
  series: z.array(seriesAnalyticsSummarySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type SeriesAnalyticsListResponse = z.infer<typeof seriesAnalyticsListResponseSchema>;

export const episodeAnalyticsSchema = engagementStatsSchema.extend({
  episode_id: z.string(),
  episode_number: z.number().int().positive(),
  title: z.string(),
  /** Seconds: the catalogue's duration, else the longest the players reported. */
  duration: z.number().nonnegative(),
});
export type EpisodeAnalytics = z.infer<typeof episodeAnalyticsSchema>;

/** GET /api/analytics/series/:id: the series' figures and each episode's, by episode number. */
export const seriesAnalyticsResponseSchema = z.object({
  series: seriesAnalyticsSummarySchema,
  episodes: z.array(episodeAnalyticsSchema),
});
export type SeriesAnalyticsResponse = z.infer<typeof seriesAnalyticsResponseSchema>;
