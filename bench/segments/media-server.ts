// Child process: the real app serving BENCH_MEDIA_ROOT through its /media/* route.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { createLogger } from '../../apps/server/src/logger';
import { LocalStorage } from '../../apps/server/src/storage/local-storage';
import { portOf, serveUntilStopped } from '../lib/child-server';

const root = process.env.BENCH_MEDIA_ROOT;
if (!root) throw new Error('BENCH_MEDIA_ROOT is not set');
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-media-'));
// as `npm start` runs it: production config, info-level request logs (to /dev/null here)
const config = loadConfig({
  DATA_DIR: dir,
  SEED: 'none',
  WORKERS: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
});
const database = await openDatabase({ engine: 'pglite', dataDir: undefined });
await database.migrate();
const uploadSecret = 'bench-upload-secret';
const storage = new LocalStorage({ root, publicBaseUrl: '/media', uploadSecret });
const app = await buildApp({
  config,
  database,
  storage,
  logger: createLogger(config),
  uploadSecret,
});
await app.listen({ port: 0, host: '127.0.0.1' });

serveUntilStopped(portOf(app.server.address()), {}, async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});
