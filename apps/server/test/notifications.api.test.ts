import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  errorBodySchema,
  notificationsPageSchema,
  seriesFollowStateSchema,
  unreadCountSchema,
} from '@app/contract';
import { rowsOf } from '../src/db/raw-sql';
import { fanOutJob } from '../src/modules/notifications/fan-out.job';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInUser } from './auth-helpers';

warnSkippedEngines();

const context = {
  jobId: 1,
  attempt: 1,
  signal: new AbortController().signal,
  log: pino({ level: 'silent' }),
};

/** Following a series, and the inbox its new episodes fill (docs/product/notifications.md). */
describe.each(testEngines())('follows and the inbox on %s', (engine) => {
  let t: TestApp;
  let ana: AuthSession;
  let ben: AuthSession;

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    who?: AuthSession,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${who.access_token}` } : {},
      ...(payload && { payload }),
    });
  const inbox = async (who: AuthSession, query = '') => {
    const res = await call('GET', `/api/notifications${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return notificationsPageSchema.parse(res.json());
  };
  /** What the worker does with the queued fan-out jobs, run here at once. */
  const runFanOuts = async () => {
    const jobs = rowsOf<{ id: number; payload: never }>(
      await t.database.db.execute(
        sql`select id, payload from jobs where name = 'notifications.fan-out' and status = 'queued'`,
      ),
    );
    const handler = fanOutJob(t.app.services.notifications);
    for (const job of jobs) {
      expect(await handler(job.payload, context)).toEqual({ status: 'done' });
      await t.database.db.execute(sql`update jobs set status = 'done' where id = ${job.id}`);
    }
    return jobs.length;
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: [], director: 'Mira Okafor' },
      { id: 'salt-moon', title: 'Salt Moon', episodes: 1, lists: [], director: 'Jun Park' },
      { id: 'draft-one', title: 'Draft One', episodes: 1, lists: [], published: false },
    ]);
    [ana, ben] = await Promise.all([
      signedInUser(t, { username: 'ana' }),
      signedInUser(t, { username: 'ben' }),
    ]);
  });
  afterAll(() => t?.close());

  it('follows a series idempotently, counted exactly, and unfollows', async () => {
    const follows = await Promise.all(
      [ana, ana, ben, ana].map((who) => call('PUT', '/api/series/neon-heirs/follow', who)),
    );
    for (const res of follows) expect(res.statusCode, res.body).toBe(200);
    const state = (who?: AuthSession) =>
      call('GET', '/api/series/neon-heirs/follow', who).then((res) =>
        seriesFollowStateSchema.parse(res.json()),
      );
    expect(await state(ana)).toEqual({ followerCount: 2, isFollowing: true });
    expect(await state()).toEqual({ followerCount: 2, isFollowing: false });
    const unfollowed = await call('DELETE', '/api/series/neon-heirs/follow', ben);
    expect(seriesFollowStateSchema.parse(unfollowed.json())).toEqual({
      followerCount: 1,
      isFollowing: false,
    });
    expect((await call('DELETE', '/api/series/neon-heirs/follow', ben)).statusCode).toBe(200);
  });

  it('refuses a guest, and a series that is not published', async () => {
    expect((await call('PUT', '/api/series/neon-heirs/follow')).statusCode).toBe(401);
    for (const id of ['draft-one', 'no-such-series']) {
      const res = await call('PUT', `/api/series/${id}/follow`, ana);
      expect(res.statusCode, res.body).toBe(404);
      expect(errorBodySchema.parse(res.json()).detail).toBeTruthy();
    }
  });

  it("puts a followed series' new episode in its followers' inboxes, once", async () => {
    const { notifications, queue } = t.app.services;
    await notifications.announceEpisodes(queue, 'neon-heirs', [3]);
    // announced twice (a retried publish): one job, one entry
    await notifications.announceEpisodes(queue, 'neon-heirs', [3]);
    expect(await runFanOuts()).toBe(1);
    expect(
      await notifications.fanOut({
        kind: 'new_episode',
        seriesId: 'neon-heirs',
        episodeNumbers: [3],
      }),
    ).toBe(0);

    const page = await inbox(ana);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'new_episode',
        series_id: 'neon-heirs',
        series_title: 'Neon Heirs',
        episode_number: 3,
        url: '/play?id=neon-heirs&episode=3',
        read: false,
      }),
    ]);
    // ben unfollowed before it was published
    expect((await inbox(ben)).items).toEqual([]);
  });

  it("tells the followers of a new series' director", async () => {
    expect((await call('PUT', '/api/authors/Jun%20Park/follow', ben)).statusCode).toBe(200);
    await t.app.services.notifications.announceSeries(t.app.services.queue, 'salt-moon');
    await runFanOuts();
    expect((await inbox(ben)).items).toEqual([
      expect.objectContaining({
        kind: 'new_series',
        series_id: 'salt-moon',
        url: '/video/salt-moon',
      }),
    ]);
  });

  it('pages the inbox newest first by a cursor, and marks entries read', async () => {
    await t.app.services.notifications.fanOut({
      kind: 'new_episode',
      seriesId: 'neon-heirs',
      episodeNumbers: Array.from({ length: 24 }, (_, i) => i + 10),
    });
    const first = await inbox(ana, '?limit=20');
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.items[0]!.episode_number).toBe(33);
    const rest = await inbox(ana, `?limit=20&cursor=${first.next_cursor}`);
    expect(rest.items.map((n) => n.episode_number)).toEqual([13, 12, 11, 10, 3]);
    expect(rest.next_cursor).toBeNull();

    const some = await call('POST', '/api/notifications/read', ana, {
      ids: first.items.slice(0, 2).map((n) => n.id),
    });
    expect(unreadCountSchema.parse(some.json())).toEqual({ unread: 23 });
    // another user's ids change nothing of theirs
    await call('POST', '/api/notifications/read', ben, { ids: rest.items.map((n) => n.id) });
    expect((await inbox(ana)).unread).toBe(23);
    const all = await call('POST', '/api/notifications/read', ana);
    expect(unreadCountSchema.parse(all.json())).toEqual({ unread: 0 });

    for (const query of ['?cursor=abc', '?cursor=-1', '?limit=0', '?limit=51']) {
      const res = await call('GET', `/api/notifications${query}`, ana);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('writes a series with 10,000 followers their entries in one fan-out', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into users (username, email_verified)
      select 'fan' || n, true from generate_series(1, 10000) n`);
    await db.execute(sql`
      insert into series_follows (user_id, series_id)
      select id, 'salt-moon' from users where username like 'fan%'`);
    const written = await t.app.services.notifications.fanOut({
      kind: 'new_episode',
      seriesId: 'salt-moon',
      episodeNumbers: [2],
    });
    expect(written).toBe(10_000);
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from notifications where series_id = 'salt-moon' and kind = 'new_episode'`,
      ),
    );
    expect(counted!.n).toBe(10_000);
  });
});
