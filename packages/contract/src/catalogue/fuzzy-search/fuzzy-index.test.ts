import { describe, expect, it } from 'vitest';
import { createFuzzyIndex, normalizeText, type SearchableRecord } from './fuzzy-index';

type Rec = SearchableRecord & { id: string };

const rec = (id: string, overrides: Partial<Rec> = {}): Rec => ({
  id,
  title: id,
  director: 'Nobody',
  cast: [],
  tags: [],
  language: 'English',
  genre: [],
  ...overrides,
});

const catalogue: Rec[] = [
  rec('neon-heirs-2', { title: 'Neon Heirs 2: The Return' }),
  rec('neon-heirs', { title: 'Neon Heirs' }),
  rec('midnight', { title: 'Midnight Contract', director: 'Mina Park' }),
  rec('glass', { title: 'Glass Orchard', cast: ['Jae Lee', 'Ana Ruiz'] }),
  rec('cafe', { title: 'Café Lumière', language: 'French' }),
  rec('listed', { title: 'Quiet Harbour', tags: ['list:trending-now', 'Slow burn'] }),
  rec('romance', { title: 'Paper Lanterns', genre: ['Romance'], language: 'Korean' }),
];

const ids = (query: string, limit?: number) =>
  createFuzzyIndex(catalogue)
    .search(query, limit)
    .map((hit) => hit.item.id);

describe('normalizeText', () => {
  it('lowercases, strips accents and turns punctuation into single spaces', () => {
    expect(normalizeText('  Café  Lumière: Sci-Fi! ')).toBe('cafe lumiere sci fi');
  });
});

describe('createFuzzyIndex', () => {
  it('ranks an exact title above a title that only contains the query', () => {
    expect(ids('neon heirs').slice(0, 2)).toEqual(['neon-heirs', 'neon-heirs-2']);
  });

  it('scores an exact title 0 and keeps only scores within the threshold', () => {
    const hits = createFuzzyIndex(catalogue).search('Neon Heirs');
    expect(hits[0]).toMatchObject({ score: 0 });
    for (const hit of hits) expect(hit.score).toBeLessThanOrEqual(0.4);
  });

  it("finds a series by its title in another language as well as its title's", () => {
    const index = createFuzzyIndex([
      ...catalogue,
      rec('glass-es', { title: 'Huerto de cristal', titles: ['Glass Orchard Returns'] }),
    ]);
    const found = (query: string) => index.search(query).map((hit) => hit.item.id);
    expect(found('huerto de cristal')).toEqual(['glass-es']);
    // an exact other title scores as an exact title
    expect(index.search('Glass Orchard Returns')[0]?.score).toBe(0);
    expect(found('glass orchard returns')[0]).toBe('glass-es');
  });

  it('finds a series by its director', () => {
    expect(ids('mina park')).toEqual(['midnight']);
  });

  it('finds a series by one of its cast', () => {
    expect(ids('ana ruiz')).toEqual(['glass']);
  });

  it('tolerates a typo', () => {
    expect(ids('midnigth contract')).toEqual(['midnight']);
    expect(ids('neon hiers')[0]).toBe('neon-heirs');
  });

  it('matches without accents', () => {
    expect(ids('cafe lumiere')).toEqual(['cafe']);
  });

  it('matches the words of a query across fields', () => {
    expect(ids('glass jae')).toEqual(['glass']);
  });

  it('finds nothing for nonsense or a blank query', () => {
    expect(ids('xqzvwk')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('does not match list membership tags but matches other tags', () => {
    expect(ids('trending')).toEqual([]);
    expect(ids('slow burn')).toEqual(['listed']);
  });

  it('matches genre and language, below a title match', () => {
    expect(ids('romance')).toEqual(['romance']);
    expect(ids('korean')).toEqual(['romance']);
  });

  it('matches a single letter only at the start of a word', () => {
    // Heirs, Heirs, Harbour — not the h inside Midnight, Orchard or Return
    expect(ids('h').sort()).toEqual(['listed', 'neon-heirs', 'neon-heirs-2']);
  });

  it('returns at most the limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => rec(`s${i}`, { title: `Love Story ${i}` }));
    expect(createFuzzyIndex(many).search('love')).toHaveLength(8);
    expect(createFuzzyIndex(many).search('love', 3)).toHaveLength(3);
  });

  it('gives the same top 8 as a full ranking cut at 8', () => {
    // the search skips work that cannot reach the top: it must not change the answer
    const names = ['Mina Park', 'Jae Lee', 'Ana Ruiz', 'Lea Moreau', 'Hiro Tanaka'];
    const words = ['Neon', 'Heirs', 'Midnight', 'Contract', 'Glass', 'Orchard', 'Bride', 'Moon'];
    const many = Array.from({ length: 300 }, (_, i) =>
      rec(`r${i}`, {
        title: `${words[i % 8]} ${words[(i * 3 + 1) % 8]} ${i % 5 === 0 ? words[i % 7] : ''}`,
        director: names[i % 5]!,
        cast: [names[(i + 1) % 5]!, names[(i * 7) % 5]!],
        tags: i % 3 === 0 ? ['Slow burn', 'list:popular'] : ['Revenge'],
      }),
    );
    const index = createFuzzyIndex(many);
    for (const query of ['n', 'ne', 'neon', 'neon hiers', 'mina park', 'moon bride', 'lea', 'xq']) {
      expect(index.search(query, 8)).toEqual(index.search(query, 1000).slice(0, 8));
    }
  });

  it('forgives a typo in a title sooner than in a lighter field', () => {
    // 5 characters allow one typo: within the threshold for a title, not for a tag (0.1)
    const index = createFuzzyIndex([
      rec('t', { title: 'Larks' }),
      rec('g', { title: 'Other', tags: ['Larks'] }),
    ]);
    expect(index.search('lurks').map((hit) => hit.item.id)).toEqual(['t']);
    expect(index.search('larks').map((hit) => hit.item.id)).toEqual(['t', 'g']);
  });
});
