import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { metricsBatchResultSchema, METRICS_TEXTS, type AuthSession } from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInUser } from './auth-helpers';
import { fixtureEpisodeId, watchEvent } from './metrics-fixture';

warnSkippedEngines();

describe.each(testEngines())('metrics limits on %s', (engine) => {
  let t: TestApp;
  let kim: AuthSession;
  let lee: AuthSession;

  const send = (
    payload: unknown,
    {
      ip = '203.0.113.1',
      token,
      path = 'watch',
    }: { ip?: string; token?: string; path?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/metrics/events/${path}`,
      payload: JSON.stringify(payload),
      remoteAddress: ip,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const stored = async (viewerId: string) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from watch_events where viewer_id = ${viewerId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const events = (viewer: string, n: number) =>
    Array.from({ length: n }, () => watchEvent({ viewer_id: viewer }));

  beforeAll(async () => {
    t = await buildTestApp(engine, { metrics: { eventsPerMinute: { perIp: 30, perUser: 15 } } });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: [] },
      { id: 'draft-days', title: 'Draft Days', episodes: 1, lists: [], published: false },
    ]);
    kim = await signedInUser(t, { username: 'kim' });
    lee = await signedInUser(t, { username: 'lee' });
  });
  afterAll(() => t?.close());

  describe('events about series and episodes the catalogue does not have', () => {
    it('are refused one by one with the reason; the good events of the batch are stored (207)', async () => {
      const viewer = 'viewer-unknown-ids';
      const good = watchEvent({ viewer_id: viewer });
      const res = await send(
        [
          good,
          watchEvent({ viewer_id: viewer, series_id: 'no-such-series' }),
          watchEvent({ viewer_id: viewer, episode_id: 'episode-1' }),
          watchEvent({ viewer_id: viewer, episode_id: randomUUID() }),
          // episode 2's id with episode 1's number
          watchEvent({
            viewer_id: viewer,
            episode_id: fixtureEpisodeId('neon-heirs', 2),
            episode_number: 1,
          }),
          watchEvent({ viewer_id: viewer, episode_id: fixtureEpisodeId('neon-heirs', 2) }),
          // unpublished: not in the catalogue viewers see
          watchEvent({ viewer_id: viewer, series_id: 'draft-days' }),
        ],
        { ip: '203.0.113.10' },
      );
      expect(res.statusCode, res.body).toBe(207);
      expect(metricsBatchResultSchema.parse(res.json())).toEqual({
        accepted: 2,
        duplicates: 0,
        rejected: [
          { index: 1, detail: METRICS_TEXTS.unknownSeries },
          { index: 2, detail: METRICS_TEXTS.unknownEpisode },
          { index: 3, detail: METRICS_TEXTS.unknownEpisode },
          { index: 4, detail: METRICS_TEXTS.episodeNumberMismatch },
          { index: 6, detail: METRICS_TEXTS.unknownSeries },
        ],
      });
      expect(await stored(viewer)).toBe(2);
    });

    it('answer 400 and store nothing when no event names a known episode', async () => {
      const res = await send(watchEvent({ viewer_id: 'viewer-all-unknown', series_id: 'nope' }), {
        ip: '203.0.113.11',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: `${METRICS_TEXTS.noValidEvents}: event 0: ${METRICS_TEXTS.unknownSeries}`,
      });
      expect(await stored('viewer-all-unknown')).toBe(0);
    });

    it('follow the catalogue: a series published or withdrawn counts from the next request', async () => {
      const ip = '203.0.113.12';
      const viewer = 'viewer-follows';
      const about = () => watchEvent({ viewer_id: viewer, series_id: 'fresh-release' });
      expect((await send(about(), { ip })).statusCode).toBe(400);
      await insertFixtureCatalogue(t.app.services, t.storage, [
        { id: 'fresh-release', title: 'Fresh Release', episodes: 1, lists: [] },
      ]);
      expect((await send(about(), { ip })).statusCode).toBe(200);
      await t.database.db.execute(
        sql`update series set status = 'draft' where id = 'fresh-release'`,
      );
      t.app.services.catalogue.invalidate();
      expect((await send(about(), { ip })).statusCode).toBe(400);
      expect(await stored(viewer)).toBe(1);
    });

    it('find a series another instance published within a second, even before its message', async () => {
      const ip = '203.0.113.13';
      await insertFixtureCatalogue(t.app.services, t.storage, [
        { id: 'elsewhere', title: 'Elsewhere', episodes: 1, lists: [], published: false },
      ]);
      const about = () => watchEvent({ viewer_id: 'viewer-elsewhere', series_id: 'elsewhere' });
      expect((await send(about(), { ip })).statusCode).toBe(400);
      // published through another instance: no catalogue change here
      await t.database.db.execute(
        sql`update series set status = 'published' where id = 'elsewhere'`,
      );
      expect((await send(about(), { ip })).statusCode).toBe(400);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await send(about(), { ip })).statusCode).toBe(200);
    });
  });

  describe('events per minute', () => {
    it('limits a client address, and only that address', async () => {
      const ip = '198.51.100.1';
      for (let i = 0; i < 3; i++)
        expect((await send(events('viewer-ip-a', 10), { ip })).statusCode).toBe(200);
      // 31 events from this address in the minute: the limit is 30
      const over = await send(events('viewer-ip-over', 1), { ip });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ detail: METRICS_TEXTS.rateLimited, code: 'RATE_LIMITED' });
      expect(await stored('viewer-ip-over')).toBe(0);
      // user events count towards the same budget
      const userEvent = { platform: 'web', timestamp: Date.now(), name: 'share' };
      expect((await send(userEvent, { ip, path: 'user' })).statusCode).toBe(429);
      // another address is not affected
      expect((await send(events('viewer-ip-b', 10), { ip: '198.51.100.2' })).statusCode).toBe(200);
    });

    it('counts every event of a request, the malformed ones too', async () => {
      const ip = '198.51.100.3';
      expect(
        (
          await send(
            Array.from({ length: 30 }, () => ({})),
            { ip },
          )
        ).statusCode,
      ).toBe(400);
      expect((await send(events('viewer-malformed', 1), { ip })).statusCode).toBe(429);
    });

    it('limits a signed-in user across addresses, and only that user', async () => {
      expect(
        (await send(events('viewer-kim', 10), { ip: '192.0.2.1', token: kim.access_token }))
          .statusCode,
      ).toBe(200);
      // 20 events from kim in the minute, from two addresses: the limit is 15
      const over = await send(events('viewer-kim', 10), {
        ip: '192.0.2.2',
        token: kim.access_token,
      });
      expect(over.statusCode).toBe(429);
      expect(await stored('viewer-kim')).toBe(10);
      expect(
        (await send(events('viewer-lee', 10), { ip: '192.0.2.2', token: lee.access_token }))
          .statusCode,
      ).toBe(200);
    });
  });
});
