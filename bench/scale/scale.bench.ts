// `npm run bench -- scale`: the cost of each read at 100k series of 20 episodes, 1M comments on
// one series and 10M watch events, against the same reads at 100 series (docs/decisions.md#performance-targets).
// SCALE_SERIES shrinks the large catalogue for a quick look (comments and events follow it).
import { performance } from 'node:perf_hooks';
import { ANALYTICS, RANKING_KINDS, rankingsRoute, searchSeriesRoute } from '@app/contract';
import { API_LOAD, loadProblems, measureLoad } from '../lib/load';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { scratchDatabase } from '../lib/scratch-database';
import { startServer, type ServerProcess } from '../lib/server-process';
import { EPISODES_PER_SERIES, type LoadSeconds, type ScaleSize } from './scale-data';
import {
  QUERIES,
  SEARCH_ROUNDS,
  measureSearch,
  measureServerSearch,
  type SearchFigures,
} from './search-figures';

const SMALL = 100;
const LARGE = Number(process.env.SCALE_SERIES ?? '100000');
const MAX_GROWTH = 1.25;
const HOT_IDS = 100;
// the load of one size, with its measurements before the app listens
const LOAD_TIMEOUT_MS = 20 * 60_000;
// rounds of the alternating measurements of both sizes
const ROUNDS = 2;

const log = progressLog('scale');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

type DbMs = Record<
  | 'commentsFirstPage'
  | 'commentsLastPage'
  | 'analyticsOfSeries'
  | 'analyticsListFirstPage'
  | 'analyticsListMiddlePage'
  | 'homeBuild'
  | 'detailBuild'
  | 'rankingsCompute',
  number
>;
type Info = {
  size: ScaleSize;
  loadSeconds: LoadSeconds;
  threadCount: number;
  dbMs: DbMs;
};
type Figures = Info & {
  homeRps: number;
  detailRps: number;
  rankingsRps: number;
  search?: SearchFigures;
  serverSearch: { p50Ms: number; p95Ms: number };
};
/** The server search's answer time a keystroke (docs/product/catalogue.md#server-search). */
const SERVER_SEARCH_P95_MS = 100;

const hotPaths = (series: number) => {
  const count = Math.min(HOT_IDS, series);
  return Array.from(
    { length: count },
    (_, k) => `/api/videos/bench-${1 + Math.floor((k * series) / count)}`,
  );
};

const requestsPerSecond = async (app: ServerProcess, label: string, paths: string[]) => {
  const result = await measureLoad(app.origin, paths, API_LOAD, app.pid);
  notes.push(...loadProblems(label, result));
  log(`${label}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.latencyP99Ms} ms`);
  return result.requestsPerSecond;
};

/** Loads one size into a fresh database and starts the app over it. */
const startSize = (series: number, databaseUrl: string | undefined): Promise<ServerProcess> =>
  startServer(
    'bench/scale/scale-server.ts',
    { BENCH_SERIES: String(series), ...(databaseUrl ? { SCALE_DATABASE_URL: databaseUrl } : {}) },
    LOAD_TIMEOUT_MS,
  );

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Both sizes' apps up at once, measured in turn, ROUNDS times, and averaged: drift on a shared
 * machine then moves the small catalogue's figures with the large one's.
 */
const measureBoth = async (
  engine: string,
  apps: ServerProcess[],
  withSearch: boolean,
): Promise<Figures[]> => {
  const searches = withSearch
    ? await Promise.all(apps.map((app) => measureSearch(app.origin)))
    : [];
  const serverSearches: { p50Ms: number; p95Ms: number }[] = [];
  for (const app of apps) serverSearches.push(await measureServerSearch(app.origin));
  const samples = apps.map(() => ({
    home: [] as number[],
    detail: [] as number[],
    rankings: [] as number[],
    db: [] as DbMs[],
  }));
  for (let r = 0; r < ROUNDS; r++) {
    for (const [k, app] of apps.entries()) {
      const { dbMs } = await app.ask({ type: 'measure-db' }, 'db-ms');
      samples[k]!.db.push(dbMs as DbMs);
    }
    for (const [key, paths] of [
      ['home', () => ['/api/home']],
      ['detail', (series: number) => hotPaths(series)],
      ['rankings', () => RANKING_KINDS.map((kind) => `${rankingsRoute.path}?kind=${kind}`)],
    ] as const) {
      for (const [k, app] of apps.entries()) {
        const info = app.info as Info;
        const label = `${key} ${engine} @ ${info.size.series.toLocaleString('en')}, round ${r + 1}`;
        samples[k]![key].push(await requestsPerSecond(app, label, paths(info.size.series)));
      }
    }
  }
  return apps.map((app, k) => {
    const info = app.info as Info;
    const { home, detail, rankings, db } = samples[k]!;
    const dbMs = Object.fromEntries(
      Object.keys(info.dbMs).map((name) => [name, mean(db.map((d) => d[name as keyof DbMs]))]),
    ) as DbMs;
    const search = searches[k];
    return {
      ...info,
      dbMs,
      homeRps: mean(home),
      detailRps: mean(detail),
      rankingsRps: mean(rankings),
      ...(search ? { search } : {}),
      serverSearch: serverSearches[k]!,
    };
  });
};

