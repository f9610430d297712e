import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS, METRICS } from '@app/contract';
import type { Db } from '../../db/database';
import { rowsOf, sqlList } from '../../db/raw-sql';

/** The aggregate figures of a group of (viewer, episode) rollup rows. */
export type StatsRow = {
  views: number;
  uniqueViewers: number;
  avgWatchSeconds: number;
  completionRate: number;
  /** dropoff0 … dropoff10 */
  [point: `dropoff${number}`]: number;
};

/** A series' place in the analytics list. */
export type SeriesKey = { title: string; id: string };

export type PageFiguresRow = StatsRow & {
  seriesId: string;
  episodesCount: number;
  /** Whether the series has any rollup rows: the figures are all zero otherwise. */
  watched: boolean;
};

export type EpisodeRow = {
  episodeId: string;
  episodeNumber: number;
  title: string;
  duration: number;
};

/**
 * Per (viewer, episode): the furthest position and the duration it is measured against, the
 * catalogue's when known, else the longest the players reported.
 */
const viewerRows = (where: SQL) => sql`
  select s.series_id, s.episode_id, s.owner, s.sessions, s.completed,
         s.max_position::float8 as pos,
         (case when e.duration > 0 then e.duration else s.duration end)::float8 as dur
  from viewer_episode_stats s
  left join episodes e on e.series_id = s.series_id and e.id::text = s.episode_id
  where ${where}`;

const POINTS = Array.from({ length: ANALYTICS.dropoffPoints - 1 }, (_, i) => i + 1);

/** Per group of (viewer, episode) rows: sums the figures divide by `pairs`. */
const sums = sql.join(
  [
    sql`coalesce(sum(sessions), 0)::int as views`,
    sql`count(*)::int as pairs`,
    sql`coalesce(sum(least(pos, case when dur > 0 then dur else pos end)), 0)::float8 as watch`,
    sql`count(*) filter (where completed
      or (dur > 0 and pos >= ${METRICS.completionThreshold} * dur))::int as completions`,
    ...POINTS.map(
      (i) => sql`count(*) filter (where dur > 0 and pos + ${ANALYTICS.reachSlackSeconds}
        >= ${i / (ANALYTICS.dropoffPoints - 1)} * dur)::int as ${sql.identifier(`reached${i}`)}`,
    ),
  ],
  sql`, `,
);

/** The contract's engagementStatsSchema figures from the sums of group `g`. */
const figures = (uniqueViewers: SQL) =>
  sql.join(
    [
      sql`g.views as "views"`,
      sql`${uniqueViewers}::int as "uniqueViewers"`,
      sql`coalesce(g.watch / nullif(g.pairs, 0), 0)::float8 as "avgWatchSeconds"`,
      sql`coalesce(g.completions::float8 / nullif(g.pairs, 0), 0) as "completionRate"`,
      sql`(case when g.pairs > 0 then 1 else 0 end)::float8 as "dropoff0"`,
      ...POINTS.map(
        (i) =>
          sql`coalesce(${sql.identifier(`reached${i}`)}::float8 / nullif(g.pairs, 0), 0)
            as ${sql.identifier(`dropoff${i}`)}`,
      ),
    ],
    sql`, `,
  );

/** Reads of the viewer_episode_stats rollup: O(viewers), never O(events). */
export class AnalyticsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Up to `limit` series after `after` in (title, id) order: a walk of series_title_id_idx, so a
   * page costs the same at any catalogue size.
   */
  async seriesPage(after: SeriesKey | null, limit: number): Promise<SeriesKey[]> {
    const from = after ? sql`where (s.title, s.id) > (${after.title}, ${after.id})` : sql``;
    return rowsOf(
      await this.db.execute(sql`
        select s.id, s.title from series s ${from} order by s.title, s.id limit ${limit}`),
    );
  }

  async seriesById(id: string): Promise<{ id: string; title: string } | null> {
    const rows = rowsOf<{ id: string; title: string }>(
      await this.db.execute(sql`select id, title from series where id = ${id}`),
    );
    return rows[0] ?? null;
  }

  async episodesOf(seriesId: string): Promise<EpisodeRow[]> {
    return rowsOf(
      await this.db.execute(sql`
        select id::text as "episodeId", episode_number as "episodeNumber", title,
               duration::float8 as duration
        from episodes where series_id = ${seriesId} order by episode_number`),
    );
  }

  /**
   * Each of `seriesIds`' episode count and, when it has any rollup rows (`watched`), its figures,
   * in one statement that reads the series' episodes and rollup rows once each, by index: the
   * cost is the page's, whatever the catalogue's size. Distinct viewers are counted apart, by
   * hashing: COUNT(DISTINCT) beside the sums sorted all rows.
   */
  async pageFigures(seriesIds: string[]): Promise<PageFiguresRow[]> {
    if (seriesIds.length === 0) return [];
    const ids = sql`(${sqlList(seriesIds)})`;
    return rowsOf(
      await this.db.execute(sql`
        with e as materialized (
          select series_id, id::text as episode_id, duration from episodes
          where series_id in ${ids}
        ),
        r as materialized (
          select s.series_id, s.owner, s.sessions, s.completed, s.max_position::float8 as pos,
                 (case when e.duration > 0 then e.duration else s.duration end)::float8 as dur
          from viewer_episode_stats s
          left join e on e.series_id = s.series_id and e.episode_id = s.episode_id
          where s.series_id in ${ids}
        ),
        g as (select series_id, ${sums} from r group by series_id),
        v as (
          select series_id, count(*) as n
          from (select distinct series_id, owner from r) d
          group by series_id
        ),
        c as (select series_id, count(*) as n from e group by series_id)
        select coalesce(g.series_id, c.series_id) as "seriesId",
               coalesce(c.n, 0)::int as "episodesCount",
               g.series_id is not null as "watched",
               ${figures(sql`coalesce(v.n, 0)`)}
        from g full join c on c.series_id = g.series_id
        left join v on v.series_id = g.series_id`),
    );
  }

  /**
   * One series' figures per episode, and for the whole series (episodeId null), in one query:
   * on PGlite, planning a query costs more than running it over a series' rollup rows.
   */
  async statsOfSeries(seriesId: string): Promise<(StatsRow & { episodeId: string | null })[]> {
    return rowsOf(
      await this.db.execute(sql`
        select g.episode_id as "episodeId", ${figures(sql`g.viewers`)}
        from (
          select episode_id, ${sums}, count(distinct owner) as viewers
          from (${viewerRows(sql`s.series_id = ${seriesId}`)}) r
          group by grouping sets ((episode_id), ())
        ) g`),
    );
  }
}
