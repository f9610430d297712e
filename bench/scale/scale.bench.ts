// `npm run bench -- scale`: the cost of each read in a large catalogue against the same reads at
// 100 series (docs/decisions.md#performance-targets): on PGlite 100k series of 20 episodes, 1M
// comments on one series and 10M watch events; on PostgreSQL 1M series of 10 episodes, 10M
// comments and 100M events. SCALE_SERIES shrinks both large catalogues for a quick look
// (comments and events follow it), SCALE_PG_SERIES PostgreSQL's alone, SCALE_EPISODES sets the
// episodes per series; SCALE_ENGINES=postgres (or pglite) runs one engine; SCALE_KEEP_DATABASE=1
// leaves PostgreSQL's large database in place for EXPLAIN, and prints its URL.
import { performance } from 'node:perf_hooks';
import { RANKING_KINDS, rankingsRoute } from '@app/contract';
import { API_LOAD, loadProblems, measureLoad } from '../lib/load';
import { progressLog, reportResult, round, type BenchRow } from '../lib/result';
import { scratchDatabase } from '../lib/scratch-database';
import { startServer, type ServerProcess } from '../lib/server-process';
import { SMALL, compare, describeLoad, type DbMs, type Figures, type Info } from './scale-rows';
import { QUERIES, SEARCH_ROUNDS, measureSearch, measureServerSearch } from './search-figures';

const env = process.env;
/** Each engine's large catalogue: series and episodes per series (the small one has as many). */
const LARGE = {
  PGlite: {
    series: Number(env.SCALE_SERIES ?? '100000'),
    episodes: Number(env.SCALE_EPISODES ?? '20'),
  },
  PostgreSQL: {
    series: Number(env.SCALE_PG_SERIES ?? env.SCALE_SERIES ?? '1000000'),
    episodes: Number(env.SCALE_EPISODES ?? '10'),
  },
} as const;
type EngineName = keyof typeof LARGE;
const HOT_IDS = 100;
// the load of one size, with its measurements before the app listens (1M series on PostgreSQL)
const LOAD_TIMEOUT_MS = 150 * 60_000;
// rounds of the alternating measurements of both sizes
const ROUNDS = 2;

const log = progressLog('scale');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

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
const startSize = (
  series: number,
  episodes: number,
  databaseUrl: string | undefined,
): Promise<ServerProcess> =>
  startServer(
    'bench/scale/scale-server.ts',
    {
      BENCH_SERIES: String(series),
      BENCH_EPISODES: String(episodes),
      ...(databaseUrl ? { SCALE_DATABASE_URL: databaseUrl } : {}),
    },
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

const chosen = (env.SCALE_ENGINES ?? 'pglite,postgres').toLowerCase().split(',');
const engines: { name: EngineName; url?: string }[] = [];
if (chosen.includes('pglite')) engines.push({ name: 'PGlite' });
const adminUrl = env.BENCH_DATABASE_URL;
if (!chosen.includes('postgres')) notes.push('SCALE_ENGINES: PostgreSQL was not measured.');
else if (adminUrl) engines.push({ name: 'PostgreSQL', url: adminUrl });
else notes.push('BENCH_DATABASE_URL is not set: PostgreSQL was not measured.');

for (const engine of engines) {
  const scratches: { url: string; drop(): Promise<void> }[] = [];
  const apps: ServerProcess[] = [];
  const { episodes } = LARGE[engine.name];
  let measured = false;
  try {
    for (const series of [SMALL, LARGE[engine.name].series]) {
      const scratch = engine.url ? await scratchDatabase(engine.url, 'bench_scale') : undefined;
      if (scratch) scratches.push(scratch);
      log(`${engine.name}: loading ${series.toLocaleString('en')} series…`);
      apps.push(await startSize(series, episodes, scratch?.url));
      notes.push(describeLoad(engine.name, apps.at(-1)!.info as Info));
    }
    // the served index on PGlite only: the box asks the server above 10,000 titles, and at 1M
    // series the index alone would be hundreds of MB of JSON
    const [small, large] = await measureBoth(engine.name, apps, engine.name === 'PGlite');
    const compared = compare(engine.name, small!, large!);
    rows.push(...compared.rows);
    notes.push(...compared.notes);
    measured = true;
  } finally {
    for (const app of apps) await app.stop();
    const kept = measured && env.SCALE_KEEP_DATABASE === '1' ? scratches.pop() : undefined;
    if (kept) notes.push(`${engine.name}: the large database was kept: ${kept.url}`);
    for (const scratch of scratches) await scratch.drop();
  }
}

notes.unshift(
  `sizes: ${SMALL} series against ${engines
    .map((e) => `${LARGE[e.name].series.toLocaleString('en')} on ${e.name}`)
    .join(' and ')}, each engine's both sizes with as many episodes a series (` +
    `${engines.map((e) => `${LARGE[e.name].episodes} on ${e.name}`).join(', ')}), 10 comments ` +
    `and 100 watch events per series, all the comments on one series, ` +
    'the analysed series with the same 200 viewers at both sizes; generated inside the ' +
    'database (INSERT … SELECT generate_series, ordered ids), then the rollup rebuilt, the ' +
    "read tables' VACUUM and ANALYZE, and a CHECKPOINT (the load's pages on disk before any measurement)",
  `req/s: autocannon ${API_LOAD.connections} connections, ${API_LOAD.warmupSeconds} s warm-up ` +
    `then ${API_LOAD.seconds} s, the app as \`npm start\` runs it in a child process (cached ` +
    `answers, TTL 10 s); detail rotates over ${HOT_IDS} ids spread across the catalogue`,
  `ms: medians of 21 calls of the services straight on the database in the app's process ` +
    '(no answer cache): what a cold series or a cache rebuild costs',
  `both sizes' apps run side by side and are measured in turn, ${ROUNDS} rounds averaged, so ` +
    'drift on a shared machine reaches both',
  `search: the served index measured on PGlite only (the same on both engines), ${QUERIES.length} ` +
    `queries typed a character at a time, each keystroke's best of ${SEARCH_ROUNDS} rounds`,
);

await reportResult({
  bench: 'scale',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
