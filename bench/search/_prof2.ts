import { createFuzzyIndex } from '../../apps/web/src/lib/fuzzy-search';
const recs = Array.from({ length: 10000 }, (_, i) => ({
  title: `The hidden bride ${i}`,
  director: `Mina Park`,
  cast: ['Jae Lee', 'Ana Ruiz'],
  tags: ['Slow burn'],
  language: 'Korean',
  genre: ['Romance', 'Drama'],
}));
const idx = createFuzzyIndex(recs);
for (let i = 0; i < 100; i++) idx.search('t', 1);
