import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS,
  seriesAnalyticsListResponseSchema,
  type SeriesAnalyticsListResponse,
  seriesAnalyticsResponseSchema,
  type AuthSession,
  type WatchEventInput,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor, signedInUser } from './auth-helpers';
import { watchEvent } from './metrics-fixture';

warnSkippedEngines();

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });

describe.each(testEngines())('creator analytics on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let viewer: AuthSession;
  let batches: { events: WatchEventInput[]; session?: AuthSession }[];

  const get = (url: string, session?: AuthSession) =>
    t.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });
  const ingest = async (events: WatchEventInput[], session?: AuthSession) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/metrics/events/watch',
      payload: events,
      headers: session ? bearer(session) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    // analytics reads the rollups, which follow the stored events
    await t.flushRollups();
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      // two episodes of 30 s each
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: [] },
      { id: 'love-in-beta', title: 'Love in Beta', episodes: 1, lists: [] },
      // more titles to page through; two share a title, so the id breaks the tie
      { id: 'ashes-b', title: 'Ashes', episodes: 0, lists: [] },
      { id: 'ashes-a', title: 'Ashes', episodes: 0, lists: [] },
      { id: 'moonlit-vow', title: 'Moonlit Vow', episodes: 1, lists: [] },
    ]);
    editor = await signedInEditor(t);
    viewer = await signedInUser(t, { username: 'viewer' });

    const [e1, e2] = await t.app.services.catalogueRepository.episodesOf('neon-heirs');
    const on =
      (episode: { id: string }, viewerId: string) =>
      (event_type: WatchEventInput['event_type'], current_time: number) =>
        watchEvent({ viewer_id: viewerId, episode_id: episode.id, event_type, current_time });
    const a1 = on(e1!, 'viewer-a');
    const b1 = on(e1!, 'viewer-b');
    const c1 = on(e1!, 'viewer-c');
    const d1 = on(e1!, 'viewer-d');
    const a2 = on(e2!, 'viewer-a');
    batches = [
      // A watches episode 1 to the end: 30 s, completes
      {
        events: [
          a1('video_start', 0),
          a1('video_progress', 15),
          a1('video_complete', 27),
          a1('video_stop', 30),
        ],
      },
      // B stops at 9 s
      { events: [b1('video_start', 0), b1('video_progress', 9), b1('video_pause', 9)] },
      // C: two sessions, furthest 20 s
      {
        events: [
          c1('video_start', 0),
          c1('video_progress', 4),
          c1('video_start', 0),
          c1('video_progress', 20),
        ],
      },
      // D is signed in; the player overshoots to 31 s (capped at 30)
      { events: [d1('video_start', 0), d1('video_progress', 31)], session: viewer },
      // A also starts episode 2 and leaves at 6 s
      { events: [a2('video_start', 0), a2('video_progress', 6)] },
    ];
    for (const batch of batches) await ingest(batch.events, batch.session);
  });
  afterAll(() => t?.close());

  it('computes the figures of each episode and of the series (worked out by hand)', async () => {
    const res = await get('/api/analytics/series/neon-heirs', editor);
    expect(res.statusCode, res.body).toBe(200);
    const body = seriesAnalyticsResponseSchema.parse(res.json());
    expect(body.episodes.map((e) => ({ ...e, episode_id: undefined }))).toEqual([
      {
        episode_id: undefined,
        episode_number: 1,
        title: 'Episode 1',
        duration: 30,
        views: 5,
        unique_viewers: 4,
        avg_watch_seconds: 22.25, // (30 + 9 + 20 + 30) / 4
        completion_rate: 0.5, // A and D reached 27 s
        // reached 3i s (half a second of slack): B drops after 9 s, C after 18 s
        dropoff: [1, 1, 1, 1, 0.75, 0.75, 0.75, 0.5, 0.5, 0.5, 0.5],
      },
      {
        episode_id: undefined,
        episode_number: 2,
        title: 'Episode 2',
        duration: 30,
        views: 1,
        unique_viewers: 1,
        avg_watch_seconds: 6,
        completion_rate: 0,
        dropoff: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      },
    ]);
    // the series: 5 (viewer, episode) pairs of 4 viewers
    expect(body.series).toEqual({
      series_id: 'neon-heirs',
      title: 'Neon Heirs',
      episodes_count: 2,
      views: 6,
      unique_viewers: 4,
      avg_watch_seconds: 19, // (30 + 9 + 20 + 30 + 6) / 5
      completion_rate: 0.4,
      dropoff: [1, 1, 1, 0.8, 0.6, 0.6, 0.6, 0.4, 0.4, 0.4, 0.4],
    });
  });

  const listPage = async (query: string) => {
    const res = await get(`/api/analytics/series${query}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    return seriesAnalyticsListResponseSchema.parse(res.json());
  };

  /** Every page from the first, `limit` series at a time. */
  const allPages = async (limit: number) => {
    const pages: SeriesAnalyticsListResponse[] = [];
    let cursor: string | null = null;
    do {
      const page = await listPage(
        `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 10);
    return pages;
  };

  it('lists series by title with their figures, and a retried batch changes nothing', async () => {
    for (const batch of batches) await ingest(batch.events, batch.session);
    const { series, next_cursor } = await listPage('');
    expect(series.map((s) => [s.series_id, s.episodes_count, s.views, s.unique_viewers])).toEqual([
      ['ashes-a', 0, 0, 0],
      ['ashes-b', 0, 0, 0],
      ['love-in-beta', 1, 0, 0],
      ['moonlit-vow', 1, 0, 0],
      ['neon-heirs', 2, 6, 4],
    ]);
    // the same figures as the series' own page
    const detail = seriesAnalyticsResponseSchema.parse(
      (await get('/api/analytics/series/neon-heirs', editor)).json(),
    );
    expect(series[4]).toEqual(detail.series);
    expect(series[0]!.dropoff).toEqual(Array.from({ length: 11 }, () => 0));
    expect(next_cursor).toBeNull();
  });

  it('pages through every series once, in title order, with a cursor to each next page', async () => {
    const pages = await allPages(2);
    expect(pages.map((page) => page.series.map((s) => s.series_id))).toEqual([
      ['ashes-a', 'ashes-b'],
      ['love-in-beta', 'moonlit-vow'],
      ['neon-heirs'],
    ]);
    expect(pages.map((page) => page.next_cursor === null)).toEqual([false, false, true]);
    // a page that ends exactly at the last series says so: no empty page after it
    const exact = await allPages(5);
    expect(exact).toHaveLength(1);
    expect(exact[0]!.next_cursor).toBeNull();
  });

  it('keeps its place when series are added or removed between pages', async () => {
    const first = await listPage('?limit=2');
    expect(first.series.map((s) => s.series_id)).toEqual(['ashes-a', 'ashes-b']);
    // a series before the cursor appears, and the page's own last series goes
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'aaron-s-dream', title: 'Aaron’s Dream', episodes: 0, lists: [] },
    ]);
    await t.app.services.catalogueRepository.deleteSeries('ashes-b');
    try {
      const second = await listPage(`?limit=2&cursor=${first.next_cursor}`);
      expect(second.series.map((s) => s.series_id)).toEqual(['love-in-beta', 'moonlit-vow']);
    } finally {
      await t.app.services.catalogueRepository.deleteSeries('aaron-s-dream');
      await insertFixtureCatalogue(t.app.services, t.storage, [
        { id: 'ashes-b', title: 'Ashes', episodes: 0, lists: [] },
      ]);
    }
  });

  it('answers the first page of the default size to a client that sends no parameters', async () => {
    const { series } = await listPage('');
    expect(series.length).toBeLessThanOrEqual(ANALYTICS.listPage.default);
    expect(series[0]!.series_id).toBe('ashes-a');
  });

  it.each([
    ['?limit=0', /limit/i],
    ['?limit=101', /limit/i],
    ['?limit=ten', /limit/i],
    ['?cursor=', /cursor/i],
    ['?cursor=not-a-cursor', /cursor/i],
    [`?cursor=${Buffer.from('["Ashes"]').toString('base64url')}`, /cursor/i],
    [`?cursor=${Buffer.from('["Ashes","NOT AN ID"]').toString('base64url')}`, /cursor/i],
    [`?cursor=${'a'.repeat(ANALYTICS.maxCursorLength + 1)}`, /cursor/i],
    ['?sort=views', /sort|unrecognized/i],
  ])('refuses %s with 400 and a detail', async (query, detail) => {
    const res = await get(`/api/analytics/series${query}`, editor);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(detail);
  });

  it('is for editors only: 401 for guests, 403 for viewers', async () => {
    for (const url of ['/api/analytics/series', '/api/analytics/series/neon-heirs']) {
      expect((await get(url)).statusCode).toBe(401);
      const forbidden = await get(url, viewer);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('answers 404 for an unknown series and 400 for a malformed id', async () => {
    expect((await get('/api/analytics/series/no-such-series', editor)).statusCode).toBe(404);
    expect((await get('/api/analytics/series/NOPE', editor)).statusCode).toBe(400);
  });
});
