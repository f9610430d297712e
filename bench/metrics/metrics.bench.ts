// `npm run bench -- metrics`: watch-event ingestion over HTTP in batches, against a raw multi-row
// INSERT loop into the same database, on PGlite and, with BENCH_DATABASE_URL, PostgreSQL
// (docs/decisions.md#performance-targets).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { WatchEventInput } from '@app/contract';
import { openDatabase, type Database } from '../../apps/server/src/db/database';
import { processCpuSeconds } from '../lib/process-cpu';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { scratchDatabase } from '../lib/scratch-database';
import { startServer } from '../lib/server-process';
import { BATCH_SIZE, rawInsertRow, rawInsertSql, syntheticBatches } from './synthetic-events';

const BATCHES = Number(process.env.BENCH_METRICS_BATCHES ?? '160');
const WARMUP_BATCHES = 10;
const ROUNDS = 2;
/** Requests in flight at once: a few front-end servers forwarding players' batches. */
const CONCURRENCY = 4;
const MIN_EVENTS_PER_SECOND = 20_000;
const MIN_RATIO = 0.8;

const log = progressLog('metrics');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

type RawClient = { query(text: string, params: unknown[]): Promise<unknown> };
const rawClient = (database: Database): RawClient =>
  (database.db as unknown as { $client: RawClient }).$client;

/**
 * The raw loop's PGlite runs in this thread (thread: false): no messages between threads, the
 * fastest way to insert, so the reference is the strictest. The app runs it in a worker thread.
 */
const open = async (target: string): Promise<Database> => {
  const database = target.startsWith('postgres')
    ? await openDatabase({ engine: 'postgres', url: target, poolSize: 1 })
    : await openDatabase({ engine: 'pglite', dataDir: target, thread: false });
  await database.migrate();
  return database;
};

const truncate = async (target: string) => {
  const database = await open(target);
  await database.db.execute(
    sql`truncate watch_events, viewer_episode_stats, watch_positions, user_events`,
  );
  await database.close();
};

/** Events per second of a phase, and CPU µs per event of the process doing the work. */
type Phase = { eventsPerSecond: number; cpuMicrosPerEvent: number };

/** The raw loop: one multi-row INSERT per batch, one after another, in this process. */
const rawLoop = async (target: string, batches: WatchEventInput[][]): Promise<Phase> => {
  const database = await open(target);
  try {
    const client = rawClient(database);
    const text = rawInsertSql(BATCH_SIZE);
    const insert = (batch: WatchEventInput[]) => client.query(text, batch.flatMap(rawInsertRow));
    for (const batch of batches.slice(0, WARMUP_BATCHES)) await insert(batch);
    const events = (batches.length - WARMUP_BATCHES) * BATCH_SIZE;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const batch of batches.slice(WARMUP_BATCHES)) await insert(batch);
    const used = process.cpuUsage(cpu);
    return {
      eventsPerSecond: events / ((performance.now() - started) / 1000),
      cpuMicrosPerEvent: (used.user + used.system) / events,
    };
  } finally {
    await database.close();
  }
};

/** Over HTTP: CONCURRENCY clients post the batches as JSON, keep-alive, to a child server. */
const httpLoad = async (target: string, batches: WatchEventInput[][]): Promise<Phase> => {
  const server = await startServer('bench/metrics/metrics-server.ts', { BENCH_DATABASE: target });
  try {
    const bodies = batches.map((batch) => JSON.stringify(batch));
    const post = async (body: string) => {
      const res = await fetch(`${server.origin}/api/metrics/events/watch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const answer = (await res.json()) as { accepted?: number };
      if (res.status !== 200 || answer.accepted !== BATCH_SIZE)
        throw new Error(`batch refused: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    };
    for (const body of bodies.slice(0, WARMUP_BATCHES)) await post(body);
    const queue = bodies.slice(WARMUP_BATCHES);
    const events = queue.length * BATCH_SIZE;
    const cpuBefore = processCpuSeconds(server.pid) ?? 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let body = queue.shift(); body !== undefined; body = queue.shift()) await post(body);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = (processCpuSeconds(server.pid) ?? 0) - cpuBefore;
    return { eventsPerSecond: events / seconds, cpuMicrosPerEvent: (cpuSeconds * 1e6) / events };
  } finally {
    await server.stop();
  }
};

