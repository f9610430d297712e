import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchEventInput } from '@app/contract';
import { WatchRollups } from '../src/modules/metrics/watch-rollups';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { openTestDatabase, testEngines, warnSkippedEngines, type TestDatabase } from './engines';
import { watchEvent } from './metrics-fixture';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

/**
 * The rollups and positions follow the acknowledged events from the raw rows
 * (docs/product/metrics.md#rollups): after a stop before they ran, exactly once whoever runs
 * them, never ahead of a transaction still running.
 */
describe.each(testEngines())('watch event rollups on %s', (engine) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  /** The app as a process would start it over the same database: a restart. */
  const start = async (rollups: { manual: boolean }) => {
    const t = await buildTestApp(engine, { database, metrics: { rollups } });
    apps.push(t);
    return t;
  };
  const rows = async <R>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;
  const statsOf = (owner: string) =>
    rows<{ sessions: number; max_position: number; completed: boolean }>(sql`
      select sessions, max_position, completed from viewer_episode_stats where owner = ${owner}`);
  const positionOf = (owner: string) =>
    rows<{ position: number }>(sql`select position from watch_positions where owner = ${owner}`);
  const post = async (t: TestApp, events: WatchEventInput[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/metrics/events/watch',
      payload: events,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: events.length });
  };
  const viewing = (viewer: string) => [
    watchEvent({ viewer_id: viewer, event_type: 'video_start', current_time: 0 }),
    watchEvent({ viewer_id: viewer, event_type: 'video_progress', current_time: 12 }),
    watchEvent({ viewer_id: viewer, event_type: 'video_pause', current_time: 14 }),
  ];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const t = await start({ manual: true });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 1, lists: [] },
    ]);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database?.dispose();
  });

  it('rolls up, after a restart, a batch acknowledged before its rollups ran; once', async () => {
    const before = await start({ manual: true });
    await post(before, viewing('viewer-restart'));
    // acknowledged and stored, not rolled up: the process stops here
    expect(
      await rows(sql`select 1 from watch_events where viewer_id = 'viewer-restart'`),
    ).toHaveLength(3);
    expect(await statsOf('v:viewer-restart')).toEqual([]);
    expect(await positionOf('v:viewer-restart')).toEqual([]);
    await before.close();

    // the next process rolls up what the last one left, from the raw rows
    const after = await start({ manual: false });
    await after.close();
    expect(await statsOf('v:viewer-restart')).toEqual([
      { sessions: 1, max_position: 14, completed: false },
    ]);
    expect(await positionOf('v:viewer-restart')).toEqual([{ position: 14 }]);

    // and never again
    const again = await start({ manual: true });
    await again.flushRollups();
    expect(await statsOf('v:viewer-restart')).toEqual([
      { sessions: 1, max_position: 14, completed: false },
    ]);
  });

  it('resumes from a pause acknowledged a moment ago, before its rollup ran', async () => {
    const t = await start({ manual: true });
    /** What a reload asks: the series' position and the list, which must agree. */
    const resumeItem = async (viewer: string) => {
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/continue-watching/neon-heirs?viewer_id=${viewer}`,
      });
      const all = await t.app.inject({
        method: 'GET',
        url: `/api/continue-watching?viewer_id=${viewer}`,
      });
      expect(one.statusCode, one.body).toBe(200);
      expect(all.statusCode, all.body).toBe(200);
      const { item } = one.json() as { item: { position: number; updated_at: string } | null };
      expect((all.json() as { items: unknown[] }).items).toEqual(item ? [item] : []);
      return item;
    };
    const resume = async (viewer: string) => (await resumeItem(viewer))?.position ?? null;
    await post(t, viewing('viewer-resume'));
    // acknowledged, not rolled up: a reload right after the pause still finds it
    expect(await positionOf('v:viewer-resume')).toEqual([]);
    const pending = await resumeItem('viewer-resume');
    expect(pending?.position).toBe(14);
    // the same answer once rolled up, its time included: when the event arrived
    await t.flushRollups();
    expect(await resumeItem('viewer-resume')).toEqual(pending);

    // a newer pause waiting for its rollup wins over the stored position; a late retry of an
    // older one does not
    const pause = (current_time: number, timestamp: number) =>
      watchEvent({
        viewer_id: 'viewer-resume',
        event_type: 'video_pause',
        current_time,
        timestamp,
      });
    await post(t, [pause(20, Date.now() + 1_000)]);
    expect(await resume('viewer-resume')).toBe(20);
    await post(t, [pause(5, Date.now() - 60_000)]);
    expect(await resume('viewer-resume')).toBe(20);
    await t.flushRollups();
    expect(await positionOf('v:viewer-resume')).toEqual([{ position: 20 }]);
    expect(await resume('viewer-resume')).toBe(20);
  });

  it('counts each event once when two instances roll up at the same time', async () => {
    const a = await start({ manual: true });
    const b = await start({ manual: true });
    for (let i = 0; i < 5; i++) await post(i % 2 ? a : b, viewing(`viewer-pair-${i}`));
    await Promise.all([a.flushRollups(), b.flushRollups(), a.flushRollups()]);
    const [total] = await rows<{ sessions: number; owners: number }>(sql`
      select sum(sessions)::int as sessions, count(*)::int as owners
      from viewer_episode_stats where owner like 'v:viewer-pair-%'`);
    expect(total).toEqual({ sessions: 5, owners: 5 });
  });

  it('rebuilds the rollups from the raw events and goes on from there without counting twice', async () => {
    const t = await start({ manual: true });
    await post(t, viewing('viewer-rebuild'));
    await new WatchRollups(database.db).rebuildRollups();
    await post(t, [
      watchEvent({ viewer_id: 'viewer-rebuild', event_type: 'video_start', current_time: 0 }),
    ]);
    await t.flushRollups();
    expect(await statsOf('v:viewer-rebuild')).toEqual([
      { sessions: 2, max_position: 14, completed: false },
    ]);
  });

  // only PostgreSQL has transactions side by side (PGlite has one connection): not registered there
  const onPostgres = engine === 'postgres' ? it : () => undefined;
  onPostgres('waits for a transaction still running, then takes its events too', async () => {
    const t = await start({ manual: true });
    const rollups = new WatchRollups(database.db);
    await t.flushRollups();
    // a write still open elsewhere (a slow group commit on another instance): an older id
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const slow = await pool.connect();
    try {
      await slow.query('begin');
      const late = watchEvent({ viewer_id: 'viewer-late', event_type: 'video_start' });
      await slow.query(
        `insert into watch_events (event_id, viewer_id, series_id, episode_id, event_type,
             "current_time", episode_duration, platform, session_id, client_timestamp)
           values ($1, 'viewer-late', $2, $3, 'video_start', 0, 30, 'pc', 's', now())`,
        [randomUUID(), late.series_id, late.episode_id],
      );
      // a newer transaction commits meanwhile: rolling it up now would skip the older one
      await post(t, viewing('viewer-early'));
      expect(await rollups.drain(5000)).toBe(0);
      expect(await statsOf('v:viewer-early')).toEqual([]);
      await slow.query('commit');
    } finally {
      slow.release();
    }
    await t.flushRollups();
    expect(await statsOf('v:viewer-late')).toHaveLength(1);
    expect(await statsOf('v:viewer-early')).toHaveLength(1);
  });
});
