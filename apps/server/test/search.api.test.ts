import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, SEARCH, searchSeriesResponseSchema } from '@app/contract';
import type { Db, Tx } from '../src/db/database';
import { series } from '../src/db/schema';
import type { NewSeries } from '../src/modules/catalogue/catalogue.repository';
import { CatalogueSearchRepository } from '../src/modules/catalogue/catalogue-search.repository';
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

describe.each(testEngines())('server search typos on %s', (engine) => {
  let t: TestApp;

  const ids = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return searchSeriesResponseSchema.parse(res.json()).data.map((r) => r.id);
  };
  const insert = (row: { id: string; title: string } & Partial<NewSeries>) =>
    t.app.services.catalogueRepository.insertSeries({
      director: 'Mira Okafor',
      language: 'English',
      year: 2026,
      tags: ['Drama'],
      cast: ['Ava Chen'],
      genre: ['Drama'],
      status: 'published',
      ...row,
    });

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insert({ id: 'synthetic-bride', title: 'The Synthetic Bride' });
    await insert({ id: 'salt-moon', title: 'Salt Moon', tags: ['Drama', 'Reincarnation'] });
    await insert({
      id: 'neon-heirs',
      title: 'Neon Heirs',
      translations: { es: { title: 'Herederos de Neón', description: '' } },
    });
  });
  afterAll(() => t?.close());

  it('finds a typo in one word of a two-word query, the other word as typed', async () => {
    expect(await ids('synthetc bride')).toContain('synthetic-bride');
    expect(await ids('synthetic brdie')).toContain('synthetic-bride');
  });

  it('finds a typo in a word only a tag or a translated title holds', async () => {
    expect(await ids('reincarnaton')).toContain('salt-moon');
    expect(await ids('herderos de neon')).toContain('neon-heirs');
  });

  it('finds a new series by a typo in its words as soon as it is created', async () => {
    // (another query than before the insert: answers are cached)
    expect(await ids('crimsn lanter')).toEqual([]);
    await insert({ id: 'crimson-lantern', title: 'Crimson Lantern' });
    expect(await ids('crimsn lantern')).toEqual(['crimson-lantern']);
    await t.database.db
      .update(series)
      .set({ title: 'Crimson Lighthouse' })
      .where(eq(series.id, 'crimson-lantern'));
    expect(await ids('crimson lighthose')).toEqual(['crimson-lantern']);
  });

  it('reads no series for typos when no catalogue word is like the query words', async () => {
    const statements: string[] = [];
    const dialect = new PgDialect();
    const db = t.database.db;
    // every statement the search runs, as SQL text
    const recording = {
      transaction: <T>(work: (tx: Tx) => Promise<T>) =>
        db.transaction((tx) =>
          work(
            new Proxy(tx, {
              get: (target, key) =>
                key === 'execute'
                  ? (query: SQL) => {
                      statements.push(dialect.sqlToQuery(query).sql);
                      return target.execute(query);
                    }
                  : (Reflect.get(target, key) as unknown),
            }),
          ),
        ),
    } as unknown as Db;
    const found = await new CatalogueSearchRepository(recording).searchCandidates('zyxw qvop', 8);
    expect(found).toEqual([]);
    const lookUp = statements.findIndex((s) => s.includes('"search_words"'));
    expect(lookUp).toBeGreaterThan(0);
    expect(statements.slice(lookUp).filter((s) => s.includes('"series"'))).toEqual([]);
  });
});
