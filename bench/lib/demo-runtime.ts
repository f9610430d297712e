import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/logger';
import { startRuntime } from '../../apps/server/src/runtime';
import type { DemoSeries } from '../../apps/server/src/seed/demo-catalogue';
import { REPO_ROOT } from './server-process';

/**
 * The app as `npm start` runs it (built web app, production config, one worker) in a fresh
 * DATA_DIR under the temp directory, seeded with `series` through the real upload → transcode
 * pipeline. The caller removes `dir` when it is done.
 */
export const startDemoRuntime = async (name: string, series: DemoSeries[]) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `reelforge-bench-${name}-`));
  const config = loadConfig({
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED: 'demo',
    WORKERS: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  const runtime = await startRuntime(config, createLogger(config), {
    http: true,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    demoSeries: series,
  });
  return { dir, runtime };
};
