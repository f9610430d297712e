// The search figures of `npm run bench -- scale`: the header search over the served index, and
// the server search, keystroke by keystroke.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { searchIndexResponseSchema, searchIndexRoute, searchSeriesRoute } from '@app/contract';
import { createFuzzyIndex } from '@app/contract/fuzzy-search';

export const SEARCH_ROUNDS = 3;
export const QUERIES = [
  'revenge of the crimson bride',
  'forbiden marriage',
  'mina park',
  'hana sato',
  'golden queen 4217',
  'xqzvwk',
];

export type SearchFigures = {
  rawBytes: number;
  brBytes: number;
  gzipBytes: number;
  coldMs: number;
  buildMs: number;
  p50Ms: number;
  p95Ms: number;
};
/** The body as sent (still compressed) and how long the whole answer took. */
const getRaw = (origin: string, path: string, encoding: string) =>
  new Promise<{ bytes: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
          else resolve({ bytes: Buffer.concat(chunks), ms: performance.now() - started });
        });
      })
      .on('error', reject);
  });

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * The header search as a page runs it: the served index (transfer sizes, the first answer's
 * wait), parsed, validated and indexed as the web does (Node's V8 standing in for the
 * browser's), then the queries typed one keystroke at a time, each keystroke's best of a few.
 */
export const measureSearch = async (origin: string): Promise<SearchFigures> => {
  const path = searchIndexRoute.path;
  const cold = await getRaw(origin, path, 'identity');
  const br = await getRaw(origin, path, 'br');
  const gzip = await getRaw(origin, path, 'gzip');
  const buildStarted = performance.now();
  const parsed = searchIndexResponseSchema.parse(JSON.parse(cold.bytes.toString('utf8')));
  const index = createFuzzyIndex(parsed.data);
  const buildMs = performance.now() - buildStarted;
  const keystrokes = QUERIES.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)));
  const best = keystrokes.map(() => Infinity);
  for (let r = 0; r <= SEARCH_ROUNDS; r++) {
    keystrokes.forEach((query, i) => {
      const started = performance.now();
      index.search(query);
      // round 0 warms the JIT up
      if (r > 0) best[i] = Math.min(best[i]!, performance.now() - started);
    });
  }
  best.sort((a, b) => a - b);
  return {
    rawBytes: cold.bytes.length,
    brBytes: br.bytes.length,
    gzipBytes: gzip.bytes.length,
    coldMs: cold.ms,
    buildMs,
    p50Ms: percentile(best, 50),
    p95Ms: percentile(best, 95),
  };
};

/**
 * The server search as the box uses it above the index size: each keystroke of the queries
 * asked once (each is a new query, so none is answered from the cache), the whole answer timed.
 */
export const measureServerSearch = async (origin: string) => {
  const path = searchSeriesRoute.path;
  // the title count and a warm connection, as the box's first focus has them
  await getRaw(origin, path, 'identity');
  const keystrokes = QUERIES.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)));
  const times: number[] = [];
  for (const query of keystrokes) {
    times.push((await getRaw(origin, `${path}?q=${encodeURIComponent(query)}`, 'identity')).ms);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
};
