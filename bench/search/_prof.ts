import { performance } from 'node:perf_hooks';
import { createFuzzyIndex } from '../../apps/web/src/lib/fuzzy-search';
const FIRST = ['Mina', 'Jae', 'Ana', 'Chen', 'Priya', 'Lucas', 'Sofia', 'Hiro', 'Léa', 'Omar'];
const LAST = ['Park', 'Lee', 'Ruiz', 'Wang', 'Sharma', 'Moreau', 'Rossi', 'Tanaka', 'Haddad'];
const W = [
  'billionaire',
  'hidden',
  'forbidden',
  'runaway',
  'contract',
  'midnight',
  'bride',
  'heir',
  'husband',
  'empress',
  'marriage',
  'alpha',
  'lantern',
  'crimson',
];
let seed = 1;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const p = <T>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
const recs = Array.from({ length: 10000 }, () => ({
  title: `The ${p(W)} ${p(W)}`,
  director: `${p(FIRST)} ${p(LAST)}`,
  cast: [1, 2, 3, 4].map(() => `${p(FIRST)} ${p(LAST)}`),
  tags: ['Slow burn', 'list:popular'],
  language: 'Korean',
  genre: ['Romance', 'Drama'],
}));
const idx = createFuzzyIndex(recs);
const low = recs.map((r) =>
  [r.title, r.director, ...r.cast, ...r.tags, r.language, ...r.genre].map((v) => v.toLowerCase()),
);
const naive = (q: string) => low.filter((f) => f.some((x) => x.includes(q))).slice(0, 8);
const time = (f: () => unknown) => {
  for (let i = 0; i < 3; i++) f();
  const t = performance.now();
  for (let i = 0; i < 10; i++) f();
  return (performance.now() - t) / 10;
};
for (const q of [
  't',
  'th',
  'the',
  'the b',
  'the billionaire',
  'the billionaire secret bride',
  'forbiden marriage',
  'mina park',
  'xqzvwk',
  'lanturn',
]) {
  const a = time(() => idx.search(q));
  const b = time(() => naive(q));
  console.log(q.padEnd(32), a.toFixed(2), b.toFixed(2), (a / b).toFixed(1));
}
{
  const t0 = performance.now();
  for (let i = 0; i < 10; i++) idx.search('t', 0);
  console.log('limit0', (performance.now() - t0) / 10);
  const t1 = performance.now();
  for (let i = 0; i < 10; i++) idx.search('t', 1);
  console.log('limit1', (performance.now() - t1) / 10);
  const t2 = performance.now();
  for (let i = 0; i < 10; i++) idx.search('xq', 8);
  console.log('xq', (performance.now() - t2) / 10);
}
