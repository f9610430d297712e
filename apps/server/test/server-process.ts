import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Services } from '../src/services';
import { openDatabase } from '../src/db/database';
import { createCatalogue } from '../src/modules/catalogue/create-catalogue';
import { MediaAssetsRepository } from '../src/modules/media-assets/media-assets.repository';
import { insertFixtureCatalogue, type FixtureSeries } from './catalogue-fixture';
import { migratedPgliteDir } from './engines';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:PORT; empty for a worker-only process. */
  origin: string;
  /** The exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Every JSON log line so far (tests look for what a process reported). */
  logs: Record<string, unknown>[];
};

/**
 * The server in a child process as `npm start` / `npm run worker` run it: the bundle of
 * src/main.ts (dist/main.js, rebuilt when stale by server-bundle.global.mjs before the tests
 * start), JSON logs on stdout; resolves once the HTTP server listens (or, with `--worker`, once
 * the database is migrated and the workers start).
 */
export const startServerProcess = (
  env: Record<string, string>,
  options: { worker?: boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const args = [path.join('dist', 'main.js'), ...(options.worker ? ['--worker'] : [])];
    const child = spawn(process.execPath, args, {
      cwd: serverRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        SEED: 'none',
        WORKERS: '0',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );
    const logs: Record<string, unknown>[] = [];
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timeoutMs = options.timeoutMs ?? 90_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs / 1000} s: ${stderr}`));
    }, timeoutMs);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited early (${code ?? signal}): ${stderr}`));
    });
    let started = false;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      if (started) return;
      const message = String(entry.msg ?? '');
      // pino's "Server listening at http://127.0.0.1:PORT" gives the port
      const origin = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(message)?.[1];
      if (origin || (options.worker && message === 'database migrated')) {
        started = true;
        clearTimeout(timer);
        resolve({ child, origin: origin ?? '', exited, logs });
      }
    });
  });

/** Ends a process the test started, if it still runs (SIGKILL: nothing to wait for). */
export const killProcess = async (server: ServerProcess | undefined): Promise<void> => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
};

/**
 * Published fixture series written straight into a server's database before it starts (PGlite
 * in `dataDir`/db, else `databaseUrl`), so a child process has something to comment on.
 */
export const seedFixtureSeries = async (
  target: { dataDir: string; databaseUrl?: string | undefined },
  items: FixtureSeries[],
): Promise<void> => {
  const pgliteDir = path.join(target.dataDir, 'db');
  if (!target.databaseUrl && !existsSync(pgliteDir)) await migratedPgliteDir(pgliteDir);
  const database = target.databaseUrl
    ? await openDatabase({ engine: 'postgres', url: target.databaseUrl, poolSize: 1 })
    : await openDatabase({ engine: 'pglite', dataDir: pgliteDir });
  try {
    await database.migrate();
    const noStorage = { put: async () => undefined, publicUrl: (key: string) => `/media/${key}` };
    const catalogue = createCatalogue({
      db: database.db,
      storage: noStorage as unknown as Services['storage'],
    });
    const services = { ...catalogue, mediaAssets: new MediaAssetsRepository(database.db) };
    await insertFixtureCatalogue(services as unknown as Services, noStorage, items);
  } finally {
    await database.close();
  }
};
