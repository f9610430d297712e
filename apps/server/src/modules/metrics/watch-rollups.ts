import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { PreparedStatement } from './prepared-statement';
import {
  ANONYMOUS_VIEWER_PREFIX,
  USER_OWNER_PREFIX,
  VIEWER_OWNER_PREFIX,
} from '../../platform/viewer-identity';

/** Events whose position is worth resuming from (video_start is always at 0). */
const POSITION_EVENTS = ['video_progress', 'video_pause', 'video_stop', 'video_complete'] as const;

/** An SQL string literal of a constant (the statements below hold no other). */
const constant = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Who an event counts for: the signed-in user, else the viewer id. */
const OWNER = `case when w.user_id is not null then ${constant(USER_OWNER_PREFIX)}::text || w.user_id
  else ${constant(VIEWER_OWNER_PREFIX)}::text || w.viewer_id end`;

/**
 * The oldest transaction still running anywhere on the server: every transaction with a smaller
 * id has ended, so its events, if it committed, are visible to this statement (pg_snapshot_xmin
 * of the statement's own snapshot) and no later transaction can add any below it.
 */
const HORIZON = `pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/**
 * Rolls up the next events after the cursor, whole transactions at a time, about `maxRows`:
 * the per-viewer analytics rollup and the continue-watching positions, and moves the cursor, in
 * one statement (one transaction), so a crash leaves either all of it or none. The cursor row is
 * locked first: instances rolling up over one database take turns, and the second reads the
 * cursor the first left (READ COMMITTED re-reads a row it waited for). Rows are upserted in key
 * order, so concurrent statements lock in the same order.
 */
const DRAIN = `
  with cursor as (
    select last_xid, ${HORIZON} as horizon from watch_event_drain where id = 1 for update
  ),
  upto as (
    -- the next rows in index order, then those below the horizon (they come first): the
    -- horizon is not an index bound here, so the scan stops after $1 rows however many wait
    -- (the cursor as scalar subqueries: bounds of the index scan, not filters after it)
    select max(b.xid) as xid from (
      select w.xid from watch_events w
      where w.xid > (select last_xid from cursor)
      order by w.xid limit $1::int
    ) b
    where b.xid < (select horizon from cursor)
  ),
  fresh as materialized (
    select w.series_id, w.episode_id, w.episode_number, w.event_type, w."current_time",
      w.episode_duration, w.client_timestamp, w.received_at, w.user_id, w.viewer_id,
      ${OWNER} as owner
    from watch_events w
    where w.xid > (select last_xid from cursor) and w.xid <= (select xid from upto)
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
      "current_time", episode_duration, client_timestamp, received_at
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
      client_timestamp, received_at
    from latest
    order by owner, series_id
    on conflict (owner, series_id) do update set
      episode_id = excluded.episode_id,
      episode_number = excluded.episode_number,
      position = excluded.position,
      duration = excluded.duration,
      client_timestamp = excluded.client_timestamp,
      updated_at = excluded.updated_at
    -- an older event (a late retry, or one rolled up after a newer one) must not move it back
    where p.client_timestamp <= excluded.client_timestamp
  ),
  moved as (
    update watch_event_drain d set last_xid = upto.xid, updated_at = now()
    from upto where d.id = 1 and upto.xid is not null
  )
  select count(*)::int as events from fresh`;

/**
 * The resume positions of `owners` among events acknowledged but not rolled up yet, in
 * watch_positions' columns (`updated_at` is when the event arrived, as the rollup writes it). A
 * read of positions takes these beside watch_positions, so a viewer who pauses and reloads at
 * once resumes where they paused, however far behind the rollups run. Only the events after the
 * cursor are read (watch_events_xid_idx): the rollups' lag, not the table.
 */
export const pendingPositions = (owners: readonly string[], seriesId: string | null): SQL => sql`
  select w.series_id, w.episode_id, w.episode_number, w."current_time" as position,
    w.episode_duration as duration, w.client_timestamp, w.received_at as updated_at
  from watch_events w
  where w.xid is not null
    and w.xid > (select last_xid from watch_event_drain where id = 1)
    and w.event_type in (${sql.raw(POSITION_EVENTS.map(constant).join(', '))})
    and (w.user_id is not null or w.viewer_id not like ${ANONYMOUS_VIEWER_PREFIX + '%'})
    and ${sql.raw(OWNER)} in (${sql.join(
      owners.map((owner) => sql`${owner}`),
      sql`, `,
    )})
    ${seriesId === null ? sql`` : sql`and w.series_id = ${seriesId}`}`;

const DEADLOCK = '40P01';
const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;

type Rows<R> = { rows: R[] };

/**
 * The rollups of watch events, updated from the raw rows after the events are acknowledged
 * (docs/product/metrics.md#rollups): a cursor over the storing transactions' ids, moved in the
 * statement that applies the events, so each event is rolled up exactly once, whatever crashes.
 */
export class WatchRollups {
  /** Parsed and planned once: planning it took PGlite about as long as running it. */
  private readonly drainStatement: PreparedStatement;

  constructor(private readonly db: Db) {
    this.drainStatement = new PreparedStatement(db, 'metrics_drain_watch', DRAIN, 'text');
  }

  private async rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
    return ((await this.db.execute(query)) as unknown as Rows<R>).rows;
  }

  /**
   * Rolls up the next events of finished transactions, about `maxRows` (a transaction is never
   * split); answers how many it took: 0 when none is waiting or the ones waiting belong to
   * transactions still running.
   */
  async drain(maxRows: number): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        const [row] = await this.drainStatement.run(String(Math.max(1, Math.floor(maxRows))));
        return Number(row?.events ?? 0);
      } catch (error) {
        // PostgreSQL breaks a lock cycle by failing one statement; it wrote nothing: run it again
        if (!isDeadlock(error) || attempt >= 3) throw error;
      }
    }
  }

  /** The newest storing transaction among the events stored so far (null: none to roll up). */
  async newest(): Promise<number | null> {
    const [row] = await this.rows<{ xid: string | number | null }>(
      sql`select max(xid) as xid from watch_events where xid is not null`,
    );
    return row?.xid == null ? null : Number(row.xid);
  }

  /** Whether the rollups hold every event up to transaction `xid`. */
  async reached(xid: number): Promise<boolean> {
    const [row] = await this.rows<{ last: string | number }>(
      sql`select last_xid as last from watch_event_drain where id = 1`,
    );
    return row !== undefined && Number(row.last) >= xid;
  }

  /** Events stored but not rolled up yet (a gauge for /metrics and the benchmark). */
  async backlog(): Promise<number> {
    const [row] = await this.rows<{ n: number }>(sql`
      select count(*)::int as n from watch_events w, watch_event_drain d
      where d.id = 1 and w.xid > d.last_xid`);
    return row?.n ?? 0;
  }

  /**
   * Recomputes the analytics rollup from the raw events, in one transaction: for events loaded
   * in bulk (benchmarks, imports), or should the rollup ever be doubted. The events of finished
   * transactions are counted here and the cursor moves past them; later ones are left to drain().
   */
  async rebuildRollups(): Promise<void> {
    await this.db.transaction(async (tx) => {
      // one snapshot for the statements below, so the horizon is the same in each
      await tx.execute(sql`set transaction isolation level repeatable read`);
      const locked = await tx.execute(
        sql.raw(`select ${HORIZON} as horizon from watch_event_drain where id = 1 for update`),
      );
      const horizon = Number((locked as unknown as Rows<{ horizon: string }>).rows[0]!.horizon);
      await tx.execute(sql`delete from viewer_episode_stats`);
      await tx.execute(sql`
        insert into viewer_episode_stats (series_id, episode_id, owner, sessions, max_position,
          duration, completed, updated_at)
        select series_id, episode_id, ${sql.raw(OWNER)},
          count(*) filter (where event_type = 'video_start'), max("current_time"),
          max(episode_duration), bool_or(event_type = 'video_complete'), now()
        from watch_events w where w.xid is null or w.xid < ${horizon}
        group by 1, 2, 3`);
      await tx.execute(
        sql`update watch_event_drain set last_xid = ${horizon - 1}, updated_at = now() where id = 1`,
      );
    });
  }
}
