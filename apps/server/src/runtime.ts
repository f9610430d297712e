import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { AppMeta } from './db/app-meta';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { buildApp } from './app';
import type { App } from './http/typed-app';
import { JobQueue } from './jobs/job-queue';
import { JobWorker } from './jobs/job-worker';
import { MediaRepository } from './modules/media/media.repository';
import { MediaService } from './modules/media/media.service';
import { transcodeJob } from './modules/media/transcode.job';
import { AdsRepository } from './modules/ads/ads.repository';
import { TrailerStore } from './modules/ads/trailer-store';
import { trailerJob } from './modules/ads/trailer.job';
import type { LadderOptions } from './media/ladder';
import type { X264Preset } from './media/transcode';
import { knownListRows, seedDemo } from './seed/seed-demo';
import type { DemoSeries } from './seed/demo-catalogue';
import { loadSecrets } from './secrets';
import { Progress } from './lib/progress';

export type Runtime = {
  app: App | undefined;
  database: Database;
  storage: Storage;
  worker: JobWorker | undefined;
  /** Graceful stop: refuse new requests, finish in-flight ones, stop workers, close the db. */
  shutdown(): Promise<void>;
};

// demo media: two rungs and a faster preset, so first start stays under five minutes on 2 cores
const DEMO_MEDIA: { ladder: LadderOptions; preset: X264Preset } = {
  ladder: { rungs: [360, 540] },
  preset: 'superfast',
};

export const openRuntimeDatabase = async (config: Config): Promise<Database> =>
  config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: path.join(config.dataDir, 'db') });

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
  const mediaRepository = new MediaRepository(database.db);
  const queue = new JobQueue(database.db);

  let app: App | undefined;
  if (options.http) {
    app = await buildApp({
      config,
      database,
      storage,
      logger: log,
      uploadSecret: secrets.uploadSecret,
      jwtSecret: secrets.jwtSecret,
      webDist: options.webDist,
    });
  }

  const worker =
    config.workers > 0
      ? new JobWorker({
          queue,
          log: log.child({ component: 'worker' }),
          concurrency: config.workers,
          handlers: {
            'media.transcode': transcodeJob({
              storage,
              media: mediaRepository,
              workRoot: path.join(config.dataDir, 'tmp'),
              onReady: () => app?.services.catalogue.invalidate(),
              ...(config.seed === 'demo' ? DEMO_MEDIA : {}),
            }),
            'ads.trailer': trailerJob({
              storage,
              ads: new AdsRepository(database.db),
              trailers: new TrailerStore(storage),
              workRoot: path.join(config.dataDir, 'tmp'),
            }),
          },
        })
      : undefined;

  if (app && config.admin) {
    const admin = await app.services.auth.ensureAdmin(config.admin);
    log.info({ username: admin.username }, 'admin account ready (editor)');
  }

  const media = new MediaService(storage, mediaRepository, queue, () => worker?.wake());
  // the nine known lists exist whatever the seed, so the creator studio can fill them
  await app?.services.catalogueRepository.upsertLists(knownListRows());
  // workers start before the seed so transcoding overlaps source generation
  worker?.start();
  if (config.seed === 'demo') {
    const catalogue = app?.services.catalogueRepository;
    if (catalogue) {
      const result = await seedDemo({
        dataDir: config.dataDir,
        catalogue,
        media,
        meta: new AppMeta(database.db),
        log,
        ...(options.demoSeries ? { series: options.demoSeries } : {}),
      });
      if (result.seeded) app?.services.catalogue.invalidate();
    }
  }

  if (app) await app.listen({ port: config.port, host: config.host });
  if (worker) void reportTranscodeProgress(database, log);

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      if (app) app.draining = true;
      // in-flight requests finish; idle keep-alive sockets close
      await app?.close();
      await worker?.stop();
      await database.close();
    })());

  return { app, database, storage, worker, shutdown };
};

/** Shows transcoding of queued videos as a progress bar until the queue is empty. */
const reportTranscodeProgress = async (database: Database, log: Logger) => {
  const count = async () => {
    const result = await database.db.execute(
      sql`select count(*) filter (where status in ('queued','running'))::int as pending,
                 count(*)::int as total from jobs where name = 'media.transcode'`,
    );
    return (result as unknown as { rows: { pending: number; total: number }[] }).rows[0]!;
  };
  try {
    const first = await count();
    if (first.pending === 0) return;
    const progress = new Progress('Transcoding videos to HLS', first.pending);
    for (;;) {
      await new Promise((r) => setTimeout(r, 2000).unref());
      const now = await count();
      progress.update(first.pending - now.pending);
      if (now.pending === 0) break;
    }
    progress.finish();
    log.info('all queued videos transcoded');
  } catch {
    // the database closed during shutdown: nothing more to report
  }
};
