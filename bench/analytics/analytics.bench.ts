// `npm run bench -- analytics`: creator analytics over 1M watch events, read from the per-viewer
// rollup, against the same figures computed from the raw events.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ANALYTICS } from '@app/contract';
import { AnalyticsRepository } from '../../apps/server/src/modules/analytics/analytics.repository';
import { AnalyticsService } from '../../apps/server/src/modules/analytics/analytics.service';
import { MetricsRepository } from '../../apps/server/src/modules/metrics/metrics.repository';
import { forEachBenchEngine, medianMs, type BenchEngine } from '../lib/bench-database';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? '1000000');
const SERIES = 50;
const EPISODES = 3;
const VIEWERS = 50_000;
/** Events per (viewer, episode) view: a start, progress, and a pause or completion. */
const EVENTS_PER_VIEW = 10;

const log = progressLog('analytics');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

/** Catalogue and events generated inside the database: seconds, not minutes, for 1M rows. */
const load = async ({ database }: BenchEngine) => {
  const { db } = database;
  await db.execute(sql`
    insert into series (id, title, director, language, year, status)
    select 'bench-series-' || s, 'Bench Series ' || s, 'Bench Director', 'English', 2026, 'published'
    from generate_series(0, ${SERIES - 1}) s`);
  await db.execute(sql`
    insert into episodes (series_id, episode_number, title, duration)
    select 'bench-series-' || s, e, 'Episode ' || e, 40
    from generate_series(0, ${SERIES - 1}) s, generate_series(1, ${EPISODES}) e`);
  await db.execute(sql`
    insert into watch_events (event_id, viewer_id, series_id, episode_id, episode_number,
      event_type, "current_time", episode_duration, platform, session_id, client_timestamp)
    select gen_random_uuid(), 'viewer-' || (v % ${VIEWERS}), 'bench-series-' || ((v * 7) % ${SERIES}),
      ep.id::text, ep.episode_number,
      case when k = 0 then 'video_start' when k = ${EVENTS_PER_VIEW - 1} and v % 3 = 0
           then 'video_complete' when k = ${EVENTS_PER_VIEW - 1} then 'video_pause'
           else 'video_progress' end,
      -- views end at different points: a drop-off curve worth drawing
      least(k * 4 * (1 + v % 5) / 5.0, 40), 40, 'pc', 'session-' || v, now()
    from (select g / ${EVENTS_PER_VIEW} as v, g % ${EVENTS_PER_VIEW} as k
          from generate_series(0, ${EVENTS - 1}) g) x
    join episodes ep on ep.series_id = 'bench-series-' || ((v * 7) % ${SERIES})
      and ep.episode_number = 1 + v % ${EPISODES}`);
  await new MetricsRepository(db).rebuildRollups();
  await db.execute(sql`analyze`);
};

/** The detail figures straight from the raw events: what the rollup saves on every read. */
const fromRawEvents = (engine: BenchEngine, seriesId: string) =>
  engine.database.db.execute(sql`
    select episode_id, sum(sessions)::int, count(*)::int, avg(least(pos, 40)),
      avg(case when completed or pos >= 36 then 1.0 else 0.0 end),
      ${sql.join(
        Array.from(
          { length: 10 },
          (_, i) => sql`avg(case when pos + 0.5 >= ${(i + 1) * 4} then 1.0 else 0.0 end)`,
        ),
        sql`, `,
      )}
    from (
      select episode_id, viewer_id, max("current_time") as pos,
        count(*) filter (where event_type = 'video_start') as sessions,
        bool_or(event_type = 'video_complete') as completed
      from watch_events where series_id = ${seriesId} group by episode_id, viewer_id
    ) v group by episode_id`);

await forEachBenchEngine(
  'analytics',
  async (engine) => {
    log(`${engine.name}: loading ${EVENTS.toLocaleString('en')} events…`);
    const started = performance.now();
    await load(engine);
    const counted = await engine.database.db.execute(
      sql`select (select count(*) from watch_events)::int as events,
                 (select count(*) from viewer_episode_stats)::int as pairs`,
    );
    const { events, pairs } = (counted as unknown as { rows: { events: number; pairs: number }[] })
      .rows[0]!;
    notes.push(
      `${engine.name}: ${events.toLocaleString('en')} events of ${VIEWERS.toLocaleString('en')} ` +
        `viewers over ${SERIES} series × ${EPISODES} episodes → ${pairs.toLocaleString('en')} ` +
        `rollup rows; loaded and rolled up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const service = new AnalyticsService(new AnalyticsRepository(engine.database.db));
    const detail = await medianMs(() => service.ofSeries('bench-series-7'), 15);
    const raw = await medianMs(() => fromRawEvents(engine, 'bench-series-7'), 5, 1);
    // one page of the studio list holds all of them
    const list = await medianMs(() => service.list({ limit: ANALYTICS.listPage.max }), 7, 1);
    log(
      `${engine.name}: series detail ${detail.toFixed(1)} ms (raw events ${raw.toFixed(1)} ms), list ${list.toFixed(1)} ms`,
    );
    rows.push({
      measure: `analytics of one series at ${(EVENTS / 1e6).toLocaleString('en')}M events (${engine.name})`,
      figure: round(detail, 1),
      unit: 'ms',
      reference: { name: 'same figures from the raw events', value: round(raw, 1), unit: 'ms' },
      ratio: round(ratioOf(detail, raw)),
      target: 'info (lower is better)',
      pass: null,
    });
    rows.push({
      measure: `analytics list page of all ${SERIES} series at ${(EVENTS / 1e6).toLocaleString('en')}M events (${engine.name})`,
      figure: round(list, 1),
      unit: 'ms',
      reference: { name: 'one series (rollup)', value: round(detail, 1), unit: 'ms' },
      ratio: round(ratioOf(list, detail)),
      target: 'info',
      pass: null,
    });
  },
  notes,
);

notes.push(
  'Reads go to viewer_episode_stats (one row per viewer and episode, upserted by the ingest ' +
    'statement), so they cost O(viewers); the reference groups the raw events per viewer first.',
);
await reportResult({
  bench: 'analytics',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