const growthRow = (
  measure: string,
  large: number,
  small: number,
  unit: string,
  higherIsBetter: boolean,
): BenchRow => {
  const ratio = ratioOf(large, small);
  return {
    measure,
    figure: round(large, 2),
    unit,
    reference: { name: `@ ${SMALL} series`, value: round(small, 2), unit },
    ratio: round(ratio),
    target: higherIsBetter ? `≥ ${round(1 / MAX_GROWTH)}×` : `≤ ${MAX_GROWTH}×`,
    pass: higherIsBetter ? ratio >= 1 / MAX_GROWTH : ratio <= MAX_GROWTH,
  };
};

const describeLoad = (engine: string, info: Info) => {
  const { size, loadSeconds } = info;
  const total = Object.values(loadSeconds).reduce((a, b) => a + b, 0);
  const n = (value: number) => value.toLocaleString('en');
  return (
    `${engine}: ${n(size.series)} series × ${EPISODES_PER_SERIES} episodes (with their media ` +
    `assets and list memberships), ${n(size.comments)} comments on one series ` +
    `(${n(info.threadCount)} threads), ${n(size.events)} watch events loaded in ` +
    `${total.toFixed(0)} s: catalogue ${loadSeconds.catalogue.toFixed(0)} s, comments ` +
    `${loadSeconds.comments.toFixed(0)} s, events ${loadSeconds.events.toFixed(0)} s, rollup ` +
    `and ANALYZE ${loadSeconds.rollup.toFixed(0)} s`
  );
};

const compare = (engine: string, small: Figures, large: Figures) => {
  const at = `@ ${LARGE.toLocaleString('en')} series (${engine})`;
  rows.push(
    growthRow(`GET /api/home ${at}`, large.homeRps, small.homeRps, 'req/s', true),
    growthRow(`GET /api/videos/{id} ${at}`, large.detailRps, small.detailRps, 'req/s', true),
    growthRow(
      `GET ${rankingsRoute.path}?kind=… (the four kinds) ${at}`,
      large.rankingsRps,
      small.rankingsRps,
      'req/s',
      true,
    ),
    {
      ...growthRow(
        `rankings computed from the rollups (four kinds, now and yesterday; background) ${at}`,
        large.dbMs.rankingsCompute,
        small.dbMs.rankingsCompute,
        'ms',
        false,
      ),
      target: 'info',
      pass: null,
    },
    growthRow(
      `home answer built uncached ${at}`,
      large.dbMs.homeBuild,
      small.dbMs.homeBuild,
      'ms',
      false,
    ),
    growthRow(
      `series answer built uncached ${at}`,
      large.dbMs.detailBuild,
      small.dbMs.detailBuild,
      'ms',
      false,
    ),
    growthRow(
      `comment page 1, ${large.size.comments.toLocaleString('en')} comments ${at}`,
      large.dbMs.commentsFirstPage,
      small.dbMs.commentsFirstPage,
      'ms',
      false,
    ),
    growthRow(
      `comment last page ${at}`,
      large.dbMs.commentsLastPage,
      small.dbMs.commentsLastPage,
      'ms',
      false,
    ),
    growthRow(
      `analytics of one series, ${large.size.events.toLocaleString('en')} events ${at}`,
      large.dbMs.analyticsOfSeries,
      small.dbMs.analyticsOfSeries,
      'ms',
      false,
    ),
  );
  rows.push(
    growthRow(
      `studio analytics list, a page of ${ANALYTICS.listPage.default} series ${at}`,
      large.dbMs.analyticsListFirstPage,
      small.dbMs.analyticsListFirstPage,
      'ms',
      false,
    ),
    growthRow(
      `studio analytics list, a page from the middle ${at}`,
      large.dbMs.analyticsListMiddlePage,
      small.dbMs.analyticsListMiddlePage,
      'ms',
      false,
    ),
  );
  rows.push({
    ...growthRow(
      `server search (GET ${searchSeriesRoute.path}) p95 per keystroke ${at}`,
      large.serverSearch.p95Ms,
      small.serverSearch.p95Ms,
      'ms',
      false,
    ),
    target: `≤ ${SERVER_SEARCH_P95_MS} ms`,
    pass: large.serverSearch.p95Ms <= SERVER_SEARCH_P95_MS,
  });
  notes.push(
    `server search ${at}: p50 ${large.serverSearch.p50Ms.toFixed(1)} ms, p95 ` +
      `${large.serverSearch.p95Ms.toFixed(1)} ms a keystroke (@ ${SMALL}: p50 ` +
      `${small.serverSearch.p50Ms.toFixed(1)} ms, p95 ${small.serverSearch.p95Ms.toFixed(1)} ms); ` +
      'its work grows with the matches a query has, up to a bound, so its target is a time ' +
      'under the 200 ms debounce rather than a ratio',
  );
  if (large.search && small.search) {
    const kib = (bytes: number) => round(bytes / 1024, 1);
    rows.push(
      growthRow(
        `search p95 per keystroke ${at}`,
        large.search.p95Ms,
        small.search.p95Ms,
        'ms',
        false,
      ),
      {
        ...growthRow(
          `search index transfer, brotli ${at}`,
          kib(large.search.brBytes),
          kib(small.search.brBytes),
          'KiB',
          false,
        ),
        target: 'info',
        pass: null,
      },
      {
        ...growthRow(
          `search index parse + validate + index in V8 ${at}`,
          large.search.buildMs,
          small.search.buildMs,
          'ms',
          false,
        ),
        target: 'info',
        pass: null,
      },
    );
    const s = large.search;
    notes.push(
      `search index @ ${LARGE.toLocaleString('en')} series: ${kib(s.rawBytes)} KiB of JSON, ` +
        `${kib(s.gzipBytes)} KiB gzip, ${kib(s.brBytes)} KiB brotli (as served); the first ` +
        `answer took ${s.coldMs.toFixed(0)} ms (query, validation, cache); parse + validate + ` +
        `index ${s.buildMs.toFixed(0)} ms; per keystroke p50 ${s.p50Ms.toFixed(1)} ms, p95 ` +
        `${s.p95Ms.toFixed(1)} ms (@ ${SMALL}: p95 ${small.search.p95Ms.toFixed(2)} ms, ` +
        `${kib(small.search.brBytes)} KiB brotli)`,
    );
  }
};

