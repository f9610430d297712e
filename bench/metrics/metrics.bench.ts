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
import { measureHttpPosts, type PostRunResult } from '../lib/http-load';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { scratchDatabase } from '../lib/scratch-database';
import { startServer } from '../lib/server-process';
import { insertBulkCatalogue } from '../api/bulk-catalogue';
import {
  rawInsertRow,
  rawInsertSql,
  syntheticBatches,
  type BenchCatalogue,
} from './synthetic-events';

/** The raw reference's rows per INSERT (and the big HTTP shape's events per request). */
const RAW_BATCH = 500;
const RAW_BATCHES = Number(process.env.BENCH_METRICS_BATCHES ?? '160');
const RAW_WARMUP = 10;
/** Events per run of each HTTP shape: 80,000, as the raw loop's 160 batches of 500. */
type Shape = {
  label: string;
  size: number;
  connections: number;
  warmup: number;
  /** false: one statement per request, as before group commit (informative, no target). */
  groupCommit?: false;
  /** The target: events/s, and for the large batches a ratio to the raw loop too. */
  target?: { eventsPerSecond: number; ratio?: number };
};
const SHAPES: Shape[] = [
  // a few front-end servers forwarding players' merged batches
  {
    label: 'batches of 500, 4 connections',
    size: 500,
    connections: 4,
    warmup: 10,
    target: { eventsPerSecond: 20_000, ratio: 0.8 },
  },
  // players' own flushes (METRICS.batchSize) straight to the server
  {
    label: "the spec's batches of 10, 20 connections",
    size: 10,
    connections: 20,
    warmup: 500,
    target: { eventsPerSecond: 25_000 },
  },
  {
    label: 'batches of 10, 20 connections, one statement a request (no group commit)',
    size: 10,
    connections: 20,
    warmup: 500,
    groupCommit: false,
  },
];
const ROUNDS = 2;
const SERIES = 10;

const log = progressLog('metrics');
const loadAtStart = os.loadavg();
const loadText = (loads: number[]) => loads.map((l) => l.toFixed(1)).join(' ');
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
type Phase = {
  eventsPerSecond: number;
  cpuMicrosPerEvent: number;
  /** The load generator's CPU per event (HTTP phases): what it took from the server's cores. */
  clientCpuMicrosPerEvent?: number;
  p50Ms?: number;
  /** After the last answer, how long until the rollups held every stored event (HTTP phases). */
  rollupLagMs?: number;
};

/**
 * The published series the events are about (the server refuses events of unknown series and
 * episodes): 10 generated series of 3 episodes, inserted once per database.
 */
const prepareCatalogue = async (target: string): Promise<BenchCatalogue> => {
  const database = await open(target);
  try {
    await insertBulkCatalogue(database.db, SERIES);
    const result = await database.db.execute(
      sql`select series_id, id from episodes order by series_id, episode_number`,
    );
    const catalogue = new Map<string, string[]>();
    for (const row of (result as unknown as { rows: { series_id: string; id: string }[] }).rows)
      catalogue.set(row.series_id, [...(catalogue.get(row.series_id) ?? []), row.id]);
    return [...catalogue].map(([seriesId, episodeIds]) => ({ seriesId, episodeIds }));
  } finally {
    await database.close();
  }
};

/** The raw loop: one multi-row INSERT per batch, one after another, in this process. */
const rawLoop = async (target: string, batches: WatchEventInput[][]): Promise<Phase> => {
  const database = await open(target);
  try {
    const client = rawClient(database);
    const text = rawInsertSql(RAW_BATCH);
    const insert = (batch: WatchEventInput[]) => client.query(text, batch.flatMap(rawInsertRow));
    for (const batch of batches.slice(0, RAW_WARMUP)) await insert(batch);
    const events = (batches.length - RAW_WARMUP) * RAW_BATCH;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const batch of batches.slice(RAW_WARMUP)) await insert(batch);
    const used = process.cpuUsage(cpu);
    return {
      eventsPerSecond: events / ((performance.now() - started) / 1000),
      cpuMicrosPerEvent: (used.user + used.system) / events,
    };
  } finally {
    await database.close();
  }
};

