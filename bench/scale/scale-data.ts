import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database';
import { MetricsRepository } from '../../apps/server/src/modules/metrics/metrics.repository';
import { benchEpisodeIdSql, insertBulkCatalogue } from '../api/bulk-catalogue';

/** The series whose comments are paged: it holds every generated comment. */
export const COMMENTED_SERIES = 'bench-2';
/** The series whose analytics are read: the same viewers and events at every size. */
export const ANALYSED_SERIES = 'bench-1';
const ANALYSED_VIEWERS = 200;
const EVENTS_PER_VIEW = 10;
const USERS = 1_000;
// statements of at most this many rows: progress to watch, and no single huge transaction
const CHUNK = 1_000_000;
/** The tables the measured reads use. */
const READ_TABLES = [
  'series',
  'episodes',
  'media_assets',
  'lists',
  'list_memberships',
  'users',
  'comments',
  'comment_stats',
  'viewer_episode_stats',
];

/**
 * What a catalogue of `series` series of `episodes` episodes holds: 10 comments and 100 watch
 * events per series (at 1M series: 10M and 100M), scaled down alike.
 */
export type ScaleSize = { series: number; episodes: number; comments: number; events: number };
export const scaleSize = (series: number, episodes: number): ScaleSize => ({
  series,
  episodes,
  comments: series * 10,
  events: series * 100,
});

export type LoadSeconds = Record<'catalogue' | 'comments' | 'events' | 'rollup', number>;

/**
 * The g-th row's id: ordered, so rows append at the end of the primary key's index, and with
 * a random uuid's version and variant digits, as the contract's ids (paging cursors) have.
 */
const orderedUuid = (g: SQL) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex(${g}), 12, '0'))::uuid`;

const timed = async (work: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

/**
 * One series' comments: four in five top-level threads a second apart, a quarter of them with
 * one reply, its totals row. Foreign keys hold by construction, so their triggers are off.
 */
const insertComments = async (db: Db, total: number): Promise<void> => {
  const threads = Math.ceil(total * 0.8);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into users (id, username, role, email_verified)
      select ${orderedUuid(sql`u`)}, 'scale-user-' || u, 'viewer', true
      from generate_series(1, ${USERS}::int) u`);
    for (let from = 1; from <= threads; from += CHUNK) {
      const to = Math.min(threads, from + CHUNK - 1);
      await tx.execute(sql`
        insert into comments (id, series_id, user_id, content, platform, likes_count,
                              reply_count, created_at)
        select ${orderedUuid(sql`g`)}, ${COMMENTED_SERIES}, ${orderedUuid(sql`1 + g % ${USERS}`)},
               'comment ' || g || ' ' || repeat('lorem ipsum ', 1 + g % 8), 'pc', g % 7,
               case when g % 4 = 0 then 1 else 0 end,
               timestamptz '2026-01-01' + g * interval '1 second'
        from generate_series(${from}::int, ${to}::int) g`);
      await tx.execute(sql`
        insert into comments (id, series_id, user_id, parent_id, content, platform, created_at)
        select ${orderedUuid(sql`${threads}::int + g`)}, ${COMMENTED_SERIES},
               ${orderedUuid(sql`1 + (g + 1) % ${USERS}`)}, ${orderedUuid(sql`g`)}, 'reply ' || g,
               'mobile', timestamptz '2026-01-01' + g * interval '1 second' + interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g where g % 4 = 0`);
    }
    await tx.execute(sql`
      insert into comment_stats (series_id, total_comments, total_likes)
      select series_id, count(*), sum(likes_count) from comments group by series_id`);
  });
};

/**
 * Watch events of viewers who each watch one episode (a start, progress, then a pause or a
 * completion): the first ANALYSED_VIEWERS watch ANALYSED_SERIES, the others the rest of the
 * catalogue, spread evenly. The rollup is then built from them as the data layer rebuilds it.
 */
const insertEvents = async (db: Db, { series, episodes, events }: ScaleSize): Promise<void> => {
  const last = EVENTS_PER_VIEW - 1;
  for (let from = 0; from < events; from += CHUNK) {
    const to = Math.min(events, from + CHUNK) - 1;
    await db.execute(sql`
      insert into watch_events (event_id, viewer_id, series_id, episode_id, episode_number,
        event_type, "current_time", episode_duration, platform, session_id, client_timestamp)
      select ${orderedUuid(sql`g`)}, 'viewer-' || v, 'bench-' || s,
             ${benchEpisodeIdSql(sql`s`, sql`n`)}::text, n,
             case when k = 0 then 'video_start' when k = ${last} and v % 3 = 0 then 'video_complete'
                  when k = ${last} then 'video_pause' else 'video_progress' end,
             least(k * 4.5 * (1 + v % 5) / 5.0, 45), 45, 'pc', 'session-' || v, now()
      from (select g, v, k,
                   case when v < ${ANALYSED_VIEWERS} then 1 else 2 + v % ${series - 1} end as s,
                   1 + v % ${episodes} as n
            from (select g, g / ${EVENTS_PER_VIEW} as v, g % ${EVENTS_PER_VIEW} as k
                  from generate_series(${from}::bigint, ${to}::bigint) g) x) y`);
  }
};

/**
 * Fills a migrated, empty database with a catalogue of `size.series` series of `size.episodes`,
 * `size.comments` comments on one series and `size.events` watch events, all generated inside
 * the database (INSERT … SELECT generate_series), then VACUUM, ANALYZE and a CHECKPOINT. Returns
 * the seconds of each part.
 */
export const loadScaleData = async (
  db: Db,
  size: ScaleSize,
  log: (message: string) => void,
): Promise<LoadSeconds> => {
  const catalogue = await timed(() =>
    insertBulkCatalogue(db, size.series, {
      episodesPerSeries: size.episodes,
      variedText: true,
    }),
  );
  log(`catalogue in ${catalogue.toFixed(1)} s`);
  const comments = await timed(() => insertComments(db, size.comments));
  log(`comments in ${comments.toFixed(1)} s`);
  const events = await timed(() => insertEvents(db, size));
  log(`events in ${events.toFixed(1)} s`);
  const rollup = await timed(async () => {
    await new MetricsRepository(db).rebuildRollups();
    // what autovacuum does soon after a load: the visibility map lets the reads' index-only
    // scans skip the heap (the raw events are never read: only their statistics)
    await db.execute(sql.raw(`vacuum (analyze) ${READ_TABLES.join(', ')}`));
    await db.execute(sql`analyze watch_events`);
    // the load's pages written out now (tens of GB at 1M series), not by the checkpointer and
    // the kernel while the large size's first measurements run
    await db.execute(sql`checkpoint`);
  });
  log(`rollup, VACUUM, ANALYZE and CHECKPOINT in ${rollup.toFixed(1)} s`);
  return { catalogue, comments, events, rollup };
};
