import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, SEARCH, searchSeriesResponseSchema } from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';

warnSkippedEngines();

describe.each(testEngines())('server search on %s', (engine) => {
  let t: TestApp;

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search${query}` });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const ids = async (q: string) => {
    const { status, body } = await search(`?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    return searchSeriesResponseSchema.parse(body).data.map((r) => r.id);
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 3, lists: ['featured'] },
      { id: 'heirs-of-neon', title: 'The Heirs of Neon City', episodes: 1, lists: [] },
      { id: 'cafe-noir', title: 'Café Noir', episodes: 2, lists: [], director: 'Zoë Laurent' },
      {
        id: 'signal-lost',
        title: 'Signal Lost',
        episodes: 1,
        lists: ['top-picks'],
        cast: ['Rafael Ortiz'],
      },
      { id: 'neon-draft', title: 'Neon Draft', episodes: 1, lists: [], published: false },
    ]);
  });
  afterAll(() => t?.close());

  it('finds a title from its first letters and puts the title that starts with them first', async () => {
    expect((await ids('neo'))[0]).toBe('neon-heirs');
    expect(await ids('neon heirs')).toEqual(['neon-heirs', 'heirs-of-neon']);
  });

  it('allows a typo, ignores case and accents both ways', async () => {
    expect(await ids('neon hiers')).toContain('neon-heirs');
    expect(await ids('CAFE')).toEqual(['cafe-noir']);
    expect(await ids('café')).toEqual(['cafe-noir']);
    expect(await ids('zoe laurent')).toEqual(['cafe-noir']);
  });

  it('finds a series by its director and its cast, and never a draft', async () => {
    expect(await ids('rafael ortiz')).toEqual(['signal-lost']);
    expect(await ids('neon draft')).not.toContain('neon-draft');
  });

  it('answers search records with list tags, like the index', async () => {
    const { body } = await search('?q=neon%20heirs&limit=1');
    const answer = searchSeriesResponseSchema.parse(body);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      id: 'neon-heirs',
      title: 'Neon Heirs',
      episodesCount: 3,
      thumbnail: '/media/posters/neon-heirs.jpg',
    });
    expect(answer.data[0]!.tags).toEqual(['Drama', 'list:featured']);
  });

  it('tells the number of published titles, with no results for a blank or absent query', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      expect(searchSeriesResponseSchema.parse(body)).toEqual({
        success: true,
        titles: 4,
        data: [],
      });
    }
  });

  it('treats LIKE wildcards and regex characters as text', async () => {
    expect(await ids('%')).toEqual([]);
    expect(await ids('___')).toEqual([]);
    expect(await ids('(.*')).toEqual([]);
  });

  it('answers 400 with a detail for a bad limit, an overlong query or an unknown parameter', async () => {
    for (const query of [
      '?q=neon&limit=0',
      `?q=neon&limit=${SEARCH.maxResults + 1}`,
      '?q=neon&limit=two',
      `?q=${'a'.repeat(SEARCH.maxQueryLength + 1)}`,
      '?q=neon&admin=1',
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(errorBodySchema.parse(body).detail).toBeTruthy();
    }
  });
});
