import { eq, sql } from 'drizzle-orm';
import type { UserEvent, WatchEvent } from '@app/contract';
import type { Db } from '../../db/database';
import { episodes, series } from '../../db/schema';
import type { PublishedEpisode } from './known-episodes';
import { PreparedStatement } from './prepared-statement';
import {
  ANONYMOUS_VIEWER_PREFIX,
  USER_OWNER_PREFIX,
  VIEWER_OWNER_PREFIX,
} from '../../platform/viewer-identity';

/** A watch event ready to store: its key and viewer filled in (metrics.service.ts). */
export type StoredWatchEvent = WatchEvent & { event_id: string; viewer_id: string };
export type StoredUserEvent = UserEvent & { event_id: string };

/** A request's watch events and the user who sent them (null: no bearer). */
export type WatchEventGroup = { events: StoredWatchEvent[]; userId: string | null };

/** Events whose position is worth resuming from (video_start is always at 0). */
const POSITION_EVENTS = ['video_progress', 'video_pause', 'video_stop', 'video_complete'] as const;

const DEADLOCK = '40P01';
const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;

/**
 * The most rows written through the prepared ingest statement; larger groups are planned on
 * their own. Measured on PGlite in one process: at 30 and 100 rows the prepared statement costs
 * a third to a half of the CPU per event; at 2,000 rows 1.2–1.4× more (its generic plan, and a
 * quoted literal of half a megabyte). 200: what 20 players' batches of 10 gather.
 */
const PREPARED_MAX_ROWS = 200;

/** An SQL string literal of a constant (the statement below holds no other). */
const constant = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Stores a group's watch events, their rollups and positions, in one statement (see
 * insertWatchEventGroups). $1: the events as a JSON array; q is the group of an event.
 */
const INGEST_WATCH = `
  with source as materialized (
    select * from json_to_recordset($1::json) as r(q int, i uuid,
      u uuid, v text, s text, e text, n int, t text, c real, d real, p text, x text,
      ts float8)
  ),
  inserted as (
    insert into watch_events (event_id, user_id, viewer_id, series_id, episode_id,
      episode_number, event_type, "current_time", episode_duration, platform, session_id,
      client_timestamp)
    select i, u, v, s, e, n, t, c, d, p, x, to_timestamp(ts / 1000.0)
    from source
    on conflict (event_id) do nothing
    returning event_id, user_id, viewer_id, series_id, episode_id, episode_number,
      event_type, "current_time", episode_duration, client_timestamp
  ),
  fresh as (
    select *,
      case when user_id is not null then ${constant(USER_OWNER_PREFIX)}::text || user_id
           else ${constant(VIEWER_OWNER_PREFIX)}::text || viewer_id end as owner
    from inserted
  ),
  rollup as (
    insert into viewer_episode_stats as s (series_id, episode_id, owner, sessions,
      max_position, duration, completed, updated_at)
    select series_id, episode_id, owner,
      count(*) filter (where event_type = 'video_start'),
      max("current_time"), max(episode_duration),
      bool_or(event_type = 'video_complete'), now()
    from fresh
    group by series_id, episode_id, owner
    order by series_id, episode_id, owner
    on conflict (series_id, episode_id, owner) do update set
      sessions = s.sessions + excluded.sessions,
      max_position = greatest(s.max_position, excluded.max_position),
      duration = greatest(s.duration, excluded.duration),
      completed = s.completed or excluded.completed,
      updated_at = excluded.updated_at
  ),
  latest as (
    select distinct on (owner, series_id) owner, series_id, episode_id, episode_number,
      "current_time", episode_duration, client_timestamp
    from fresh
    where event_type in (${POSITION_EVENTS.map(constant).join(', ')})
      -- an event filed without a viewer id has nobody to resume for
      and (user_id is not null or viewer_id not like ${constant(ANONYMOUS_VIEWER_PREFIX + '%')})
    order by owner, series_id, client_timestamp desc, "current_time" desc
  ),
  positions as (
    insert into watch_positions as p (owner, series_id, episode_id, episode_number,
      position, duration, client_timestamp, updated_at)
    select owner, series_id, episode_id, episode_number, "current_time", episode_duration,
      client_timestamp, now()
    from latest
    order by owner, series_id
    on conflict (owner, series_id) do update set
      episode_id = excluded.episode_id,
      episode_number = excluded.episode_number,
      position = excluded.position,
      duration = excluded.duration,
      client_timestamp = excluded.client_timestamp,
      updated_at = excluded.updated_at
    -- a late retry of an older batch must not move the viewer back
    where p.client_timestamp <= excluded.client_timestamp
  )
  select source.q, count(*)::int as inserted
  from inserted join source on source.i = inserted.event_id
  group by source.q`;

