import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { createServices, type ServiceOptions, type Services } from '../../apps/server/src/services';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/database';
import { createLogger } from '../../apps/server/src/logger';
import { LocalStorage } from '../../apps/server/src/storage/local-storage';
import { portOf, serveUntilStopped } from './child-server';

type BenchAppOptions = {
  /** The child's scratch directory (DATA_DIR), removed when it stops. */
  dir: string;
  /** Migrated and filled by the caller; closed when the child stops. */
  database: Database;
  /** Where /media/* is read from; DATA_DIR/files when unset. */
  mediaRoot?: string;
  /** Sent to the parent with the port (startServer's `info`). */
  info?: Record<string, unknown>;
  /** An editor account to create, as ADMIN_USERNAME and ADMIN_PASSWORD make it. */
  admin?: { username: string; password: string };
  /** Service seams, e.g. limits a benchmark's single client address would hit. */
  options?: ServiceOptions;
  /** More configuration, as environment variables (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** Fills what the benchmark needs once the app is built; its answer joins `info`. */
  prepare?: (services: Services) => Promise<Record<string, unknown>>;
};

/**
 * The child side of a server benchmark: the real app as `npm start` runs it (production config,
 * info-level request logs, to /dev/null here; BENCH_LOG_LEVEL to change), no workers, listening
 * on a free loopback port until the parent stops it.
 */
export async function serveBenchApp({
  dir,
  database,
  mediaRoot,
  info = {},
  admin,
  options,
  env = {},
  prepare,
}: BenchAppOptions) {
  const config = loadConfig({
    DATA_DIR: dir,
    SEED: 'none',
    WORKERS: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...env,
  });
  const uploadSecret = 'bench-upload-secret';
  const storage = new LocalStorage({
    root: mediaRoot ?? path.join(dir, 'files'),
    publicBaseUrl: '/media',
    uploadSecret,
  });
  const logger = createLogger(config);
  const services = createServices({
    config,
    database,
    storage,
    logger,
    ...(options ? { options } : {}),
  });
  const app = await buildApp({ services, logger, uploadSecret });
  if (admin) await services.auth.ensureAdmin(admin);
  const prepared = prepare ? await prepare(services) : {};
  await app.listen({ port: 0, host: '127.0.0.1' });
  serveUntilStopped(portOf(app.server.address()), { ...info, ...prepared }, async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });
}
