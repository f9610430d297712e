// Child process: the real app over BENCH_DATABASE (a PGlite directory or a postgres:// URL).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { createLogger } from '../../apps/server/src/logger';
import { LocalStorage } from '../../apps/server/src/storage/local-storage';
import { portOf, serveUntilStopped } from '../lib/child-server';

const target = process.env.BENCH_DATABASE;
if (!target) throw new Error('BENCH_DATABASE is not set');
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-metrics-'));
// as `npm start` runs it: production config, info-level logs (the metrics routes log warnings)
const config = loadConfig({ DATA_DIR: dir, SEED: 'none', WORKERS: '0', NODE_ENV: 'production' });
const database = target.startsWith('postgres')
  ? await openDatabase({ engine: 'postgres', url: target })
  : await openDatabase({ engine: 'pglite', dataDir: target });
await database.migrate();

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

serveUntilStopped(portOf(app.server.address()), {}, async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});
