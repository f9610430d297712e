import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { RANKINGS, rankingsResponseSchema, type RankingsResponse } from '@app/contract';
import { rowsOf } from '../src/db/raw-sql';
import { RankingsRepository } from '../src/modules/rankings/rankings.repository';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue, type FixtureSeries } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';

warnSkippedEngines();

/** t1…t6 carry the watch rollups; f01…f54 have none, so more than 50 series qualify for New. */
const WATCHED = ['t1', 't2', 't3', 't4', 't5', 't6'];
const FILLER = Array.from({ length: 54 }, (_, i) => `f${String(i + 1).padStart(2, '0')}`);
const CATALOGUE: FixtureSeries[] = [
  ...[...WATCHED, ...FILLER].map((id) => ({ id, title: `Series ${id}`, episodes: 1, lists: [] })),
  { id: 'draft-one', title: 'Draft One', episodes: 1, lists: [], published: false },
];

describe.each(testEngines())('rankings API on %s', (engine) => {
  let t: TestApp;

  /** `count` viewer-episode rollup rows of `seriesId`, last updated `daysAgo`; `done` completed. */
  const views = async (seriesId: string, count: number, daysAgo: number, done = 0) => {
    await t.database.db.execute(sql`
      insert into viewer_episode_stats (series_id, episode_id, owner, sessions, max_position,
        duration, completed, updated_at)
      select ${seriesId}, 'episode-1', 'v:' || ${seriesId} || '-' || ${daysAgo}::text || '-' || n,
        1, case when n <= ${done} then 60 else 5 end, 60, n <= ${done},
        now() - make_interval(secs => ${daysAgo * 86_400}::float8)
      from generate_series(1, ${count}) n`);
  };

  const rankings = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/rankings?${query}` });
  const ranking = async (query: string): Promise<RankingsResponse> => {
    const res = await rankings(query);
    expect(res.statusCode, res.body).toBe(200);
    return rankingsResponseSchema.parse(res.json());
  };
  const places = (answer: RankingsResponse) =>
    answer.data.map(({ id, rank, previous_rank }) => [id, rank, previous_rank]);

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, CATALOGUE);
    // trending: (recent + 10) / (before + 10) over the last 7 days against the 7 before;
    // yesterday's ranks leave out the last day's rows
    await views('t1', 20, 3); // 3.0, yesterday 3.0
    await views('t2', 40, 3, 40); // 50/40 = 1.25, yesterday the same
    await views('t2', 30, 10, 30);
    await views('t3', 5, 3, 5); // 1.5
    await views('t4', 10, 10); // nothing recent: not trending
    await views('t5', 6, 0.5, 3); // 1.6, new since yesterday
    await views('t6', 2, 3); // 3.2; yesterday (2 + 10) / 10 = 1.2
    await views('t6', 20, 0.5);
    await t.database.db.execute(
      sql`update series set created_at = now() - interval '40 days' where id = 't1'`,
    );
    await t.database.db.execute(
      sql`update series set release_status = 'completed' where id in ('t1', 't3', 'f01')`,
    );
    await t.database.db.execute(sql`
      update series set translations = '{"es": {"title": "Serie t6", "description": "d"}}'::jsonb
      where id = 't6'`);
    t.app.services.catalogue.invalidate();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ranks trending by smoothed growth with the change since yesterday', async () => {
    const answer = await ranking('kind=trending');
    expect(answer.kind).toBe('trending');
    expect(places(answer)).toEqual([
      ['t6', 1, 4],
      ['t1', 2, 1],
      ['t5', 3, null],
      ['t3', 4, 2],
      ['t2', 5, 3],
    ]);
  });

  it('ranks most finished by the completion rate smoothed as the feed does', async () => {
    const answer = await ranking('kind=finished');
    expect(answer.data.map((card) => card.id)).toEqual(['t2', 't3', 't5', 't4', 't1', 't6']);
    // t5 was watched only within the last day
    expect(answer.data.find((card) => card.id === 't5')?.previous_rank).toBeNull();
  });

  it('lists at most 50 new series, first published in the last 30 days, most viewed first', async () => {
    const answer = await ranking('kind=new');
    expect(answer.data).toHaveLength(RANKINGS.size);
    const ids = answer.data.map((card) => card.id);
    // then the unwatched ones (t4 was watched 10 days ago), by all-time views and id
    expect(ids.slice(0, 5)).toEqual(['t2', 't6', 't5', 't3', 'f01']);
    expect(ids).not.toContain('t1');
    expect(ids).not.toContain('draft-one');
    expect(answer.data.map((card) => card.rank)).toEqual(
      Array.from({ length: RANKINGS.size }, (_, i) => i + 1),
    );
  });

  it('lists only completed series in the completed ranking', async () => {
    const answer = await ranking('kind=completed');
    expect(places(answer)).toEqual([
      ['t1', 1, 1],
      ['t3', 2, 2],
      ['f01', 3, 3],
    ]);
    expect(answer.data.every((card) => card.release_status === 'completed')).toBe(true);
  });

  it('answers with catalogue cards, titled in the asked language', async () => {
    const [english, spanish] = await Promise.all([
      ranking('kind=trending'),
      ranking('kind=trending&lang=es'),
    ]);
    const card = english.data[0]!;
    expect(card).toMatchObject({ id: 't6', title: 'Series t6', episodesCount: 1 });
    expect(card.image).toMatch(/^\/media\//);
    expect(spanish.data[0]!.title).toBe('Serie t6');
  });

  it('is public and cacheable, and the same answer is served from memory', async () => {
    const first = await rankings('kind=completed');
    expect(first.headers['cache-control']).toMatch(/^public/);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    const second = await rankings('kind=completed');
    expect(second.body).toBe(first.body);
  });

  it("holds a request's answer for the page's first paint, and builds none for it", async () => {
    const service = t.app.services.rankings;
    // a catalogue change drops the held answers
    t.app.services.catalogue.invalidate();
    const build = vi.spyOn(service, 'json');
    expect(service.heldJson('new', 'es')).toBeUndefined();
    expect(build).not.toHaveBeenCalled();
    build.mockRestore();
    const res = await rankings('kind=new&lang=es');
    expect(service.heldJson('new', 'es')?.toString()).toBe(res.body);
    expect(service.heldJson('new', null)).toBeUndefined();
  });

  it('drops a series that is unpublished from the answer at once', async () => {
    await t.database.db.execute(sql`update series set status = 'draft' where id = 'f01'`);
    t.app.services.catalogue.invalidate();
    const answer = await ranking('kind=completed');
    expect(answer.data.map((card) => card.id)).toEqual(['t1', 't3']);
    await t.database.db.execute(sql`update series set status = 'published' where id = 'f01'`);
    t.app.services.catalogue.invalidate();
  });

  it('refuses an unknown or missing kind with 400 and a detail', async () => {
    for (const query of ['kind=popular', '', 'kind=trending&page=2']) {
      const res = await rankings(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    }
  });

  describe('a new process over the same database', () => {
    const opened: TestApp[] = [];
    /** A second app over t's database, as a restarted or added instance. */
    const restarted = async () => {
      const next = await buildTestApp(engine, { database: t.database });
      opened.push(next);
      return next;
    };
    const get = async (app: TestApp, kind: string) => {
      const res = await app.app.inject({ method: 'GET', url: `/api/rankings?kind=${kind}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    /** When the stored ranking of `kind` was computed, in epoch ms; undefined: none stored. */
    const storedAt = async (kind: string): Promise<number | undefined> => {
      const rows = await t.database.db.execute(sql`
        select (extract(epoch from computed_at) * 1000)::float8 as at
        from ranking_snapshots where kind = ${kind}`);
      return rowsOf<{ at: number }>(rows)[0]?.at;
    };
    /** Watches the ranking queries of `kind`, in every app: the computations it starts. */
    const computations = (kind: string) => {
      const top = vi.spyOn(RankingsRepository.prototype, 'top');
      return () => top.mock.calls.filter(([called]) => called === kind).length;
    };

    afterEach(async () => {
      vi.restoreAllMocks();
      for (const app of opened.splice(0)) await app.close();
    });

    it('answers its first request from the stored ranking without computing it', async () => {
      await t.app.services.rankings.refresh('trending');
      const first = await get(t, 'trending');
      const computed = computations('trending');
      const second = await get(await restarted(), 'trending');
      expect(computed()).toBe(0);
      expect(second).toBe(first);
    });

    it('stores a computation begun in the millisecond of the mark it waited for as up to date', async () => {
      await t.app.services.rankings.refresh('trending');
      const repository = new RankingsRepository(t.database.db);
      await repository.markCatalogueChanged();
      const rows = await t.database.db.execute(sql`
        select (extract(epoch from catalogue_changed_at) * 1000)::float8 as at
        from ranking_snapshots where kind = 'trending'`);
      const markedAt = rowsOf<{ at: number }>(rows)[0]!.at;
      const stored = await repository.stored('trending');
      // the database's clock counts microseconds, a process's milliseconds: begun at the mark's
      // millisecond, after the mark, the computation saw every change the mark stood for
      await repository.store(
        'trending',
        {
          computedAt: new Date(Date.now() + 1000),
          entries: stored!.entries,
          catalogueChanged: false,
        },
        new Date(Math.floor(markedAt)),
      );
      expect((await repository.stored('trending'))?.catalogueChanged).toBe(false);
    });

    it('computes the first ranking and stores it when none was stored', async () => {
      await t.database.db.execute(sql`delete from ranking_snapshots where kind = 'completed'`);
      const computed = computations('completed');
      const answer = rankingsResponseSchema.parse(
        JSON.parse(await get(await restarted(), 'completed')),
      );
      // now and a day earlier
      expect(computed()).toBe(2);
      expect(answer.data.map((card) => card.id)).toEqual(['t1', 't3', 'f01']);
      expect(await storedAt('completed')).toBeDefined();
    });

    it('serves a stored ranking older than the refresh period and recomputes it', async () => {
      await t.app.services.rankings.refresh('new');
      await t.database.db.execute(sql`
        update ranking_snapshots
        -- whole milliseconds, as a computed_at stored by the service
        set computed_at = date_trunc('milliseconds',
          now() - make_interval(secs => ${RANKINGS.refreshMs / 1000 + 60}::float8))
        where kind = 'new'`);
      const old = await storedAt('new');
      const computed = computations('new');
      const answer = rankingsResponseSchema.parse(JSON.parse(await get(await restarted(), 'new')));
      expect(Date.parse(answer.computed_at)).toBe(old);
      expect(answer.data).toHaveLength(RANKINGS.size);
      expect(computed()).toBe(2);
      await vi.waitFor(async () => expect(await storedAt('new')).toBeGreaterThan(old!), {
        timeout: 10_000,
      });
      expect(await storedAt('new')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('recomputes a stored ranking the catalogue changed since', async () => {
      await t.app.services.rankings.refresh('finished');
      t.app.services.catalogue.invalidate();
      await vi.waitFor(async () => {
        const rows = await t.database.db.execute(sql`
          select 1 from ranking_snapshots
          where kind = 'finished' and catalogue_changed_at is not null`);
        expect(rowsOf(rows)).toHaveLength(1);
      });
      const computed = computations('finished');
      const before = await storedAt('finished');
      const answer = rankingsResponseSchema.parse(
        JSON.parse(await get(await restarted(), 'finished')),
      );
      // served at once, and recomputed behind it
      expect(Date.parse(answer.computed_at)).toBe(before);
      expect(computed()).toBe(2);
      await vi.waitFor(async () => expect(await storedAt('finished')).toBeGreaterThan(before!));
    });

    it('leaves out a series unpublished since the stored ranking was computed', async () => {
      await t.app.services.rankings.refresh('completed');
      const before = await storedAt('completed');
      await t.database.db.execute(sql`update series set status = 'draft' where id = 'f01'`);
      try {
        const computed = computations('completed');
        const answer = rankingsResponseSchema.parse(
          JSON.parse(await get(await restarted(), 'completed')),
        );
        expect(computed()).toBe(0);
        expect(Date.parse(answer.computed_at)).toBe(before);
        expect(answer.data.map((card) => card.id)).toEqual(['t1', 't3']);
      } finally {
        await t.database.db.execute(sql`update series set status = 'published' where id = 'f01'`);
      }
    });
  });
});
