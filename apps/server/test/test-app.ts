import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from '../src/config';
import { buildApp } from '../src/app';
import type { App } from '../src/http/typed-app';
import { LocalStorage } from '../src/storage/local-storage';
import { openTestDatabase, type EngineName, type TestDatabase } from './engines';

export type TestApp = {
  app: App;
  database: TestDatabase;
  storage: LocalStorage;
  config: Config;
  dir: string;
  close(): Promise<void>;
};

export const testLogger = () => pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** buildApp() over a fresh database and a temp-dir storage; use with app.inject(). */
export const buildTestApp = async (engine: EngineName): Promise<TestApp> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-test-'));
  const config = loadConfig({ DATA_DIR: dir, SEED: 'none', WORKERS: '0' });
  const database = await openTestDatabase(engine);
  const uploadSecret = 'test-upload-secret';
  const storage = new LocalStorage({
    root: path.join(dir, 'files'),
    publicBaseUrl: '/media',
    uploadSecret,
  });
  const app = await buildApp({ config, database, storage, logger: testLogger(), uploadSecret });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    dir,
    close: async () => {
      await app.close();
      await database.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
};
