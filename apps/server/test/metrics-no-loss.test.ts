import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { metricsBatchResultSchema, type WatchEventInput } from '@app/contract';
import { openDatabase } from '../src/db/database';
import {
  createPostgresDatabase,
  testEngines,
  warnSkippedEngines,
  type EngineName,
} from './engines';
import { watchEvent } from './metrics-fixture';
import { seedFixtureSeries } from './server-process';

warnSkippedEngines();

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Server = { child: ChildProcess; origin: string; exited: Promise<number | null> };

/** The server bundle in a child process, as `npm start` runs it (see server-process.ts). */
const startServer = (env: Record<string, string>): Promise<Server> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('dist', 'main.js')], {
      cwd: serverRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SEED: 'none', WORKERS: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error('server did not start in 90 s')), 90_000);
    void exited.then((code) => reject(new Error(`server exited early (${code})`)));
    // pino's "Server listening at http://127.0.0.1:PORT" line gives the port
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const origin = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (!origin) return;
      clearTimeout(timer);
      resolve({ child, origin, exited });
    });
  });

const postBatch = async (origin: string, events: WatchEventInput[]) => {
  const res = await fetch(`${origin}/api/metrics/events/watch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(events),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe.each(testEngines())('watch events survive SIGTERM on %s', (engine: EngineName) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged event exactly once across a graceful stop and a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-noloss-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dir, LOG_LEVEL: 'info' };
    if (engine === 'postgres') {
      const database = await createPostgresDatabase('noloss');
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    // the events are about a published series (the server refuses unknown ones)
    await seedFixtureSeries({ dataDir: dir, databaseUrl: env.DATABASE_URL }, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 1, lists: [] },
    ]);

    let server = await startServer(env);
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });
    const acknowledged: WatchEventInput[] = [];
    const refusals = new Map<string, number>();
    let stopping = false;
    let stoppedAt = 0;

    // four clients send batches back to back until the server is gone
    const client = async (n: number) => {
      for (let batchNo = 0; ; batchNo++) {
        const events = Array.from({ length: 50 }, (_, i) =>
          watchEvent({
            viewer_id: `viewer-${n}-${batchNo % 7}`,
            event_type: i === 0 ? 'video_start' : 'video_progress',
            current_time: i / 2,
          }),
        );
        try {
          const { status, body } = await postBatch(server.origin, events);
          if (status === 200) {
            expect(metricsBatchResultSchema.parse(body).accepted).toBe(events.length);
            acknowledged.push(...events);
          } else refusals.set(String(status), (refusals.get(String(status)) ?? 0) + 1);
        } catch {
          refusals.set('network', (refusals.get('network') ?? 0) + 1);
        }
        if (stopping && Date.now() - stoppedAt > 500) return;
      }
    };
    const clients = Promise.all([0, 1, 2, 3].map(client));
    await new Promise((r) => setTimeout(r, 1500));
    const beforeStop = acknowledged.length;
    stopping = true;
    stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await clients;
    expect(await server.exited).toBe(0);
    expect(beforeStop).toBeGreaterThan(0);
    // the stop happened mid-stream: requests after it were refused
    expect([...refusals.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // after a restart on the same data, every acknowledged event is already there
    server = await startServer(env);
    let duplicates = 0;
    for (let i = 0; i < acknowledged.length; i += 500) {
      const { status, body } = await postBatch(server.origin, acknowledged.slice(i, i + 500));
      expect(status).toBe(200);
      const result = metricsBatchResultSchema.parse(body);
      expect(result.accepted).toBe(0);
      duplicates += result.duplicates;
    }
    expect(duplicates).toBe(acknowledged.length);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // none twice, and the rollups moved with the events (same statement)
    const database =
      engine === 'postgres'
        ? await openDatabase({ engine: 'postgres', url: env.DATABASE_URL!, poolSize: 1 })
        : await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
    try {
      const result = await database.db.execute(sql`
        select count(*)::int as events, count(distinct event_id)::int as distinct_events,
          (select count(*)::int from watch_events where event_type = 'video_start') as starts,
          (select coalesce(sum(sessions), 0)::int from viewer_episode_stats) as sessions
        from watch_events`);
      const row = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
      expect(row.events).toBe(row.distinct_events);
      expect(row.events).toBeGreaterThanOrEqual(acknowledged.length);
      expect(row.sessions).toBe(row.starts);
    } finally {
      await database.close();
    }
  }, 240_000);
});