const measureEngine = async (engine: 'PGlite' | 'PostgreSQL', target: string) => {
  const mean = { raw: 0, http: 0, rawCpu: 0, httpCpu: 0 };
  // alternate, each on an emptied table: drift on a shared machine hits both alike
  for (let round_ = 1; round_ <= ROUNDS; round_++) {
    await truncate(target);
    const r = await rawLoop(target, syntheticBatches(BATCHES + WARMUP_BATCHES, round_));
    await truncate(target);
    const h = await httpLoad(target, syntheticBatches(BATCHES + WARMUP_BATCHES, round_ + 10));
    log(
      `${engine} round ${round_}: raw INSERT ${Math.round(r.eventsPerSecond)} events/s ` +
        `(${r.cpuMicrosPerEvent.toFixed(1)} µs CPU/event), HTTP ${Math.round(h.eventsPerSecond)} ` +
        `events/s (server ${h.cpuMicrosPerEvent.toFixed(1)} µs CPU/event)`,
    );
    mean.raw += r.eventsPerSecond / ROUNDS;
    mean.http += h.eventsPerSecond / ROUNDS;
    mean.rawCpu += r.cpuMicrosPerEvent / ROUNDS;
    mean.httpCpu += h.cpuMicrosPerEvent / ROUNDS;
  }
  const ratio = ratioOf(mean.http, mean.raw);
  rows.push({
    measure: `watch events over HTTP, batches of ${BATCH_SIZE} (${engine})`,
    figure: round(mean.http, 0),
    unit: 'events/s',
    reference: { name: 'raw multi-row INSERT loop', value: round(mean.raw, 0), unit: 'events/s' },
    ratio: round(ratio),
    target: `≥ ${MIN_EVENTS_PER_SECOND.toLocaleString('en')} events/s and ≥ ${MIN_RATIO}×`,
    pass: mean.http >= MIN_EVENTS_PER_SECOND && ratio >= MIN_RATIO,
  });
  // CPU per event moves far less with other work on the machine than throughput does
  notes.push(
    engine === 'PGlite'
      ? `PGlite: CPU per event ${mean.httpCpu.toFixed(1)} µs in the server process (HTTP, ` +
          `validation, database) vs ${mean.rawCpu.toFixed(1)} µs in the raw loop's process ` +
          `(database included): ${ratioOf(mean.rawCpu, mean.httpCpu).toFixed(2)}× as efficient`
      : `PostgreSQL: CPU per event ${mean.httpCpu.toFixed(1)} µs in the server process vs ` +
          `${mean.rawCpu.toFixed(1)} µs in the raw loop's driver (PostgreSQL's own work not counted)`,
  );
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-metrics-db-'));
try {
  await measureEngine('PGlite', path.join(dir, 'db'));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const scratch = await scratchDatabase(adminUrl, 'bench_metrics');
    try {
      await measureEngine('PostgreSQL', scratch.url);
    } finally {
      await scratch.drop();
    }
  } else notes.push('BENCH_DATABASE_URL is not set: PostgreSQL was not measured.');
} finally {
  await rm(dir, { recursive: true, force: true });
}

notes.push(
  `${BATCHES} timed batches of ${BATCH_SIZE} events per run (after ${WARMUP_BATCHES} warm-up ` +
    `batches), ${ROUNDS} rounds averaged, each run on emptied tables.`,
  `HTTP: ${CONCURRENCY} keep-alive clients; each request is validated event by event, deduplicated ` +
    'by event_id and stored with its rollups and continue-watching positions in one statement ' +
    'before the answer. Raw: the same rows as one INSERT … VALUES per batch through the driver, ' +
    "no HTTP, no validation, no rollups; on PGlite in the loop's own thread, while the app " +
    'runs PGlite in a worker thread (HTTP and validation overlap the database on two cores).',
);
await reportResult({
  bench: 'metrics',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
