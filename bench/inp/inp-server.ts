// Child process: the app as `npm start` runs it (built web app, production config) with
// SEED=demo-tiny (three demo series, short 360x640 episodes through the real upload → transcode
// pipeline), for the interaction-latency benchmark.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/logger';
import { startRuntime } from '../../apps/server/src/runtime';
import { tinyDemo } from '../../apps/server/src/seed/demo-catalogue';
import { portOf, serveUntilStopped } from '../lib/child-server';
import { REPO_ROOT } from '../lib/server-process';

const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-inp-'));
const config = loadConfig({
  DATA_DIR: dir,
  PORT: process.env.BENCH_INP_PORT ?? '0',
  HOST: '127.0.0.1',
  SEED: 'demo-tiny',
  WORKERS: '1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
});
const runtime = await startRuntime(config, createLogger(config), {
  http: true,
  // BENCH_INP_WEB_DIST: another build (e.g. with source maps, to read a profile)
  webDist: process.env.BENCH_INP_WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'),
});
const app = runtime.app;
if (!app) throw new Error('the runtime has no HTTP app');
// HLS ladders, and nothing of the pipeline running while interactions are timed
while ((await app.services.queue.backlog()).pending > 0) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}
app.services.catalogue.invalidate();
const series = tinyDemo().series.map((s) => s.id);
serveUntilStopped(portOf(app.server.address()), { series }, async () => {
  await runtime.shutdown();
  await rm(dir, { recursive: true, force: true });
});
