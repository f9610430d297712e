import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import {
  metricsBatchResultSchema,
  videoDetailResponseSchema,
  type WatchEventInput,
} from '@app/contract';
import {
  createPostgresDatabase,
  testEngines,
  warnSkippedEngines,
  type EngineName,
} from './engines';
import { watchEvent } from './metrics-fixture';
import {
  killProcess,
  seedFixtureSeries,
  startServerProcess,
  type ServerProcess,
} from './server-process';

warnSkippedEngines();

const SERIES = 'steady-rain';
const RATE = 200;
const CONNECTIONS = 16;
const SIGTERM_AFTER_MS = 2500;
const PROBES = 4;

describe.each(testEngines())('SIGTERM under steady load on %s', (engine: EngineName) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`answers every request it took, exits within 10 s and keeps every acknowledged event (autocannon, ${RATE} events/s)`, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-sigterm-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dir, TRUST_PROXY: '127.0.0.1' };
    if (engine === 'postgres') {
      const database = await createPostgresDatabase('sigterm');
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    await seedFixtureSeries({ dataDir: dir, databaseUrl: env.DATABASE_URL }, [
      { id: SERIES, title: 'Steady Rain', episodes: 1, lists: [] },
    ]);
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => killProcess(server));
    // events name a real episode: the server refuses events about unknown ones
    const detail = await fetch(`${server.origin}/api/videos/${SERIES}`);
    expect(detail.status).toBe(200);
    const episodeId = videoDetailResponseSchema.parse(await detail.json()).data.episodes[0]!
      .episodeId;

    // each request one event, its event_id also the request id the server echoes
    const sent = new Map<string, WatchEventInput>();
    const acknowledged = new Set<string>();
    const statuses = new Map<number, number>();
    const errors = new Map<string, number>();
    let n = 0;
    const load = autocannon(
      {
        url: server.origin,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/metrics/events/watch',
            setupRequest: (request) => {
              const id = randomUUID();
              const event = watchEvent({
                event_id: id,
                viewer_id: `steady-viewer-${n % 40}`,
                series_id: SERIES,
                episode_id: episodeId,
                current_time: n++ % 30,
              });
              sent.set(id, event);
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-request-id': id,
                  // forty clients behind the trusted proxy, as a load balancer passes them on
                  'x-forwarded-for': `10.70.0.${1 + (n % 40)}`,
                },
                body: JSON.stringify([event]),
              };
            },
            onResponse: (status, body, _context, headers) => {
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status !== 200) return;
              expect(metricsBatchResultSchema.parse(JSON.parse(body)).accepted).toBe(1);
              acknowledged.add(headers['x-request-id']!);
            },
          },
        ],
      },
      () => undefined,
    );
    load.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      errors.set(code, (errors.get(code) ?? 0) + 1);
    });
    const finished = new Promise<Result>((resolve) => load.once('done', resolve));

    // beside autocannon, keep-alive clients that tell a reset before any answer (a socket idle
    // when the listener closed: HTTP/1.1's keep-alive race, which a client retries) from one
    // under an answer already begun, which must never happen
    const agent = new http.Agent({ keepAlive: true, maxSockets: PROBES });
    const probe = { refused: 0, resetBeforeAnswer: 0, midAnswer: 0, answered: 0 };
    let probing = true;
    const post = (id: string, body: string) =>
      new Promise<void>((resolve) => {
        const req = http.request(
          `${server.origin}/api/metrics/events/watch`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'x-request-id': id,
              'x-forwarded-for': '10.70.1.1',
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => {
              if (!res.complete) probe.midAnswer++;
              else {
                probe.answered++;
                statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
                const stored =
                  res.statusCode === 200 &&
                  metricsBatchResultSchema.parse(JSON.parse(text)).accepted === 1;
                if (stored) acknowledged.add(id);
              }
              resolve();
            });
            res.on('error', () => {
              probe.midAnswer++;
              resolve();
            });
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          // no answer began (a response in progress errors on `res`, counted above)
          if (error.code === 'ECONNREFUSED') probe.refused++;
          else probe.resetBeforeAnswer++;
          resolve();
        });
        req.end(body);
      });
    const prober = async () => {
      while (probing) {
        const id = randomUUID();
        const event = watchEvent({
          event_id: id,
          viewer_id: 'steady-probe-0001',
          series_id: SERIES,
          episode_id: episodeId,
        });
        sent.set(id, event);
        await Promise.all([
          post(id, JSON.stringify([event])),
          new Promise((r) => setTimeout(r, 40)),
        ]);
      }
    };
    const probes = Promise.all(Array.from({ length: PROBES }, prober));

    await new Promise((r) => setTimeout(r, SIGTERM_AFTER_MS / 2));
    const halfway = acknowledged.size;
    await new Promise((r) => setTimeout(r, SIGTERM_AFTER_MS / 2));
    const beforeStop = acknowledged.size;
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const exitMs = Date.now() - stoppedAt;
    load.stop();
    await finished;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    // events were still being acknowledged when SIGTERM came
    expect(beforeStop).toBeGreaterThan(halfway);

    probing = false;
    await probes;
    agent.destroy();
    expect(probe.midAnswer).toBe(0);
    expect(probe.answered).toBeGreaterThan(0);
    expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    // what the clients saw: 200s, then 503 + Connection: close while draining, then refusals
    console.info(
      `SIGTERM on ${engine} after ${beforeStop} acknowledged events: exit in ${exitMs} ms; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; autocannon errors ${JSON.stringify(Object.fromEntries(errors))}; probes ${JSON.stringify(probe)}`,
    );
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);

    // after a restart every acknowledged event is already stored: sent again, each is a duplicate
    server = await startServerProcess(env);
    const events = [...acknowledged].map((id) => sent.get(id)!);
    let duplicates = 0;
    for (let i = 0; i < events.length; i += 500) {
      const res = await fetch(`${server.origin}/api/metrics/events/watch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.71.0.1' },
        body: JSON.stringify(events.slice(i, i + 500)),
      });
      expect(res.status).toBe(200);
      const result = metricsBatchResultSchema.parse(await res.json());
      expect(result.accepted).toBe(0);
      duplicates += result.duplicates;
    }
    expect(duplicates).toBe(acknowledged.size);
  }, 120_000);
});
