// `npm run bench -- api`: catalogue reads against a bare Fastify answering the same bytes from
// memory (the target's reference) and a Fastify hello-world (for flatness), at 100 and 100k series.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_LOAD, loadProblems, measureLoad, type LoadResult } from '../lib/load';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { startServer } from '../lib/server-process';
import { benchSeriesId, EPISODES_PER_SERIES } from './bulk-catalogue';
import { recordAnswers } from './same-bytes';

const SIZES = [100, 100_000] as const;
const HOT_IDS = 100;
const MIN_RATIO = 0.75;
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
const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-same-bytes-'));

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
    const measured: {
      key: string;
      measure: string;
      result: LoadResult;
      sameBytes: LoadResult;
    }[] = [];
    try {
      const insertSeconds = Number(app.info.insertSeconds);
      const count = (n: number) => n.toLocaleString('en');
      notes.push(
        `${count(size)} series (${count(size * EPISODES_PER_SERIES)} episodes, ` +
          `${count(size * (EPISODES_PER_SERIES + 1))} media assets, ${count(size * 2)} list ` +
          `memberships) inserted into PGlite in ${insertSeconds.toFixed(1)} s (generate_series, ` +
          'one transaction, foreign-key triggers off, then ANALYZE)',
      );
      const pathsOf = (key: string) => (key === 'videos' ? hotPaths(size) : ['/api/home']);
      const answers = path.join(scratch, `${size}.json`);
      await recordAnswers(
        app.origin,
        MEASURES.flatMap(({ key }) => pathsOf(key)),
        answers,
      );
      const reference = await startServer('bench/api/same-bytes-server.ts', {
        BENCH_SAME_BYTES: answers,
      });
      try {
        const measureReference = (measure: string, paths: readonly string[]) =>
          run(
            `same-bytes Fastify, ${measure} @ ${label} series`,
            reference.origin,
            paths,
            reference.pid,
          );
        // the reference runs first for one route and last for the other: drift over the four
        // runs then favours neither side
        for (const [index, { key, measure }] of MEASURES.entries()) {
          const paths = pathsOf(key);
          const measureApp = () => run(`${measure} @ ${label} series`, app.origin, paths, app.pid);
          if (index % 2 === 0) {
            const sameBytes = await measureReference(measure, paths);
            measured.push({ key, measure, sameBytes, result: await measureApp() });
          } else {
            const result = await measureApp();
            measured.push({
              key,
              measure,
              result,
              sameBytes: await measureReference(measure, paths),
            });
          }
        }
      } finally {
        await reference.stop();
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
    // CPU per request moves far less than throughput with other load on the machine
    const micros = (result: LoadResult) => result.serverCpuMicrosPerRequest ?? NaN;
    const parts = measured.map(
      ({ measure, result, sameBytes }) =>
        `${measure} ${Math.round(micros(result))} µs against same-bytes ` +
        `${Math.round(micros(sameBytes))} µs (${ratioOf(micros(sameBytes), micros(result)).toFixed(2)}×)`,
    );
    notes.push(
      `server CPU per request @ ${label} series: hello-world ${Math.round(helloCpu)} µs; ` +
        `${parts.join('; ')} — the reference's CPU over the app's, the ratio a CPU-bound ` +
        'server would show',
    );

    for (const { key, measure, result, sameBytes } of measured) {
      const ok = loadProblems('', result).length === 0;
      const sameBytesRatio = ratioOf(result.requestsPerSecond, sameBytes.requestsPerSecond);
      rows.push({
        measure: `${measure} @ ${label} series`,
        figure: Math.round(result.requestsPerSecond),
        unit: 'req/s',
        reference: {
          name: 'bare Fastify, same bytes from memory',
          value: Math.round(sameBytes.requestsPerSecond),
          unit: 'req/s',
        },
        ratio: round(sameBytesRatio),
        target: `≥ ${MIN_RATIO}× same-bytes Fastify`,
        pass: sameBytesRatio >= MIN_RATIO && ok && loadProblems('', sameBytes).length === 0,
      });
      const ratio = ratioOf(result.requestsPerSecond, reference);
      ratios[key]![size] = ratio;
      rows.push({
        measure: `${measure} @ ${label} series, against hello-world`,
        figure: Math.round(result.requestsPerSecond),
        unit: 'req/s',
        reference: { name: 'Fastify hello-world', value: Math.round(reference), unit: 'req/s' },
        ratio: round(ratio),
        target: 'informative (for flatness)',
        pass: null,
      });
    }
  }
} finally {
  await hello.stop();
  await rm(scratch, { recursive: true, force: true });
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
  'same-bytes Fastify: a bare Fastify (no logger, plugins or hooks) answering each path with ' +
    'the status, headers and body the app sent for it (fetched once without Accept-Encoding, as ' +
    'autocannon asks), from memory; it runs beside the app, just before /api/videos/{id} and ' +
    'just after /api/home',
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
