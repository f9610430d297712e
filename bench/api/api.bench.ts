// `npm run bench -- api`: catalogue reads against a bare Fastify hello-world, at 100 and 100k series.
import { performance } from 'node:perf_hooks';
import { API_LOAD, loadProblems, measureLoad, type LoadResult } from '../lib/load';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { startServer } from '../lib/server-process';
import { benchSeriesId, EPISODES_PER_SERIES } from './bulk-catalogue';

const SIZES = [100, 100_000] as const;
const HOT_IDS = 100;
const MIN_RATIO = 0.6;
// "flat": the 100k ratio keeps at least this share of the 100 ratio
const MIN_FLATNESS = 0.9;

const log = progressLog('api');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

/** Ids spread over the whole catalogue, so the big one is not read only at its start. */
const hotPaths = (size: number): string[] => {
  const count = Math.min(HOT_IDS, size);
  return Array.from(
    { length: count },
    (_, k) => `/api/videos/${benchSeriesId(1 + Math.floor((k * size) / count))}`,
  );
};

const run = async (
  label: string,
  origin: string,
  paths: readonly string[],
  pid: number,
): Promise<LoadResult> => {
  const result = await measureLoad(origin, paths, API_LOAD, pid);
  const latency = `p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, max ${result.latencyMaxMs} ms`;
  const cpu = result.serverCpuMicrosPerRequest;
  const line =
    `${label}: ${Math.round(result.requestsPerSecond)} req/s, latency ${latency}` +
    (cpu === undefined ? '' : `, server CPU ${Math.round(cpu)} µs/request`);
  log(line);
  notes.push(line);
  notes.push(...loadProblems(label, result));
  return result;
};

const MEASURES = [
  { key: 'videos', measure: 'GET /api/videos/{id}' },
  { key: 'home', measure: 'GET /api/home' },
] as const;
const ratios: Record<string, Record<number, number>> = { videos: {}, home: {} };

// hello-world brackets each catalogue size (before and after, averaged): drift on a shared
// machine then moves the reference with the figure
const hello = await startServer('bench/api/hello-server.ts');
try {
  const measureHello = (when: string) =>
    run(`hello-world (${when})`, hello.origin, ['/'], hello.pid);
  let helloBefore = await measureHello('first');

  for (const size of SIZES) {
    const label = size.toLocaleString('en');
    log(`starting the app over ${label} generated series…`);
    const app = await startServer('bench/api/app-server.ts', { BENCH_SERIES: String(size) });
    const measured: { key: string; measure: string; result: LoadResult }[] = [];
    try {
      const insertSeconds = Number(app.info.insertSeconds);
      const count = (n: number) => n.toLocaleString('en');
      notes.push(
        `${count(size)} series (${count(size * EPISODES_PER_SERIES)} episodes, ` +
          `${count(size * (EPISODES_PER_SERIES + 1))} media assets, ${count(size * 2)} list ` +
          `memberships) inserted into PGlite in ${insertSeconds.toFixed(1)} s (generate_series, ` +
          'one transaction, foreign-key triggers off, then ANALYZE)',
      );
      for (const { key, measure } of MEASURES) {
        const paths = key === 'videos' ? hotPaths(size) : ['/api/home'];
        const result = await run(`${measure} @ ${label} series`, app.origin, paths, app.pid);
        measured.push({ key, measure, result });
      }
    } finally {
      await app.stop();
    }
    const helloAfter = await measureHello(`after ${label} series`);
    const reference = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2;
    const helloCpu =
      ((helloBefore.serverCpuMicrosPerRequest ?? NaN) +
        (helloAfter.serverCpuMicrosPerRequest ?? NaN)) /
      2;
    helloBefore = helloAfter;
    if (Number.isFinite(helloCpu)) {
      // CPU per request moves far less than throughput with other load on the machine
      const parts = measured.map(({ measure, result }) => {
        const cpu = result.serverCpuMicrosPerRequest ?? NaN;
        return `${measure} ${Math.round(cpu)} µs (${ratioOf(helloCpu, cpu).toFixed(2)}×)`;
      });
      notes.push(
        `server CPU per request @ ${label} series: hello-world ${Math.round(helloCpu)} µs; ` +
          `${parts.join('; ')} — hello's CPU over the app's, the ratio a CPU-bound server would show`,
      );
    }

    for (const { key, measure, result } of measured) {
      const ratio = ratioOf(result.requestsPerSecond, reference);
      ratios[key]![size] = ratio;
      rows.push({
        measure: `${measure} @ ${label} series`,
        figure: Math.round(result.requestsPerSecond),
        unit: 'req/s',
        reference: { name: 'Fastify hello-world', value: Math.round(reference), unit: 'req/s' },
        ratio: round(ratio),
        target: `≥ ${MIN_RATIO}× hello-world`,
        pass: ratio >= MIN_RATIO && loadProblems('', result).length === 0,
      });
    }
  }
} finally {
  await hello.stop();
}

for (const { key, measure } of MEASURES) {
  const small = ratios[key]![SIZES[0]] ?? 0;
  const large = ratios[key]![SIZES[1]] ?? 0;
  const flatness = ratioOf(large, small);
  rows.push({
    measure: `${measure} flatness, 100k vs 100 series`,
    figure: round(large),
    unit: '× hello @ 100k',
    reference: { name: 'ratio @ 100 series', value: round(small), unit: '× hello' },
    ratio: round(flatness),
    target: `flat (≥ ${MIN_FLATNESS})`,
    pass: flatness >= MIN_FLATNESS,
  });
}

notes.unshift(
  `autocannon ${API_LOAD.connections} connections, pipelining ${API_LOAD.pipelining}, ` +
    `${API_LOAD.warmupSeconds} s warm-up then ${API_LOAD.seconds} s, from this process; each ` +
    'server in its own child process; the hello-world reference of each catalogue size is ' +
    'the mean of its runs just before and just after that size',
  `/api/videos/{id} rotates over a hot set of ${HOT_IDS} ids spread across the catalogue ` +
    '(each connection cycles through them)',
  'the app runs as `npm start` does: NODE_ENV=production, LOG_LEVEL=info request logs ' +
    '(to /dev/null), embedded PGlite in a temp dir, catalogue cache TTL 10 s',
  `flatness: the 100k ratio over the 100 ratio (hello-world cancels out), flat when ≥ ${MIN_FLATNESS}`,
);

await reportResult({
  bench: 'api',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
