import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from '../src/config';
import { buildApp } from '../src/app';
import type { App } from '../src/http/typed-app';
import type { AuthOptions } from '../src/modules/auth/create-auth';
import type { Argon2Cost } from '../src/modules/auth/passwords';
import { createServices, type ServiceOptions } from '../src/services';
import { LocalStorage } from '../src/storage/local-storage';
import type { Storage } from '../src/storage/storage';
import { openTestDatabase, type EngineName, type TestDatabase } from './engines';

export type TestApp<S extends Storage = LocalStorage> = {
  app: App;
  database: TestDatabase;
  storage: S;
  config: Config;
  dir: string;
  /** Rolls up the watch events stored so far (positions, analytics, rankings read them). */
  flushRollups(): Promise<void>;
  close(): Promise<void>;
};

export const testLogger = () => pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** Tests only: argon2id at its cheapest, so suites that sign up many users stay quick. */
export const FAST_ARGON2: Argon2Cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Per-IP limits out of the way: every injected request comes from 127.0.0.1. */
const ROOMY_IP_LIMITS: AuthOptions['limits'] = {
  signInPerIp: { limit: 10_000, windowMs: 60_000 },
  signUpPerIp: { limit: 10_000, windowMs: 60_000 },
  mailPerIp: { limit: 10_000, windowMs: 60_000 },
  codeChecksPerIp: { limit: 10_000, windowMs: 60_000 },
};

export type TestAppOptions<S extends Storage = LocalStorage> = ServiceOptions & {
  /** Extra environment, e.g. OAUTH_GOOGLE_CLIENT_ID or SMTP_URL. */
  env?: Record<string, string>;
  /** Instead of local disk under the test's directory, e.g. the S3 driver against s3rver. */
  storage?: S;
  /** An open database to build on instead of a fresh one (a restart); close() leaves it open. */
  database?: TestDatabase;
};

/** buildApp() over a fresh database and a temp-dir storage; use with app.inject(). */
export const buildTestApp = async <S extends Storage = LocalStorage>(
  engine: EngineName,
  options: TestAppOptions<S> = {},
): Promise<TestApp<S>> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-test-'));
  const config = loadConfig({ DATA_DIR: dir, SEED: 'none', WORKERS: '0', ...options.env });
  const database = options.database ?? (await openTestDatabase(engine));
  const uploadSecret = 'test-upload-secret';
  // S is LocalStorage unless a storage is given
  const storage = (options.storage ??
    new LocalStorage({
      root: path.join(dir, 'files'),
      publicBaseUrl: '/media',
      uploadSecret,
    })) as S;
  const { env: _env, storage: _storage, database: _database, ...serviceOptions } = options;
  const services = createServices({
    config,
    database,
    storage,
    logger: testLogger(),
    jwtSecret: 'test-jwt-secret',
    options: {
      ...serviceOptions,
      // rollups only when a test asks (flushRollups): a read right after a post is then
      // deterministic, never a race with the background timer
      metrics: {
        ...serviceOptions.metrics,
        rollups: { manual: true, ...serviceOptions.metrics?.rollups },
      },
      auth: {
        argon2: FAST_ARGON2,
        ...options.auth,
        limits: { ...ROOMY_IP_LIMITS, ...options.auth?.limits },
      },
    },
  });
  const app = await buildApp({ services, logger: testLogger(), uploadSecret });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    dir,
    flushRollups: () => services.metrics.flushRollups(),
    close: async () => {
      await app.close();
      if (!options.database) await database.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/**
 * A second app over the test app's services that serves a minimal web build from
 * `<dir>/web` (index.html and one hashed asset), as `npm start` serves apps/web/dist.
 */
export const buildWebApp = async (t: TestApp): Promise<{ app: App; webDist: string }> => {
  const webDist = path.join(t.dir, 'web');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const app = await buildApp({
    services: t.app.services,
    logger: testLogger(),
    uploadSecret: 'x',
    webDist,
  });
  await app.ready();
  return { app, webDist };
};