/** Raw metrics in, rollups and positions updated: all in one statement per batch. */
export class MetricsRepository {
  /** The watch-event ingest statement, parsed and planned once (prepared-statement.ts). */
  private readonly ingestWatch: PreparedStatement;

  constructor(private readonly db: Db) {
    this.ingestWatch = new PreparedStatement(db, 'metrics_ingest_watch', INGEST_WATCH, 'json');
  }

  /**
   * Stores the watch events of several requests (group commit, metrics.service.ts) and returns
   * how many of each group's events were new. One statement, so one implicit transaction: the
   * events, the per-viewer rollups and the continue-watching positions commit together, before
   * any of the callers answers. ON CONFLICT (event_id) DO NOTHING drops retries; only new events
   * reach the rollups, so a retried batch counts once. An event_id a group repeats from an
   * earlier group of the same statement counts as that group's duplicate. Rows are upserted in
   * key order, so concurrent statements lock in the same order (no deadlocks).
   */
  async insertWatchEventGroups(groups: WatchEventGroup[]): Promise<number[]> {
    // short keys, epoch ms and json (not jsonb): measured cheaper for PostgreSQL to take apart,
    // and this runs at tens of thousands of events/s. q: the group, to count what each stored
    const seen = new Set<string>();
    const rows: Record<string, unknown>[] = [];
    groups.forEach(({ events, userId }, q) => {
      for (const e of events) {
        if (seen.has(e.event_id)) continue;
        seen.add(e.event_id);
        rows.push({
          q,
          i: e.event_id,
          u: userId,
          v: e.viewer_id,
          s: e.series_id,
          e: e.episode_id,
          n: e.episode_number ?? null,
          t: e.event_type,
          c: e.current_time,
          d: e.episode_duration,
          p: e.platform,
          x: e.session_id,
          ts: e.timestamp.getTime(),
        });
      }
    });
    if (rows.length === 0) return groups.map(() => 0);
    for (let attempt = 1; ; attempt++) {
      try {
        const counts = groups.map(() => 0);
        const parameter = JSON.stringify(rows);
        const answer =
          rows.length <= PREPARED_MAX_ROWS
            ? await this.ingestWatch.run(parameter)
            : await this.ingestWatch.runUnprepared(parameter);
        for (const row of answer) counts[row.q as number] = row.inserted as number;
        return counts;
      } catch (error) {
        // PostgreSQL breaks a lock cycle by failing one statement; it wrote nothing: run it again
        if (!isDeadlock(error) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * Recomputes the analytics rollup from the raw events, in one transaction: for events loaded
   * in bulk (benchmarks, imports), or should the rollup ever be doubted.
   */
  async rebuildRollups(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from viewer_episode_stats`);
      await tx.execute(sql`
        insert into viewer_episode_stats (series_id, episode_id, owner, sessions, max_position,
          duration, completed, updated_at)
        select series_id, episode_id,
          case when user_id is not null then ${USER_OWNER_PREFIX}::text || user_id
               else ${VIEWER_OWNER_PREFIX}::text || viewer_id end,
          count(*) filter (where event_type = 'video_start'), max("current_time"),
          max(episode_duration), bool_or(event_type = 'video_complete'), now()
        from watch_events group by 1, 2, 3`);
    });
  }

  /** Every published series with its episodes' ids and numbers (known-episodes.ts). */
  async publishedEpisodes(): Promise<PublishedEpisode[]> {
    return this.db
      .select({
        seriesId: series.id,
        episodeId: episodes.id,
        episodeNumber: episodes.episodeNumber,
      })
      .from(series)
      .leftJoin(episodes, eq(episodes.seriesId, series.id))
      .where(eq(series.status, 'published'));
  }

  /** Stores user events; returns how many were new (event_id dedupes retries). */
  async insertUserEvents(
    events: { event: StoredUserEvent; data: Record<string, unknown> }[],
    userId: string | null,
  ): Promise<number> {
    const rows = events.map(({ event, data }) => ({
      event_id: event.event_id,
      user_id: userId,
      viewer_id: event.viewer_id ?? null,
      platform: event.platform,
      client_timestamp: event.timestamp.toISOString(),
      data,
    }));
    const result = await this.db.execute(sql`
      with inserted as (
        insert into user_events (event_id, user_id, viewer_id, platform, client_timestamp, data)
        select event_id, user_id, viewer_id, platform, client_timestamp, data
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(event_id uuid,
          user_id uuid, viewer_id text, platform text, client_timestamp timestamptz, data jsonb)
        on conflict (event_id) do nothing
        returning event_id
      )
      select count(*)::int as inserted from inserted`);
    return (result as unknown as { rows: { inserted: number }[] }).rows[0]!.inserted;
  }
}