const engines: { name: string; url?: string }[] = [{ name: 'PGlite' }];
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) engines.push({ name: 'PostgreSQL', url: adminUrl });
else notes.push('BENCH_DATABASE_URL is not set: PostgreSQL was not measured.');

for (const [i, engine] of engines.entries()) {
  const scratches: { url: string; drop(): Promise<void> }[] = [];
  const apps: ServerProcess[] = [];
  try {
    for (const series of [SMALL, LARGE]) {
      const scratch = engine.url ? await scratchDatabase(engine.url, 'bench_scale') : undefined;
      if (scratch) scratches.push(scratch);
      log(`${engine.name}: loading ${series.toLocaleString('en')} series…`);
      apps.push(await startSize(series, scratch?.url));
      notes.push(describeLoad(engine.name, apps.at(-1)!.info as Info));
    }
    const [small, large] = await measureBoth(engine.name, apps, i === 0);
    compare(engine.name, small!, large!);
  } finally {
    for (const app of apps) await app.stop();
    for (const scratch of scratches) await scratch.drop();
  }
}

notes.unshift(
  `sizes: ${SMALL} and ${LARGE.toLocaleString('en')} series of ${EPISODES_PER_SERIES} ` +
    `episodes, 10 comments and 100 watch events per series, all the comments on one series, ` +
    'the analysed series with the same 200 viewers at both sizes; generated inside the ' +
    'database (INSERT … SELECT generate_series, ordered ids), then the rollup rebuilt and ANALYZE',
  `req/s: autocannon ${API_LOAD.connections} connections, ${API_LOAD.warmupSeconds} s warm-up ` +
    `then ${API_LOAD.seconds} s, the app as \`npm start\` runs it in a child process (cached ` +
    `answers, TTL 10 s); detail rotates over ${HOT_IDS} ids spread across the catalogue`,
  `ms: medians of 21 calls of the services straight on the database in the app's process ` +
    '(no answer cache): what a cold series or a cache rebuild costs',
  `both sizes' apps run side by side and are measured in turn, ${ROUNDS} rounds averaged, so ` +
    'drift on a shared machine reaches both',
  `search: measured once (the served index is the same on both engines), ${QUERIES.length} ` +
    `queries typed a character at a time, each keystroke's best of ${SEARCH_ROUNDS} rounds`,
);

await reportResult({
  bench: 'scale',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
