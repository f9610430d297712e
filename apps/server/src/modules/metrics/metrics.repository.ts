import { eq, sql } from 'drizzle-orm';
import type { UserEvent, WatchEvent } from '@app/contract';
import type { Db } from '../../db/database';
import { episodes, series } from '../../db/schema';
import type { PublishedEpisode } from './known-episodes';
import { PreparedStatement } from './prepared-statement';
import { WatchRollups } from './watch-rollups';

/** A watch event ready to store: its key and viewer filled in (metrics.service.ts). */
export type StoredWatchEvent = WatchEvent & { event_id: string; viewer_id: string };
export type StoredUserEvent = UserEvent & { event_id: string };

/** A request's watch events and the user who sent them (null: no bearer). */
export type WatchEventGroup = { events: StoredWatchEvent[]; userId: string | null };

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

/**
 * Stores a group's watch events in one statement (see insertWatchEventGroups); the rollups and
 * positions follow from these rows (watch-rollups.ts). $1: the events as a JSON array; q is the
 * group of an event.
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
    returning event_id
  )
  select source.q, count(*)::int as inserted
  from inserted join source on source.i = inserted.event_id
  group by source.q`;

/** Raw metrics in: one statement per group of requests; rollups follow (watch-rollups.ts). */
export class MetricsRepository {
  /** The watch-event ingest statement, parsed and planned once (prepared-statement.ts). */
  private readonly ingestWatch: PreparedStatement;

  constructor(private readonly db: Db) {
    this.ingestWatch = new PreparedStatement(db, 'metrics_ingest_watch', INGEST_WATCH, 'json');
  }

  /**
   * Stores the watch events of several requests (group commit, metrics.service.ts) and returns
   * how many of each group's events were new. One statement, so one implicit transaction: the
   * events are durable when it returns, before any of the callers answers. ON CONFLICT (event_id)
   * DO NOTHING drops retries, so a retried batch is stored, and later rolled up, once. An
   * event_id a group repeats from an earlier group of the same statement counts as that group's
   * duplicate.
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

  /** See WatchRollups.rebuildRollups (kept here for the benchmarks' bulk loaders). */
  rebuildRollups(): Promise<void> {
    return new WatchRollups(this.db).rebuildRollups();
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
