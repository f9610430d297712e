import { sql, type SQL } from 'drizzle-orm';
import type { SeriesTranslations } from '@app/contract';
import type { Db } from '../../db/database';
import { rowsOf, sqlList } from '../../db/raw-sql';

/** How a generation's ranks are computed (FEED and METRICS in the contract). */
export type RankingRule = {
  /** Rollup rows updated within this many days (of the database's clock) count. */
  windowDays: number;
  /** A viewer-episode counts as completed from this share of the duration on. */
  completionThreshold: number;
  /** Viewer-episodes at the catalogue's mean rate that every series starts with. */
  priorWeight: number;
};

/** Whose started series a page looks at, and as of when. */
export type StartedScope = {
  /** `u:<user id>` and/or `v:<viewer id>` (platform/viewer-identity.ts); empty for nobody. */
  owners: readonly string[];
  /** Positions created after this were started after the feed's first page. */
  before: Date;
};

export type RankedRow = { seriesId: string; rank: number };

export type FeedItemRow = {
  id: string;
  title: string;
  description: string;
  translations: SeriesTranslations;
  year: number;
  language: string;
  genre: string[];
  views: number;
  posterKey: string | null;
  episodesCount: number;
  likes: number;
  episodeId: string;
  episodeNumber: number;
  episodeTitle: string;
  duration: number;
  videoStatus: string | null;
  videoSourceKey: string | null;
  videoMasterKey: string | null;
  videoPosterKey: string | null;
  thumbnailKey: string | null;
  /** What decides whether the opening episode is protected (access-rules.ts). */
  isLocked: boolean;
  freeEpisodes: number | null;
  coinPricePerEpisode: number | null;
};

/** A series is in the feed when it is published and has an episode with a video. */
const playable = (seriesId: SQL) => sql`exists (
  select 1 from episodes e
  where e.series_id = ${seriesId} and e.video_asset_id is not null)`;

/** The series `scope` had started: a watch position older than the feed's first page. */
const startedIds = ({ owners, before }: StartedScope) => sql`(
  select p.series_id from watch_positions p
  where p.owner in (${sqlList(owners)}) and p.created_at <= ${before.toISOString()}::timestamptz)`;

/** Queries of the feed's rankings and items. Only this file knows SQL. */
export class FeedRepository {
  constructor(private readonly db: Db) {}

  /** The database's clock, to the millisecond: position times are the database's too. */
  async now(): Promise<Date> {
    const [row] = rowsOf<{ ms: number }>(
      await this.db.execute(sql`select floor(extract(epoch from now()) * 1000)::float8 as ms`),
    );
    return new Date(row!.ms);
  }

  /** The newest ranking generation kept from `fromGeneration` on; null if there is none. */
  async latestGeneration(fromGeneration: number): Promise<number | null> {
    const [row] = rowsOf<{ generation: string | number | null }>(
      await this.db.execute(
        sql`select max(generation) as generation from feed_generations
            where generation >= ${fromGeneration}::bigint`,
      ),
    );
    return row?.generation == null ? null : Number(row.generation);
  }

  async hasGeneration(generation: number): Promise<boolean> {
    const rows = rowsOf(
      await this.db.execute(
        sql`select 1 from feed_generations where generation = ${generation}::bigint`,
      ),
    );
    return rows.length > 0;
  }

