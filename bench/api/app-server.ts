// Child process: the real app over embedded PGlite holding BENCH_SERIES generated series.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { createLogger } from '../../apps/server/src/logger';
import { LocalStorage } from '../../apps/server/src/storage/local-storage';
import { portOf, serveUntilStopped } from '../lib/child-server';
import { insertBulkCatalogue } from './bulk-catalogue';

const count = Number(process.env.BENCH_SERIES ?? '100');
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-api-'));
// as `npm start` runs it: production config, info-level request logs (to /dev/null here)
const config = loadConfig({
  DATA_DIR: dir,
  SEED: 'none',
  WORKERS: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
});
const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
await database.migrate();

const started = performance.now();
await insertBulkCatalogue(database.db, count);
const insertSeconds = (performance.now() - started) / 1000;

const uploadSecret = 'bench-upload-secret';
const storage = new LocalStorage({
  root: path.join(dir, 'files'),
  publicBaseUrl: '/media',
  uploadSecret,
});
const app = await buildApp({
  config,
  database,
  storage,
  logger: createLogger(config),
  uploadSecret,
});
await app.listen({ port: 0, host: '127.0.0.1' });

serveUntilStopped(portOf(app.server.address()), { series: count, insertSeconds }, async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});
