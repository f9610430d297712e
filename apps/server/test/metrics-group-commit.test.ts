import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { metricsBatchResultSchema } from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { watchEvent } from './metrics-fixture';

warnSkippedEngines();

describe.each(testEngines())('watch events: group commit on %s', (engine) => {
  let t: TestApp;
  let episodeId: string;

  const send = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/metrics/events/watch',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
  const rows = async <R>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
  const batch = (viewer: string, size = 10) =>
    Array.from({ length: size }, (_, i) =>
      watchEvent({ viewer_id: viewer, episode_id: episodeId, current_time: i }),
    );

  beforeAll(async () => {
    // a wide gathering window, so the concurrent requests below surely meet
    t = await buildTestApp(engine, { metrics: { groupCommit: { maxWaitMs: 100 } } });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 1, lists: [] },
    ]);
    const [episode] = await t.app.services.catalogueRepository.episodesOf('neon-heirs');
    episodeId = episode!.id;
  });
  afterAll(() => t?.close());

  it('stores the events of concurrent requests in one statement, and answers each its own counts', async () => {
    const viewers = Array.from({ length: 8 }, (_, i) => `viewer-group-${i}`);
    const first = batch(viewers[0]!);
    const answers = await Promise.all([
      // the first request also repeats one of its events: a duplicate of its own
      send([...first, first[0]]),
      ...viewers.slice(1).map((viewer) => send(batch(viewer))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(viewers.map(() => 200));
    expect(metricsBatchResultSchema.parse(answers[0]!.json())).toEqual({
      accepted: 10,
      duplicates: 1,
      rejected: [],
    });
    for (const answer of answers.slice(1))
      expect(answer.json()).toEqual({ accepted: 10, duplicates: 0, rejected: [] });
    // rows written by one statement share its transaction id
    const [stored] = await rows<{ n: number; transactions: number }>(sql`
      select count(*)::int as n, count(distinct xmin::text)::int as transactions
      from watch_events where viewer_id like 'viewer-group-%'`);
    expect(stored).toEqual({ n: 80, transactions: 1 });
    // the positions follow from them, one per viewer
    await t.flushRollups();
    const [positions] = await rows<{ n: number }>(
      sql`select count(*)::int as n from watch_positions where owner like 'v:viewer-group-%'`,
    );
    expect(positions!.n).toBe(8);
  });

  it('counts an event sent by two concurrent requests once: stored for one, a duplicate for the other', async () => {
    const shared = batch('viewer-shared', 3);
    const answers = await Promise.all([send(shared), send(shared)]);
    const bodies = answers.map((a) => metricsBatchResultSchema.parse(a.json()));
    expect(bodies.map((b) => b.accepted).sort()).toEqual([0, 3]);
    expect(bodies.map((b) => b.duplicates).sort()).toEqual([0, 3]);
    const [stored] = await rows<{ n: number }>(
      sql`select count(*)::int as n from watch_events where viewer_id = 'viewer-shared'`,
    );
    expect(stored!.n).toBe(3);
  });

  it("fails only the request the database refuses; the others' events are stored and answered 2xx", async () => {
    // a trigger refuses one viewer's rows: the statement holding the three requests fails, and
    // each request is written again on its own
    await t.database.db.execute(sql`
      create function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.viewer_id = 'viewer-poison' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_poison before insert on watch_events
      for each row execute function refuse_poison()`);
    try {
      const answers = await Promise.all([
        send(batch('viewer-healthy-1')),
        send(batch('viewer-poison')),
        send(batch('viewer-healthy-2')),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 500, 200]);
      expect(answers[1]!.json()).toEqual({ detail: 'Internal server error', code: 'INTERNAL' });
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_poison on watch_events`);
      await t.database.db.execute(sql`drop function refuse_poison`);
    }
    const stored = await rows<{ viewer_id: string; n: number }>(sql`
      select viewer_id, count(*)::int as n from watch_events
      where viewer_id in ('viewer-healthy-1', 'viewer-healthy-2', 'viewer-poison')
      group by viewer_id order by viewer_id`);
    expect(stored).toEqual([
      { viewer_id: 'viewer-healthy-1', n: 10 },
      { viewer_id: 'viewer-healthy-2', n: 10 },
    ]);
  });

  it('refuses, event by event, text and numbers the database could not store (never a 500)', async () => {
    const good = watchEvent({ viewer_id: 'viewer-odd', episode_id: episodeId });
    const res = await send([
      good,
      // a lone UTF-16 surrogate: PostgreSQL's JSON parser refuses it
      { ...good, event_id: undefined, platform: 'web\ud800' },
      { ...good, event_id: undefined, user_id: '\udc00x' },
      // beyond PostgreSQL's integer
      { ...good, event_id: undefined, episode_number: 2 ** 31 },
    ]);
    expect(res.statusCode, res.body).toBe(207);
    const body = metricsBatchResultSchema.parse(res.json());
    expect(body.accepted).toBe(1);
    expect(body.rejected.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(body.rejected[0]!.detail).toContain('platform');
  });

  it('answers every waiting request with an error, never a 2xx, when the database fails', async () => {
    // the table is gone for a moment: every statement fails
    await t.database.db.execute(sql`alter table watch_events rename to watch_events_away`);
    try {
      const answers = await Promise.all(
        ['a', 'b', 'c'].map((v) => send(batch(`viewer-down-${v}`))),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 500]);
      for (const answer of answers) expect(answer.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await t.database.db.execute(sql`alter table watch_events_away rename to watch_events`);
    }
    const [stored] = await rows<{ n: number }>(
      sql`select count(*)::int as n from watch_events where viewer_id like 'viewer-down-%'`,
    );
    expect(stored!.n).toBe(0);
    // and the next requests are stored again
    expect((await send(batch('viewer-down-after'))).statusCode).toBe(200);
  });
});