  /**
   * Ranks every playable published series into `generation`, once: the generation row is taken
   * first, so of two instances computing the same generation the second waits for the first
   * to commit and then leaves it alone. Generations before `keepFrom` are dropped.
   */
  async computeGeneration(generation: number, rule: RankingRule, keepFrom: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const taken = rowsOf(
        await tx.execute(sql`
          insert into feed_generations (generation) values (${generation}::bigint)
          on conflict do nothing returning generation`),
      );
      if (taken.length === 0) return;
      // per (viewer, episode) rollup row: completed when the player said so or the furthest
      // position reached the threshold of the catalogue's duration (else the player's)
      await tx.execute(sql`
        with recent as (
          select v.series_id, v.completed, v.max_position::float8 as pos,
                 (case when e.duration > 0 then e.duration else v.duration end)::float8 as dur
          from viewer_episode_stats v
          left join episodes e on e.series_id = v.series_id and e.id::text = v.episode_id
          where v.updated_at >= now() - make_interval(days => ${rule.windowDays}::int)
        ),
        per_series as (
          select series_id, count(*)::float8 as pairs,
                 count(*) filter (where completed
                   or (dur > 0 and pos >= ${rule.completionThreshold} * dur))::float8 as done
          from recent group by series_id
        ),
        prior as (
          select coalesce(sum(done) / nullif(sum(pairs), 0), 0)::float8 as rate from per_series
        ),
        scored as (
          select s.id,
                 (coalesce(p.done, 0) + ${rule.priorWeight} * prior.rate)
                   / (coalesce(p.pairs, 0) + ${rule.priorWeight}) as score
          from series s
          cross join prior
          left join per_series p on p.series_id = s.id
          where s.status = 'published' and ${playable(sql`s.id`)}
        )
        insert into feed_rankings (generation, rank, series_id, score)
        select ${generation}::bigint, row_number() over (order by score desc, id), id, score
        from scored`);
      await tx.execute(sql`delete from feed_generations where generation < ${keepFrom}::bigint`);
    });
  }

  /**
   * The next ranked series of one group, after `afterRank`: the ones `scope` had not started
   * (`started` false) or had. Published series only; `exclude` is the page-1 item.
   */
  async ranked(query: {
    generation: number;
    scope: StartedScope;
    started: boolean;
    afterRank: number;
    exclude: string | null;
    limit: number;
  }): Promise<RankedRow[]> {
    const { generation, scope, started, afterRank, exclude, limit } = query;
    // nobody's history: nothing is started
    if (scope.owners.length === 0 && started) return [];
    const membership =
      scope.owners.length === 0
        ? sql`true`
        : started
          ? sql`r.series_id in ${startedIds(scope)}`
          : sql`r.series_id not in ${startedIds(scope)}`;
    return rowsOf<RankedRow>(
      await this.db.execute(sql`
        select r.series_id as "seriesId", r.rank
        from feed_rankings r
        join series s on s.id = r.series_id and s.status = 'published'
        where r.generation = ${generation}::bigint and r.rank > ${afterRank}
          and ${membership}
          ${exclude === null ? sql`` : sql`and r.series_id <> ${exclude}`}
        order by r.rank
        limit ${limit}`),
    );
  }

  /** Which of `seriesIds` the scope had started. */
  async startedAmong(scope: StartedScope, seriesIds: readonly string[]): Promise<Set<string>> {
    if (scope.owners.length === 0 || seriesIds.length === 0) return new Set();
    const rows = rowsOf<{ seriesId: string }>(
      await this.db.execute(sql`
        select distinct series_id as "seriesId" from ${startedIds(scope)} started
        where series_id in (${sqlList(seriesIds)})`),
    );
    return new Set(rows.map((row) => row.seriesId));
  }

  /**
   * What a feed item shows, for the playable published series among `ids` (in no order): the
   * card's fields, the likes on its comments, and its opening episode (the lowest-numbered one
   * with a video).
   */
  async items(ids: readonly string[]): Promise<FeedItemRow[]> {
    if (ids.length === 0) return [];
    return rowsOf<FeedItemRow>(
      await this.db.execute(sql`
        select s.id, s.title, s.description, s.translations, s.year, s.language, s.genre,
               s.views::float8 as views, pa.source_key as "posterKey",
               (select count(*) from episodes c where c.series_id = s.id)::int as "episodesCount",
               coalesce(cs.total_likes, 0)::int as likes,
               fe.id::text as "episodeId", fe.episode_number as "episodeNumber",
               fe.title as "episodeTitle", fe.duration::float8 as duration,
               va.status as "videoStatus", va.source_key as "videoSourceKey",
               va.hls_master_key as "videoMasterKey", va.poster_key as "videoPosterKey",
               ta.source_key as "thumbnailKey", fe.is_locked as "isLocked",
               s.free_episodes as "freeEpisodes", s.coin_price_per_episode as "coinPricePerEpisode"
        from series s
        join lateral (
          select e.* from episodes e
          where e.series_id = s.id and e.video_asset_id is not null
          order by e.episode_number limit 1
        ) fe on true
        left join media_assets pa on pa.id = s.poster_asset_id
        left join media_assets va on va.id = fe.video_asset_id
        left join media_assets ta on ta.id = fe.thumbnail_asset_id
        left join comment_stats cs on cs.series_id = s.id
        where s.id in (${sqlList(ids)}) and s.status = 'published'`),
    );
  }
}
