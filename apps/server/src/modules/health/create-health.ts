import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { HealthResponse } from '@app/contract';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage, StorageHealth } from '../../storage/storage';

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

/** Probes within this long share one storage check: the local one writes a file, S3's asks S3. */
const STORAGE_CHECK_TTL_MS = 5000;

export type HealthDeps = {
  db: Db;
  storage: Storage;
  queue: JobQueue;
  /** Where a failing storage check's detail goes (the public answer leaves it out). */
  log?: Pick<Logger, 'warn' | 'info'>;
};

/**
 * What `GET /api/health` reports: the database (down makes the whole app `down`, which a load
 * balancer reads as "take me out"), the storage (reported, not fatal: stored files may fail, the
 * rest works) and the queue's depth and oldest wait (docs/deployment.md#health-and-metrics).
 * The storage's error names paths or the bucket: the route shows it to METRICS_TOKEN holders only.
 */
export class HealthService {
  private storageCheck: { at: number; result: Promise<StorageHealth> } | null = null;
  private lastStorageError: string | null = null;

  constructor(private readonly deps: HealthDeps) {}

  async check(): Promise<HealthResponse> {
    const { db, storage, queue } = this.deps;
    const started = performance.now();
    const databaseUp = await within(db.execute(sql`select 1`)).then(
      () => true,
      () => false,
    );
    const latency = Math.round((performance.now() - started) * 10) / 10;
    const [storageCheck, queueStats] = await Promise.all([
      this.checkStorage(),
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

  /** One check per STORAGE_CHECK_TTL_MS, shared by the probes that arrive meanwhile. */
  private checkStorage(): Promise<StorageHealth> {
    const now = Date.now();
    if (this.storageCheck && now - this.storageCheck.at < STORAGE_CHECK_TTL_MS) {
      return this.storageCheck.result;
    }
    const result = within(this.deps.storage.check())
      .catch((error: unknown): StorageHealth => ({
        available: false,
        error: error instanceof Error ? error.message : String(error),
      }))
      .then((checked) => {
        this.logChange(checked);
        return checked;
      });
    this.storageCheck = { at: now, result };
    return result;
  }

  /** A failure is logged when it starts or changes, a recovery once: not on every probe. */
  private logChange(checked: StorageHealth): void {
    const error = checked.available ? null : (checked.error ?? 'unavailable');
    if (error === this.lastStorageError) return;
    if (error !== null) {
      this.deps.log?.warn(
        { driver: this.deps.storage.kind, error, solution: checked.solution },
        'storage check failed',
      );
    } else {
      this.deps.log?.info({ driver: this.deps.storage.kind }, 'storage check ok again');
    }
    this.lastStorageError = error;
  }
}

export type HealthModule = { health: HealthService };

export const createHealth = (deps: HealthDeps): HealthModule => ({
  health: new HealthService(deps),
});
