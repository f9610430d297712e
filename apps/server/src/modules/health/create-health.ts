import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@app/contract';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';

/** A check that has not answered by then counts as down: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

const within = <T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * What `GET /api/health` reports: the database (down makes the whole app `down`, which a load
 * balancer reads as "take me out"), the storage (reported, not fatal: stored files may fail, the
 * rest works) and the queue's depth and oldest wait (docs/deployment.md#health-and-metrics).
 */
export class HealthService {
  constructor(private readonly deps: { db: Db; storage: Storage; queue: JobQueue }) {}

  async check(): Promise<HealthResponse> {
    const { db, storage, queue } = this.deps;
    const started = performance.now();
    const databaseUp = await within(db.execute(sql`select 1`)).then(
      () => true,
      () => false,
    );
    const latency = Math.round((performance.now() - started) * 10) / 10;
    const [storageCheck, queueStats] = await Promise.all([
      within(storage.check()).catch((error: unknown) => ({
        available: false,
        error: error instanceof Error ? error.message : String(error),
      })),
      databaseUp ? within(queue.stats()).catch(() => undefined) : undefined,
    ]);
    return {
      status: databaseUp ? 'ok' : 'down',
      database: { status: databaseUp ? 'ok' : 'down', latency_ms: latency },
      storage: {
        status: storageCheck.available ? 'ok' : 'down',
        driver: storage.kind,
        ...(storageCheck.available || !storageCheck.error ? {} : { error: storageCheck.error }),
      },
      ...(queueStats
        ? {
            queue: {
              depth: queueStats.depth,
              running: queueStats.running,
              oldest_age_seconds:
                queueStats.oldestAgeSeconds === null
                  ? null
                  : Math.round(queueStats.oldestAgeSeconds),
            },
          }
        : {}),
    };
  }
}

export type HealthModule = { health: HealthService };

export const createHealth = (deps: {
  db: Db;
  storage: Storage;
  queue: JobQueue;
}): HealthModule => ({
  health: new HealthService(deps),
});
