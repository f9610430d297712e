import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { AppMeta } from './db/app-meta';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { buildApp } from './app';
import { applyServerTimeouts } from './http/server-timeouts';
import type { App } from './http/typed-app';
import type { JobQueue } from './jobs/job-queue';
import type { JobWorker } from './jobs/job-worker';
import { createServices } from './services';
import { createWorker } from './worker';
import { knownListRows, seedDemo } from './seed/seed-demo';
import { shortDemo, tinyDemo, type DemoSeries } from './seed/demo-catalogue';
import { loadSecrets } from './secrets';
import { queueProgress } from './jobs/queue-progress';
import { Progress } from './lib/progress';

export type Runtime = {
  app: App | undefined;
  database: Database;
  storage: Storage;
  worker: JobWorker | undefined;
  /** Graceful stop: refuse new requests, finish in-flight ones, stop workers, close the db. */
  shutdown(): Promise<void>;
};

export const openRuntimeDatabase = async (config: Config): Promise<Database> =>
  config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: path.join(config.dataDir, 'db') });

/** The process: database, services, then the HTTP app and/or the media workers. */
export const startRuntime = async (
  config: Config,
  log: Logger,
  options: {
    http: boolean;
    webDist?: string | undefined;
    /** SEED=demo generates these instead of the demo catalogue (benchmarks). */
    demoSeries?: DemoSeries[];
  },
): Promise<Runtime> => {
  const secrets = loadSecrets(config.dataDir, config.jwtSecret);
  const database = await openRuntimeDatabase(config);
  await database.migrate();
  log.info({ engine: database.engine }, 'database migrated');

  const storage = createStorage(config, { uploadSecret: secrets.uploadSecret });
  const services = createServices({
    config,
    database,
    storage,
    logger: log,
    jwtSecret: secrets.jwtSecret,
    vapid: config.vapidKeys ?? secrets.vapid,
  });
  const app = options.http
    ? await buildApp({
        services,
        logger: log,
        uploadSecret: secrets.uploadSecret,
        webDist: options.webDist,
      })
    : undefined;
  const worker = config.workers > 0 ? createWorker(services, log) : undefined;

  if (app && config.admin) {
    const admin = await services.auth.ensureAdmin(config.admin);
    log.info({ username: admin.username }, 'admin account ready (editor)');
  }

  // the nine known lists exist whatever the seed, so the creator studio can fill them
  if (app) await services.catalogueRepository.upsertLists(knownListRows());
  // workers start before the seed so transcoding overlaps source generation
  worker?.start();
  if (app && config.seed !== 'none') {
    const result = await seedDemo({
      dataDir: config.dataDir,
      catalogue: services.catalogueRepository,
      media: services.mediaIngest,
      meta: new AppMeta(database.db),
      log,
      ...(config.seed === 'demo-short' ? shortDemo() : {}),
      ...(config.seed === 'demo-tiny' ? tinyDemo() : {}),
      ...(options.demoSeries ? { series: options.demoSeries } : {}),
    });
    if (result.seeded) services.catalogue.invalidate();
  }

  // LISTENing before the first request: a change another instance makes from then on is heard
  await services.cacheBus.ready();
  if (app) {
    // slow senders are cut off; the largest upload at a modest speed still fits
    applyServerTimeouts(app.server);
    await app.listen({ port: config.port, host: config.host });
  }
  if (worker) void reportTranscodeProgress(services.queue, log);

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      if (app) app.draining = true;
      // in-flight requests finish; idle keep-alive sockets close
      await app?.close();
      await worker?.stop();
      await services.close();
      await database.close();
    })());

  return { app, database, storage, worker, shutdown };
};

/** Shows transcoding of queued videos as a progress bar until the queue is empty. */
const reportTranscodeProgress = async (queue: JobQueue, log: Logger) => {
  try {
    const first = await queue.backlog('media.transcode');
    if (first.pending === 0) return;
    const finishedAtStart = first.total - first.pending;
    const progress = new Progress('Transcoding videos to HLS', first.pending);
    for (;;) {
      await new Promise((r) => setTimeout(r, 2000).unref());
      const now = await queue.backlog('media.transcode');
      const { finished, total } = queueProgress(finishedAtStart, now);
      progress.setTotal(total);
      progress.update(finished);
      if (now.pending === 0) break;
    }
    progress.finish();
    log.info('all queued videos transcoded');
  } catch {
    // the database closed during shutdown: nothing more to report
  }
};
