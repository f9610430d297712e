import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  errorBodySchema,
  feedPageSchema,
  homeResponseSchema,
  searchIndexResponseSchema,
  searchSeriesResponseSchema,
  seriesResponseSchema,
  studioSeriesResponseSchema,
  videoDetailResponseSchema,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor } from './auth-helpers';

warnSkippedEngines();

/** A series' title and description per language (docs/product/i18n.md#series-in-the-viewers-language). */
describe.each(testEngines())('series translations on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };
  const patch = (id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/studio/series/${id}`,
      headers: { authorization: `Bearer ${editor.access_token}` },
      payload,
    });
  const searchIds = async (q: string, lang = '') => {
    const body = await get(`/api/search?q=${encodeURIComponent(q)}${lang && `&lang=${lang}`}`);
    return searchSeriesResponseSchema.parse(body).data.map((r) => r.id);
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: ['featured'] },
      { id: 'salt-moon', title: 'Salt Moon', episodes: 1, lists: ['featured', 'top-picks'] },
    ]);
    editor = await signedInEditor(t);
    const saved = await patch('neon-heirs', {
      translations: {
        es: { title: 'Herederos de Neón', description: 'Una familia y su imperio de luces.' },
        ar: { title: 'ورثة النيون' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(studioSeriesResponseSchema.parse(saved.json()).data.translations).toEqual({
      es: { title: 'Herederos de Neón', description: 'Una familia y su imperio de luces.' },
      ar: { title: 'ورثة النيون', description: '' },
    });
  });
  afterAll(() => t?.close());

  it('answers the series in the asked language, and says which; the original otherwise', async () => {
    for (const path of ['/api/videos/neon-heirs', '/api/series/neon-heirs']) {
      const spanish = videoDetailResponseSchema.parse(await get(`${path}?lang=es-MX`)).data;
      expect(spanish).toMatchObject({
        title: 'Herederos de Neón',
        description: 'Una familia y su imperio de luces.',
        textLocale: 'es',
      });
      // no Portuguese translation: the original, marked as such
      const portuguese = seriesResponseSchema.parse(await get(`${path}?lang=pt-BR`)).data;
      expect(portuguese).toMatchObject({ title: 'Neon Heirs', textLocale: null });
      // a spec client's call, and a language the product does not speak
      for (const query of ['', '?lang=fr', '?lang=']) {
        const original = seriesResponseSchema.parse(await get(`${path}${query}`)).data;
        expect(original).toMatchObject({ title: 'Neon Heirs', textLocale: null });
      }
    }
  });

  it('titles the home page, the search index and the search answer in that language', async () => {
    const home = homeResponseSchema.parse(await get('/api/home?lang=ar'));
    const cards = [...home.game_videos, ...home.series_lists.flatMap((list) => list.series)];
    expect(cards.find((c) => c.id === 'neon-heirs')?.title).toBe('ورثة النيون');
    expect(cards.find((c) => c.id === 'salt-moon')?.title).toBe('Salt Moon');
    // a known list's name too, and the original without `lang`
    expect(home.series_lists.map((l) => l.displayName)).toEqual(['اختيارات المحررين']);
    const english = homeResponseSchema.parse(await get('/api/home'));
    expect(english.series_lists.map((l) => l.displayName)).toEqual(['Top Picks']);
    expect(home.hero_banners.find((h) => h.id === 'neon-heirs')).toMatchObject({
      title: 'ورثة النيون',
      textLocale: 'ar',
    });
    const index = searchIndexResponseSchema.parse(await get('/api/videos/?lang=es')).data;
    expect(index.find((r) => r.id === 'neon-heirs')).toMatchObject({
      title: 'Herederos de Neón',
      textLocale: 'es',
      titles: ['Neon Heirs', 'ورثة النيون'],
    });
    // a series without translations carries no `titles`
    expect(index.find((r) => r.id === 'salt-moon')).not.toHaveProperty('titles');
    const found = searchSeriesResponseSchema.parse(await get('/api/search?q=neon%20heirs&lang=es'));
    expect(found.data[0]).toMatchObject({ id: 'neon-heirs', title: 'Herederos de Neón' });
  });

  it('titles the For You feed in that language', async () => {
    const feed = feedPageSchema.parse(await get('/api/feed?item=neon-heirs&lang=es'));
    expect(feed.items[0]).toMatchObject({
      id: 'neon-heirs',
      title: 'Herederos de Neón',
      description: 'Una familia y su imperio de luces.',
    });
    const english = feedPageSchema.parse(await get('/api/feed?item=neon-heirs'));
    expect(english.items[0]).toMatchObject({ id: 'neon-heirs', title: 'Neon Heirs' });
  });

  it('finds a series by its title in every language, on the server', async () => {
    expect(await searchIds('herederos')).toEqual(['neon-heirs']);
    expect(await searchIds('heredero de neon')).toEqual(['neon-heirs']);
    expect(await searchIds('ورثة')).toEqual(['neon-heirs']);
    expect(await searchIds('neon heirs', 'es')).toEqual(['neon-heirs']);
    expect(await searchIds('herederos', 'pt-BR')).toEqual(['neon-heirs']);
  });

  it('changes one language without touching the others, removes one with null', async () => {
    const [first, second] = await Promise.all([
      patch('neon-heirs', { translations: { 'pt-BR': { title: 'Herdeiros do Neon' } } }),
      patch('neon-heirs', { translations: { ar: null } }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const studio = await t.app.inject({
      method: 'GET',
      url: '/api/studio/series/neon-heirs',
      headers: { authorization: `Bearer ${editor.access_token}` },
    });
    expect(Object.keys(studioSeriesResponseSchema.parse(studio.json()).data.translations)).toEqual(
      expect.arrayContaining(['es', 'pt-BR']),
    );
    expect(studioSeriesResponseSchema.parse(studio.json()).data.translations.ar).toBeUndefined();
    expect(await searchIds('ورثة')).toEqual([]);
    const portuguese = seriesResponseSchema.parse(await get('/api/series/neon-heirs?lang=pt-BR'));
    expect(portuguese.data).toMatchObject({ title: 'Herdeiros do Neon', textLocale: 'pt-BR' });
  });

  it('refuses a translation without a title, or in a language the product does not speak', async () => {
    for (const translations of [
      { es: { title: '  ', description: 'Sin título' } },
      { fr: { title: 'Les Héritiers' } },
      { es: 'Herederos' },
    ]) {
      const res = await patch('neon-heirs', { translations });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBodySchema.parse(res.json()).detail).toBeTruthy();
    }
    const kept = seriesResponseSchema.parse(await get('/api/series/neon-heirs?lang=es'));
    expect(kept.data.title).toBe('Herederos de Neón');
  });
});