/**
 * Batch `index`'s player: its own address (10.0.0.1 onwards), as viewers' batches reach the
 * server through a proxy, so per-address limits and TRUST_PROXY run as in production.
 */
const clientAddress = (index: number) => {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * Over HTTP: `shape.connections` keep-alive connections post the batches as JSON to a child
 * server, each its next batch once the last one is answered (bench/lib/http-load.ts: raw sockets,
 * no pipelining, so the load generator takes little of the CPU the server needs).
 */
const httpLoad = async (
  target: string,
  shape: Shape,
  batches: WatchEventInput[][],
): Promise<Phase> => {
  const server = await startServer('bench/metrics/metrics-server.ts', {
    BENCH_DATABASE: target,
    BENCH_GROUP_COMMIT: shape.groupCommit === false ? 'off' : 'on',
  });
  let result: PostRunResult;
  let rollupLagMs: number;
  try {
    result = await measureHttpPosts(
      server.origin,
      '/api/metrics/events/watch',
      batches.map((batch) => JSON.stringify(batch)),
      {
        connections: shape.connections,
        warmup: shape.warmup,
        contentType: 'application/json',
        expectStatus: 200,
        forwardedFor: clientAddress,
      },
      server.pid,
    );
    rollupLagMs = Number((await server.ask({ type: 'flush-rollups' }, 'rollups-flushed')).ms);
  } finally {
    await server.stop();
  }
  if (result.unexpected + result.errors > 0)
    throw new Error(
      `${shape.label}: ${result.unexpected} batches refused, ${result.errors} connection errors`,
    );
  // every event new and stored once: a 200 with duplicates would not show in the status
  const { stored, starts, sessions } = await countWatchEvents(target);
  const sent = batches.length * shape.size;
  if (stored !== sent) throw new Error(`${shape.label}: ${stored} events stored of ${sent} sent`);
  // and each rolled up once: a session per video_start
  if (sessions !== starts)
    throw new Error(`${shape.label}: ${sessions} sessions in the rollups for ${starts} starts`);
  const events = result.ok * shape.size;
  return {
    eventsPerSecond: events / result.seconds,
    cpuMicrosPerEvent: (result.serverCpuMicrosPerRequest ?? 0) / shape.size,
    clientCpuMicrosPerEvent: result.clientCpuMicrosPerRequest / shape.size,
    p50Ms: result.latencyP50Ms,
    rollupLagMs,
  };
};

const countWatchEvents = async (target: string) => {
  const database = await open(target);
  try {
    const result = await database.db.execute(sql`
      select count(*)::int as stored,
        count(*) filter (where event_type = 'video_start')::int as starts,
        (select coalesce(sum(sessions), 0)::int from viewer_episode_stats) as sessions
      from watch_events`);
    return (result as unknown as { rows: { stored: number; starts: number; sessions: number }[] })
      .rows[0]!;
  } finally {
    await database.close();
  }
};

const measureEngine = async (engine: 'PGlite' | 'PostgreSQL', target: string) => {
  const catalogue = await prepareCatalogue(target);
  const mean = { raw: 0, rawCpu: 0 };
  const http = SHAPES.map(() => ({ eventsPerSecond: 0, cpu: 0, clientCpu: 0, p50: 0, lag: 0 }));
  // alternate, each on emptied tables: drift on a shared machine hits all alike
  for (let round_ = 1; round_ <= ROUNDS; round_++) {
    await truncate(target);
    const r = await rawLoop(
      target,
      syntheticBatches(catalogue, RAW_BATCHES + RAW_WARMUP, RAW_BATCH, round_),
    );
    mean.raw += r.eventsPerSecond / ROUNDS;
    mean.rawCpu += r.cpuMicrosPerEvent / ROUNDS;
    const line = [
      `raw INSERT ${Math.round(r.eventsPerSecond)} events/s (${r.cpuMicrosPerEvent.toFixed(1)} µs CPU/event)`,
    ];
    for (const [i, shape] of SHAPES.entries()) {
      await truncate(target);
      const requests = (RAW_BATCHES * RAW_BATCH) / shape.size;
      const h = await httpLoad(
        target,
        shape,
        syntheticBatches(catalogue, requests + shape.warmup, shape.size, round_ * 10 + i),
      );
      http[i]!.eventsPerSecond += h.eventsPerSecond / ROUNDS;
      http[i]!.cpu += h.cpuMicrosPerEvent / ROUNDS;
      http[i]!.clientCpu += (h.clientCpuMicrosPerEvent ?? 0) / ROUNDS;
      http[i]!.p50 += (h.p50Ms ?? 0) / ROUNDS;
      http[i]!.lag += (h.rollupLagMs ?? 0) / ROUNDS;
      line.push(
        `HTTP ${shape.label}: ${Math.round(h.eventsPerSecond)} events/s ` +
          `(p50 ${h.p50Ms?.toFixed(1)} ms a request; rollups caught up ` +
          `${Math.round(h.rollupLagMs ?? 0)} ms after the last answer; CPU/event: server ` +
          `${h.cpuMicrosPerEvent.toFixed(1)} µs, load generator ${h.clientCpuMicrosPerEvent?.toFixed(1)} µs)`,
      );
    }
    log(`${engine} round ${round_}: ${line.join('; ')}`);
  }
  for (const [i, shape] of SHAPES.entries()) {
    const figure = http[i]!;
    const ratio = ratioOf(figure.eventsPerSecond, mean.raw);
    rows.push({
      measure: `watch events over HTTP, ${shape.label} (${engine})`,
      figure: round(figure.eventsPerSecond, 0),
      unit: 'events/s',
      reference: {
        name: `raw multi-row INSERT loop, ${RAW_BATCH} rows a statement`,
        value: round(mean.raw, 0),
        unit: 'events/s',
      },
      ratio: round(ratio),
      target: shape.target
        ? `≥ ${shape.target.eventsPerSecond.toLocaleString('en')} events/s` +
          (shape.target.ratio ? ` and ≥ ${shape.target.ratio}×` : '')
        : 'informative: what group commit gains',
      pass: shape.target
        ? figure.eventsPerSecond >= shape.target.eventsPerSecond &&
          ratio >= (shape.target.ratio ?? 0)
        : null,
    });
    notes.push(
      `${engine}, ${shape.label}: p50 ${figure.p50.toFixed(1)} ms a request; the rollups held ` +
        `every event ${Math.round(figure.lag)} ms after the last answer; CPU per event ` +
        `${figure.cpu.toFixed(1)} µs in the server process (HTTP, validation, database` +
        `${engine === 'PGlite' ? '' : " client; PostgreSQL's own work not counted"}), ` +
        `${figure.clientCpu.toFixed(1)} µs in the load generator.`,
    );
  }
  // CPU per event moves far less with other work on the machine than throughput does
  notes.push(
    engine === 'PGlite'
      ? `PGlite: raw loop ${mean.rawCpu.toFixed(1)} µs CPU per event in its process (database ` +
          `included); the batches of 500 are ${ratioOf(mean.rawCpu, http[0]!.cpu).toFixed(2)}× ` +
          'as efficient'
      : `PostgreSQL: raw loop ${mean.rawCpu.toFixed(1)} µs CPU per event in its driver ` +
          "(PostgreSQL's own work not counted)",
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
  `${RAW_BATCHES * RAW_BATCH} timed events per run and shape (after a warm-up), ${ROUNDS} ` +
    `rounds averaged, each run on emptied tables; load average ${loadText(loadAtStart)} at ` +
    `the start, ${loadText(os.loadavg())} at the end (other work on the machine lowers all ` +
    'figures alike; the ratios are the fair comparison).',
  'HTTP: keep-alive clients, each posting its next batch once the last is answered, each ' +
    'batch from its own client address in X-Forwarded-For (TRUST_PROXY, per-address limits ' +
    'as in production); each request is validated event by event (series and episode checked against the catalogue), ' +
    'deduplicated by event_id, and stored before the answer; the rollups and continue-watching ' +
    'positions follow from the stored rows (docs/product/metrics.md#rollups), and each run ' +
    "checks they count every event once; concurrent requests' events share one statement " +
    '(group commit). Raw: ' +
    'the same rows as one INSERT … VALUES of 500 rows per statement through the driver, no ' +
    "HTTP, no validation, no rollups; on PGlite in the loop's own thread, while the app runs " +
    'PGlite in a worker thread (HTTP and validation overlap the database on two cores).',
);
await reportResult({
  bench: 'metrics',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
