import {
  ANALYTICS,
  CATALOGUE_TEXTS,
  type EngagementStats,
  type SeriesAnalyticsListResponse,
  type SeriesAnalyticsResponse,
  type seriesAnalyticsListQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import { notFound } from '../../http/http-error';
import { analyticsCursor } from './analytics-cursor';
import type { AnalyticsRepository, StatsRow } from './analytics.repository';

const EMPTY: EngagementStats = {
  views: 0,
  unique_viewers: 0,
  avg_watch_seconds: 0,
  completion_rate: 0,
  dropoff: Array.from({ length: ANALYTICS.dropoffPoints }, () => 0),
};

// four decimals: enough for a chart, and sums of floats do not show 0.30000000000000004
const tidy = (value: number) => Math.round(Number(value) * 10_000) / 10_000;

const toStats = (row: StatsRow | undefined | null): EngagementStats =>
  row
    ? {
        views: Number(row.views),
        unique_viewers: Number(row.uniqueViewers),
        avg_watch_seconds: tidy(row.avgWatchSeconds),
        completion_rate: tidy(row.completionRate),
        dropoff: Array.from({ length: ANALYTICS.dropoffPoints }, (_, i) =>
          tidy(row[`dropoff${i}`] ?? 0),
        ),
      }
    : EMPTY;

/** Creator analytics for editors: figures per series and per episode (contract analytics.ts). */
export class AnalyticsService {
  constructor(private readonly repository: AnalyticsRepository) {}

  /** A page of series by title, each with its figures (computed for this page's series only). */
  async list(
    query: z.output<typeof seriesAnalyticsListQuerySchema>,
  ): Promise<SeriesAnalyticsListResponse> {
    const after = query.cursor === undefined ? null : analyticsCursor.decode(query.cursor);
    // one more than the page: whether another page follows, without counting the catalogue
    const rows = await this.repository.seriesPage(after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const figures = await this.repository.pageFigures(page.map((s) => s.id));
    const bySeries = new Map(figures.map((row) => [row.seriesId, row]));
    const last = page.at(-1);
    return {
      series: page.map((s) => {
        const row = bySeries.get(s.id);
        return {
          series_id: s.id,
          title: s.title,
          episodes_count: Number(row?.episodesCount ?? 0),
          ...toStats(row?.watched ? row : null),
        };
      }),
      next_cursor: rows.length > query.limit && last ? analyticsCursor.encode(last) : null,
    };
  }

  async ofSeries(id: string): Promise<SeriesAnalyticsResponse> {
    const found = await this.repository.seriesById(id);
    if (!found) throw notFound(CATALOGUE_TEXTS.detail.notFound);
    const [episodes, stats] = await Promise.all([
      this.repository.episodesOf(id),
      this.repository.statsOfSeries(id),
    ]);
    const total = stats.find((row) => row.episodeId === null);
    const byEpisode = new Map(stats.map((row) => [row.episodeId, row]));
    return {
      series: {
        series_id: found.id,
        title: found.title,
        episodes_count: episodes.length,
        ...toStats(total),
      },
      episodes: episodes.map((e) => ({
        episode_id: e.episodeId,
        episode_number: e.episodeNumber,
        title: e.title,
        duration: tidy(e.duration),
        ...toStats(byEpisode.get(e.episodeId)),
      })),
    };
  }
}
