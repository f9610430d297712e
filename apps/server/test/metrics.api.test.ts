import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  METRICS_LIMITS,
  continueWatchingResponseSchema,
  metricsBatchResultSchema,
  seriesProgressResponseSchema,
  type AuthSession,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInUser } from './auth-helpers';
import { fixtureEpisodeId, watchEvent } from './metrics-fixture';

warnSkippedEngines();

describe.each(testEngines())('metrics API on %s', (engine) => {
  let t: TestApp;
  let dana: AuthSession;

  const send = (payload: unknown, headers: Record<string, string> = {}, path = 'watch') =>
    t.app.inject({
      method: 'POST',
      url: `/api/metrics/events/${path}`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const count = async (table: 'watch_events' | 'user_events', where = sql`true`) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const continueWatching = async (query: string, headers: Record<string, string> = {}) => {
    // positions follow the stored events: roll up what was posted before reading
    await t.flushRollups();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/continue-watching${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return continueWatchingResponseSchema.parse(res.json()).items;
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: [] },
      { id: 'love-in-beta', title: 'Love in Beta', episodes: 1, lists: [] },
      { id: 'quiet-harbor', title: 'Quiet Harbor', episodes: 1, lists: [] },
    ]);
    dana = await signedInUser(t, { username: 'dana' });
  });
  afterAll(() => t?.close());

  it('stores a batch once: a retried batch and repeats inside it count as duplicates', async () => {
    const batch = Array.from({ length: 5 }, () => watchEvent({ viewer_id: 'viewer-dedupe' }));
    const first = await send([...batch, batch[0]]);
    expect(first.statusCode, first.body).toBe(200);
    expect(metricsBatchResultSchema.parse(first.json())).toEqual({
      accepted: 5,
      duplicates: 1,
      rejected: [],
    });
    const retry = await send(batch);
    expect(retry.json()).toEqual({ accepted: 0, duplicates: 5, rejected: [] });
    expect(await count('watch_events', sql`viewer_id = 'viewer-dedupe'`)).toBe(5);
  });

  it('takes one event object as well as an array', async () => {
    const res = await send(watchEvent({ viewer_id: 'viewer-single' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
  });

  it('stores the valid events of a partly malformed batch and lists the others (207)', async () => {
    const good = [
      watchEvent({ viewer_id: 'viewer-partial' }),
      watchEvent({ viewer_id: 'viewer-partial' }),
    ];
    const res = await send([
      good[0],
      { ...watchEvent(), event_type: 'video_rewind' },
      'not an event',
      good[1],
      { ...watchEvent(), event_id: 'not-a-uuid' },
      { ...watchEvent(), current_time: -1 },
      // PostgreSQL text cannot hold NUL: refused here, not a 500 from the database
      { ...watchEvent(), platform: 'p\u0000' },
    ]);
    expect(res.statusCode, res.body).toBe(207);
    const body = metricsBatchResultSchema.parse(res.json());
    expect(body.accepted).toBe(2);
    expect(body.rejected.map((r) => r.index)).toEqual([1, 2, 4, 5, 6]);
    expect(body.rejected[0]!.detail).toContain('event_type');
    expect(await count('watch_events', sql`viewer_id = 'viewer-partial'`)).toBe(2);
  });

  it('answers 400 and stores nothing when every event is malformed', async () => {
    const res = await send([{ event_type: 'video_start' }, 42]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', accepted: 0 });
    expect(res.json().rejected).toHaveLength(2);
  });

  it('refuses an empty batch, a non-object body, too many events (400) and a huge body (413)', async () => {
    expect((await send([])).statusCode).toBe(400);
    expect((await send('text')).statusCode).toBe(400);
    expect((await send(null)).statusCode).toBe(400);
    const tooMany = Array.from({ length: METRICS_LIMITS.maxEventsPerRequest + 1 }, () => ({}));
    expect((await send(tooMany)).statusCode).toBe(400);
    const huge = await send([watchEvent({ platform: 'x'.repeat(METRICS_LIMITS.maxBodyBytes) })]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts a beacon (JSON sent as text/plain)', async () => {
    const res = await send([watchEvent({ viewer_id: 'viewer-beacon' })], {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode, res.body).toBe(200);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/metrics/events/watch',
      payload: '{not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('keeps the newest position per series for a viewer id, whatever order batches arrive in', async () => {
    const viewer = 'viewer-resume';
    const at = (seconds: number) => Date.parse('2026-01-01T10:00:00Z') + seconds * 1000;
    await send([
      watchEvent({
        viewer_id: viewer,
        event_type: 'video_start',
        current_time: 0,
        timestamp: at(0),
      }),
      watchEvent({
        viewer_id: viewer,
        event_type: 'video_progress',
        current_time: 12,
        timestamp: at(12),
      }),
      watchEvent({
        viewer_id: viewer,
        event_type: 'video_pause',
        current_time: 14.5,
        timestamp: at(15),
      }),
    ]);
    // an older batch retried late must not move the viewer back
    await send([
      watchEvent({
        viewer_id: viewer,
        event_type: 'video_progress',
        current_time: 3,
        timestamp: at(3),
      }),
    ]);
    await send([
      watchEvent({
        viewer_id: viewer,
        series_id: 'love-in-beta',
        episode_number: 1,
        event_type: 'video_stop',
        current_time: 7,
        timestamp: at(20),
      }),
    ]);
    // a start alone leaves no position
    await send([
      watchEvent({ viewer_id: viewer, series_id: 'quiet-harbor', event_type: 'video_start' }),
    ]);

    const items = await continueWatching(`?viewer_id=${viewer}`);
    expect(items.map((i) => [i.series_id, i.position, i.episode_number])).toEqual([
      ['love-in-beta', 7, 1],
      // the events left the number out: the catalogue supplies it
      ['neon-heirs', 14.5, 1],
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/continue-watching/neon-heirs?viewer_id=${viewer}`,
    });
    expect(seriesProgressResponseSchema.parse(one.json()).item).toMatchObject({
      series_id: 'neon-heirs',
      episode_id: fixtureEpisodeId('neon-heirs'),
      position: 14.5,
      duration: 30,
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/continue-watching/love-in-beta' });
    expect(none.json()).toEqual({ item: null });
  });

  it("files a signed-in user's positions under the user, and shows them with this browser's", async () => {
    const headers = { authorization: `Bearer ${dana.access_token}` };
    const [episode] = await t.app.services.catalogueRepository.episodesOf('neon-heirs');
    await send(
      [
        watchEvent({
          viewer_id: 'viewer-dana',
          episode_id: episode!.id,
          current_time: 21,
          user_id: 'spoofed',
        }),
      ],
      headers,
    );
    const stored = await t.database.db.execute(
      sql`select user_id from watch_events where viewer_id = 'viewer-dana'`,
    );
    expect((stored as unknown as { rows: { user_id: string }[] }).rows[0]!.user_id).toBe(
      dana.user_attributes.sub,
    );
    // as a guest, the same browser sees nothing: the position belongs to the user
    expect(await continueWatching('?viewer_id=viewer-dana')).toEqual([]);
    const mine = await continueWatching('', headers);
    expect(mine).toHaveLength(1);
    // the catalogue supplies the episode number the events left out
    expect(mine[0]).toMatchObject({ series_id: 'neon-heirs', position: 21, episode_number: 1 });
    // watched as a guest on this browser before signing in: shown too
    await send([
      watchEvent({ viewer_id: 'viewer-dana', series_id: 'love-in-beta', current_time: 5 }),
    ]);
    expect(
      (await continueWatching('?viewer_id=viewer-dana', headers)).map((i) => i.series_id),
    ).toEqual(['love-in-beta', 'neon-heirs']);
  });

  it('refuses a malformed viewer id or series id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/continue-watching?viewer_id=<x>' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/continue-watching/..%2Fx' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/continue-watching?other=1' })).statusCode,
    ).toBe(400);
  });

  it('stores user events with their free fields, within limits', async () => {
    const base = { platform: 'pc', timestamp: new Date().toISOString() };
    const ok = { event_id: randomUUID(), ...base, name: 'share', target: { series: 'neon-heirs' } };
    const tooMany = {
      event_id: randomUUID(),
      ...base,
      ...Object.fromEntries(
        Array.from({ length: METRICS_LIMITS.userEventMaxFields + 1 }, (_, i) => [`f${i}`, i]),
      ),
    };
    const tooBig = {
      event_id: randomUUID(),
      ...base,
      blob: 'x'.repeat(METRICS_LIMITS.userEventMaxBytes),
    };
    const nul = { event_id: randomUUID(), ...base, note: { deep: ['a\u0000'] } };
    const res = await send([ok, tooMany, tooBig, ok, nul], {}, 'user');
    expect(res.statusCode, res.body).toBe(207);
    expect(res.json()).toMatchObject({ accepted: 1, duplicates: 1 });
    expect(res.json().rejected.map((r: { index: number }) => r.index)).toEqual([1, 2, 4]);
    const stored = await t.database.db.execute(
      sql`select data from user_events where event_id = ${ok.event_id}`,
    );
    expect((stored as unknown as { rows: { data: unknown }[] }).rows[0]!.data).toEqual({
      name: 'share',
      target: { series: 'neon-heirs' },
    });
  });

  describe('events shaped exactly as the spec lists them (no event_id, no viewer_id)', () => {
    // the fields of docs/product/metrics.md#watch-events without the two optional ones
    // (event_id, viewer_id): what a client written from the brief alone sends
    const specEvent = (overrides: Record<string, unknown> = {}) => ({
      user_id: 'spec-client-user',
      series_id: 'love-in-beta',
      episode_id: fixtureEpisodeId('love-in-beta'),
      event_type: 'video_pause',
      current_time: 12.5,
      episode_duration: 30,
      platform: 'web',
      timestamp: 1_767_225_600_000,
      session_id: 'spec-session',
      ...overrides,
    });
    const specRows = () => count('watch_events', sql`session_id = 'spec-session'`);

    it('stores them, and an identical retry once', async () => {
      const batch = [specEvent(), specEvent({ event_type: 'video_resume' })];
      const first = await send(batch);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
      const retry = await send(batch);
      expect(retry.json()).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
      // the same event at another moment is another event
      const later = await send(specEvent({ timestamp: 1_767_225_601_000 }));
      expect(later.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
      expect(await specRows()).toBe(3);
    });

    it('files them under the signed-in user, who can resume from them', async () => {
      const erin = await signedInUser(t, { username: 'erin-spec' });
      const headers = { authorization: `Bearer ${erin.access_token}` };
      const res = await send(
        specEvent({ session_id: 'spec-session-erin', current_time: 20, user_id: erin.username }),
        headers,
      );
      expect(res.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
      const items = await continueWatching('', headers);
      expect(items.map((item) => [item.series_id, item.position])).toEqual([['love-in-beta', 20]]);
    });

    it('leaves an anonymous one with nothing to resume, for anyone', async () => {
      await send(specEvent({ session_id: 'spec-session-anon', current_time: 25 }));
      await t.flushRollups();
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from watch_positions where owner like 'v:~%'`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      // the id it is filed under cannot even be asked for
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/continue-watching?viewer_id=~spec-client-user',
      });
      expect(res.statusCode).toBe(400);
    });

    it('takes a user event without event_id and stores an identical retry once', async () => {
      const event = { platform: 'web', timestamp: 1_767_225_600_000, name: 'spec-share', n: 1 };
      expect((await send(event, {}, 'user')).json()).toEqual({
        accepted: 1,
        duplicates: 0,
        rejected: [],
      });
      // the same fields in another order are the same event
      const reordered = { n: 1, name: 'spec-share', timestamp: 1_767_225_600_000, platform: 'web' };
      expect((await send(reordered, {}, 'user')).json()).toEqual({
        accepted: 0,
        duplicates: 1,
        rejected: [],
      });
    });
  });
});
