import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  errorBodySchema,
  homeResponseSchema,
  STUDIO_RELEASE_TEXTS,
  studioSeriesResponseSchema,
  videoDetailResponseSchema,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor } from './auth-helpers';

warnSkippedEngines();

/** What a viewer knows before episode 1 (docs/product/catalogue.md#series-transparency). */
describe.each(testEngines())('series transparency on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;

  const detail = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return videoDetailResponseSchema.parse(res.json()).data;
  };
  const patch = (id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/studio/series/${id}`,
      headers: { authorization: `Bearer ${editor.access_token}` },
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp(engine);
    // three episodes of 30 s each
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 3, lists: ['top-picks'] },
    ]);
    editor = await signedInEditor(t);
  });
  afterAll(() => t?.close());

  it('tells the runtime, and that a series is ongoing until its editor says otherwise', async () => {
    expect(await detail('neon-heirs')).toMatchObject({
      runtime_seconds: 90,
      release_status: 'ongoing',
      release_weekday: null,
      next_release_date: null,
      final_episode_count: null,
    });
  });

  it("keeps the editor's schedule and final count, and shows them to viewers", async () => {
    const saved = await patch('neon-heirs', {
      release_weekday: 5,
      next_release_date: '2026-12-04',
      final_episode_count: 12,
      free_episodes: 1,
      coin_price_per_episode: 40,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(studioSeriesResponseSchema.parse(saved.json()).data).toMatchObject({
      release_status: 'ongoing',
      release_weekday: 5,
      next_release_date: '2026-12-04',
      final_episode_count: 12,
    });
    expect(await detail('neon-heirs')).toMatchObject({
      release_weekday: 5,
      next_release_date: '2026-12-04',
      final_episode_count: 12,
    });
    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/home' })).json(),
    );
    const card = home.series_lists.flatMap((l) => l.series).find((c) => c.id === 'neon-heirs');
    expect(card).toMatchObject({
      episodesCount: 3,
      runtime_seconds: 90,
      release_status: 'ongoing',
      free_episodes: 1,
    });

    expect((await patch('neon-heirs', { release_status: 'completed' })).statusCode).toBe(200);
    expect((await detail('neon-heirs')).release_status).toBe('completed');
  });

  it('refuses a date that is not one, and a final count below the episodes there are', async () => {
    for (const next_release_date of ['2026-02-30', 'Friday', '2026-1-5']) {
      const res = await patch('neon-heirs', { next_release_date });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBodySchema.parse(res.json()).detail).toContain(STUDIO_RELEASE_TEXTS.invalidDate);
    }
    const below = await patch('neon-heirs', { final_episode_count: 2 });
    expect(below.statusCode, below.body).toBe(400);
    expect(errorBodySchema.parse(below.json()).detail).toBe(
      STUDIO_RELEASE_TEXTS.finalBelowEpisodes(3),
    );
    for (const release_weekday of [7, -1]) {
      expect((await patch('neon-heirs', { release_weekday })).statusCode).toBe(400);
    }
    expect(await detail('neon-heirs')).toMatchObject({
      next_release_date: '2026-12-04',
      final_episode_count: 12,
    });
  });
});
