import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { startRuntime, type Runtime } from '../src/runtime';
import { migratedPgliteDir } from './engines';
import { testLogger } from './test-app';

describe('graceful shutdown', () => {
  let dir: string;
  let runtime: Runtime;
  let port: number;
  const big = randomBytes(24 * 1024 * 1024);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-shutdown-'));
    await migratedPgliteDir(path.join(dir, 'db'));
    const config = loadConfig({
      DATA_DIR: dir,
      SEED: 'none',
      WORKERS: '1',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    runtime = await startRuntime(config, testLogger(), { http: true });
    await runtime.storage.put('hls/big/episode-1.mp4', big, { contentType: 'video/mp4' });
    const address = runtime.app!.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await runtime?.shutdown();
    await rm(dir, { recursive: true, force: true });
  });

  it('finishes in-flight responses, refuses new requests with 503, stops workers and closes the database', async () => {
    // a slow reader keeps a large response in flight while SIGTERM handling starts
    let responding!: () => void;
    const inFlight = new Promise<void>((resolve) => (responding = resolve));
    const download = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/media/hls/big/episode-1.mp4' }, (res) => {
          responding();
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            res.pause();
            setTimeout(() => res.resume(), 2);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    // once the answer has begun: after a fixed wait, a busy machine could start the stop first
    await inFlight;

    const stopping = runtime.shutdown();
    const refused = await runtime.app!.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'SHUTTING_DOWN' });

    const result = await download;
    expect(result.status).toBe(200);
    expect(result.bytes).toBe(big.length);

    await stopping;
    await expect(runtime.database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
