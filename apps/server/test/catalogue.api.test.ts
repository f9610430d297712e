import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KNOWN_LISTS,
  availableListsResponseSchema,
  errorBodySchema,
  homeResponseSchema,
  searchIndexResponseSchema,
  seriesResponseSchema,
  videoDetailResponseSchema,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';

warnSkippedEngines();

describe.each(testEngines())('catalogue API on %s', (engine) => {
  let t: TestApp;
  let assets: Record<string, string[]>;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    assets = await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 3, lists: ['featured', 'top-picks'] },
      { id: 'love-in-beta', title: 'Love in Beta', episodes: 2, lists: ['featured', 'popular'] },
      { id: 'signal-lost', title: 'Signal Lost', episodes: 1, lists: ['top-picks'] },
      {
        id: 'hidden-draft',
        title: 'Hidden Draft',
        episodes: 1,
        lists: ['popular'],
        published: false,
      },
    ]);
  });
  afterAll(() => t?.close());

  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('builds the home page from lists: hero from featured, one row per non-empty list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(res.statusCode).toBe(200);
    const home = homeResponseSchema.parse(res.json());
    expect(home.hero_banners.map((b) => b.id).sort()).toEqual(['love-in-beta', 'neon-heirs']);
    expect(home.series_lists.map((l) => l.name)).toEqual(['top-picks', 'popular']);
    const topPicks = home.series_lists[0]!;
    expect(topPicks.displayName).toBe('Top Picks');
    expect(topPicks.series.map((s) => s.id)).toEqual(['neon-heirs', 'signal-lost']);
    expect(topPicks.series[0]!.episodesCount).toBe(3);
    expect(topPicks.series[0]!.image).toBe('/media/posters/neon-heirs.jpg');
    // drafts never show
    expect(JSON.stringify(home)).not.toContain('hidden-draft');
    expect(home.game_videos.length).toBe(3);
  });

  it('serves the search index with list markers in tags', async () => {
    for (const url of ['/api/videos/', '/api/videos']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = searchIndexResponseSchema.parse(res.json());
      expect(body.data.map((r) => r.id)).toEqual(['love-in-beta', 'neon-heirs', 'signal-lost']);
      const neon = body.data.find((r) => r.id === 'neon-heirs')!;
      expect(neon.tags).toEqual(
        expect.arrayContaining(['Drama', 'list:featured', 'list:top-picks']),
      );
      expect(neon.episodesCount).toBe(3);
    }
  });

  it('returns video detail with ordered episodes; videoUrl is the original until transcoded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/videos/neon-heirs' });
    expect(res.statusCode).toBe(200);
    const { data } = videoDetailResponseSchema.parse(res.json());
    expect(data.episodes.map((e) => e.episodeNumber)).toEqual([1, 2, 3]);
    expect(data.episodes[0]!.videoUrl).toBe('/media/uploads/neon-heirs/episode-1.mp4');
    expect(data.episodes[0]!.streamStatus).toBe('processing');
    expect(data.listMembership).toEqual(['featured', 'top-picks']);
    expect(data.tags).toContain('list:featured');
    expect(data.episodesCount).toBe(3);
  });

  it('switches videoUrl to the HLS master once the ladder is ready', async () => {
    const assetId = assets['signal-lost']![0]!;
    await t.app.services.mediaAssets.markReady(assetId, {
      masterKey: `hls/${assetId}/master.m3u8`,
      posterKey: `hls/${assetId}/poster.jpg`,
      durationSeconds: 41.5,
      width: 540,
      height: 960,
      renditions: [
        {
          name: '360p',
          width: 360,
          height: 640,
          bandwidth: 900_000,
          playlistKey: `hls/${assetId}/360p/index.m3u8`,
        },
      ],
    });
    t.app.services.catalogue.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/api/series/signal-lost' });
    const { data } = seriesResponseSchema.parse(res.json());
    expect(data.episodes[0]!.videoUrl).toBe(`/media/hls/${assetId}/master.m3u8`);
    expect(data.episodes[0]!.streamStatus).toBe('ready');
    expect(data.episodes[0]!.duration).toBe(41.5);
    expect(data.episodes[0]!.thumbnail).toBe(`/media/hls/${assetId}/poster.jpg`);
  });

  it('answers 404 with a JSON detail for an unknown or unpublished id', async () => {
    for (const url of [
      '/api/videos/no-such-series',
      '/api/series/no-such-series',
      '/api/videos/hidden-draft',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json())).toEqual({
        detail: 'Video not found',
        code: 'NOT_FOUND',
      });
    }
  });

  it('answers 400 for a malformed id, never 500', async () => {
    for (const id of [
      'Neon_Heirs',
      '..',
      '%2e%2e',
      'a'.repeat(200),
      '-leading',
      'spa%20ce',
      "x'or'1'='1",
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(res.json().detail, id).toEqual(expect.any(String));
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/videos/Bad_Id' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_ID');
  });

  it('lists the nine known lists with display names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/available-lists' });
    const body = availableListsResponseSchema.parse(res.json());
    expect(body.lists.map((l) => l.displayName)).toEqual(KNOWN_LISTS.map((l) => l.displayName));
  });

  it('refuses unknown query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home?admin=true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('API documentation', () => {
  it('publishes OpenAPI generated from the contract at /api/docs', async () => {
    const t = await buildTestApp('pglite');
    try {
      const json = await t.app.inject({ url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      const spec = json.json() as { openapi: string; paths: Record<string, unknown> };
      expect(spec.openapi).toMatch(/^3\./);
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining([
          '/api/home',
          '/api/videos/{id}',
          '/api/series/{id}',
          '/api/health',
        ]),
      );
      const ui = await t.app.inject({ url: '/api/docs' });
      expect([200, 302]).toContain(ui.statusCode);
    } finally {
      await t.close();
    }
  });
});
