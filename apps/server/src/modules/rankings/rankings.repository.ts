import { eq, sql, type SQL } from 'drizzle-orm';
import type { RankingKind } from '@app/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-sql';
import { rankingSnapshots, type RankedEntry } from '../../db/schema';

export type { RankedEntry };

/** How the rankings are computed (RANKINGS, FEED and METRICS in the contract). */
export type RankingRule = {
  size: number;
  trendingWindowDays: number;
  trendingPriorViews: number;
  newWindowDays: number;
  /** Most finished: the feed's window, threshold and smoothing (feed.repository.ts). */
  finishedWindowDays: number;
  completionThreshold: number;
  priorWeight: number;
};

export type RankedSeries = { seriesId: string; rank: number };

/** A kind's computed top as stored; `catalogueChanged`: the catalogue changed since. */
export type StoredRanking = {
  computedAt: Date;
  entries: RankedEntry[];
  catalogueChanged: boolean;
};

const days = (count: number) => sql`make_interval(days => ${count}::int)`;

/**
 * Views of each series in the `windowDays` ending at `end`: viewer-episode rollup rows last
 * updated then (a viewer who came back later counts in the later window only).
 */
const viewsIn = (end: SQL, windowDays: number) => sql`(
  select v.series_id, count(*)::float8 as views
  from viewer_episode_stats v
  where v.updated_at > ${end} - ${days(windowDays)} and v.updated_at <= ${end}
  group by v.series_id)`;

/**
 * The rankings' queries. Each reads the rollups and the series once, whatever asks: the service
 * runs them in the background every few minutes, never per request. Each kind's last result is
 * stored, for the processes that start later.
 */
export class RankingsRepository {
  constructor(private readonly db: Db) {}

  /** The last stored top of `kind`, whichever instance computed it; null if none ever was. */
  async stored(kind: RankingKind): Promise<StoredRanking | null> {
    const [row] = await this.db
      .select()
      .from(rankingSnapshots)
      .where(eq(rankingSnapshots.kind, kind));
    if (!row) return null;
    return {
      computedAt: row.computedAt,
      entries: row.entries,
      catalogueChanged: row.catalogueChangedAt !== null,
    };
  }

  /**
   * Stores `ranking` as the last top of `kind`, begun at `startedAt`, unless another instance
   * stored a newer one meanwhile.
   */
  async store(kind: RankingKind, ranking: StoredRanking, startedAt: Date): Promise<void> {
    const existing = rankingSnapshots.catalogueChangedAt;
    await this.db
      .insert(rankingSnapshots)
      .values({
        kind,
        computedAt: ranking.computedAt,
        entries: ranking.entries,
        catalogueChangedAt: ranking.catalogueChanged ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: rankingSnapshots.kind,
        set: {
          computedAt: sql`excluded.computed_at`,
          entries: sql`excluded.entries`,
          // a change another instance marked after this computation began still stands; at
          // the process clock's millisecond, or the mark this computation waited for, made in
          // the same millisecond, would stand too and outdate it at once
          catalogueChangedAt: sql`coalesce(excluded.catalogue_changed_at,
            case when date_trunc('milliseconds', ${existing}) > ${startedAt.toISOString()}::timestamptz
            then ${existing} end)`,
        },
        setWhere: sql`${rankingSnapshots.computedAt} < excluded.computed_at`,
      });
  }

  /** The catalogue changed: every stored top may show what is gone or miss what is new. */
  async markCatalogueChanged(): Promise<void> {
    await this.db.update(rankingSnapshots).set({ catalogueChangedAt: sql`now()` });
  }

  /** The top `rule.size` of `kind` over windows ending `offsetDays` before now. */
  async top(kind: RankingKind, rule: RankingRule, offsetDays: number): Promise<RankedSeries[]> {
    const end = sql`(now() - ${days(offsetDays)})`;
    const query = {
      trending: () => this.trending(end, rule),
      finished: () => this.finished(end, rule),
      new: () =>
        this.byRecentViews(
          end,
          rule,
          sql`s.created_at > ${end} - ${days(rule.newWindowDays)} and s.created_at <= ${end}`,
        ),
      completed: () => this.byRecentViews(end, rule, sql`s.release_status = 'completed'`),
    }[kind];
    return rowsOf<RankedSeries>(await this.db.execute(query()));
  }

  /** Growth of views, smoothed; only series viewed in the recent window. */
  private trending(end: SQL, rule: RankingRule): SQL {
    const span = rule.trendingWindowDays;
    const prior = rule.trendingPriorViews;
    return sql`
      with counts as (
        select v.series_id,
               count(*) filter (where v.updated_at > ${end} - ${days(span)})::float8 as recent,
               count(*) filter (where v.updated_at <= ${end} - ${days(span)})::float8 as before
        from viewer_episode_stats v
        where v.updated_at > ${end} - ${days(2 * span)} and v.updated_at <= ${end}
        group by v.series_id
      )
      select s.id as "seriesId",
             row_number() over (order by (c.recent + ${prior}::float8) / (c.before + ${prior}::float8) desc,
                                c.recent desc, s.id)::int as rank
      from counts c join series s on s.id = c.series_id and s.status = 'published'
      where c.recent > 0
      order by rank
      limit ${rule.size}`;
  }

  /**
   * The feed's smoothed completion rate (feed.repository.ts computeGeneration), over series
   * someone watched in the window.
   */
  private finished(end: SQL, rule: RankingRule): SQL {
    return sql`
      with recent as (
        select v.series_id, v.completed, v.max_position::float8 as pos,
               (case when e.duration > 0 then e.duration else v.duration end)::float8 as dur
        from viewer_episode_stats v
        left join episodes e on e.series_id = v.series_id and e.id::text = v.episode_id
        where v.updated_at > ${end} - ${days(rule.finishedWindowDays)} and v.updated_at <= ${end}
      ),
      per_series as (
        select series_id, count(*)::float8 as pairs,
               count(*) filter (where completed
                 or (dur > 0 and pos >= ${rule.completionThreshold} * dur))::float8 as done
        from recent group by series_id
      ),
      prior as (
        select coalesce(sum(done) / nullif(sum(pairs), 0), 0)::float8 as rate from per_series
      )
      select s.id as "seriesId",
             row_number() over (order by
               (p.done + ${rule.priorWeight} * prior.rate) / (p.pairs + ${rule.priorWeight}) desc,
               p.pairs desc, s.id)::int as rank
      from per_series p
      cross join prior
      join series s on s.id = p.series_id and s.status = 'published'
      order by rank
      limit ${rule.size}`;
  }

  /** Published series matching `where`, by views in the trending window, then all-time views. */
  private byRecentViews(end: SQL, rule: RankingRule, where: SQL): SQL {
    return sql`
      select s.id as "seriesId",
             row_number() over (order by coalesce(r.views, 0) desc, s.views desc, s.id)::int as rank
      from series s
      left join ${viewsIn(end, rule.trendingWindowDays)} r on r.series_id = s.id
      where s.status = 'published' and ${where}
      order by rank
      limit ${rule.size}`;
  }
}
