import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';
import type { JobName, JobPayloads } from './job-types';

export type ClaimedJob = {
  id: number;
  name: JobName;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};

export type EnqueueOptions = {
  maxAttempts?: number;
  delayMs?: number;
  /** At most one queued or running job per key; a second enqueue is a no-op. */
  dedupeKey?: string;
};

export type RetryPolicy = { baseMs: number; maxMs: number };
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 5_000, maxMs: 5 * 60_000 };

/** Exponential backoff: base·2^(attempt-1), capped. */
export const backoffMs = (attempt: number, policy: RetryPolicy = DEFAULT_RETRY): number =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));

type Row = {
  id: number | string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
};

/**
 * A durable queue in the jobs table. Claiming uses FOR UPDATE SKIP LOCKED so several
 * workers (or instances) never take the same job; a lease that runs out (a crashed worker)
 * makes the job claimable again.
 */
export class JobQueue {
  private readonly enqueuedListeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  /**
   * Called after each job this process enqueues, so its workers start at once instead of at
   * their next poll. Returns the unsubscribe.
   */
  onEnqueued(listener: () => void): () => void {
    this.enqueuedListeners.add(listener);
    return () => this.enqueuedListeners.delete(listener);
  }

  /**
   * Tells this process's workers that jobs are waiting. `enqueue` calls it; so does a caller
   * whose jobs were enqueued inside a transaction by another queue instance, once committed.
   */
  notifyEnqueued(): void {
    for (const listener of this.enqueuedListeners) listener();
  }

  /** Jobs still to run (queued or running) and all jobs, of one name or of every name. */
  async backlog(name?: JobName): Promise<{ pending: number; total: number }> {
    const result = await this.db.execute(
      sql`select count(*) filter (where status in ('queued','running'))::int as pending,
                 count(*)::int as total from jobs where ${name ?? null}::text is null or name = ${name ?? null}`,
    );
    return (result as unknown as { rows: { pending: number; total: number }[] }).rows[0]!;
  }

  /** What /api/health reports: jobs waiting (due now or later), running, the oldest due wait. */
  async stats(): Promise<{ depth: number; running: number; oldestAgeSeconds: number | null }> {
    const result = await this.db.execute(
      sql`select count(*) filter (where status = 'queued')::int as depth,
                 count(*) filter (where status = 'running')::int as running,
                 extract(epoch from now() - min(run_at) filter (
                   where status = 'queued' and run_at <= now()))::float8 as oldest
          from jobs where status in ('queued', 'running')`,
    );
    const row = (
      result as unknown as { rows: { depth: number; running: number; oldest: number | null }[] }
    ).rows[0]!;
    return {
      depth: row.depth,
      running: row.running,
      oldestAgeSeconds: row.oldest === null ? null : Math.max(0, row.oldest),
    };
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<number | null> {
    const runAt = new Date(Date.now() + (options.delayMs ?? 0));
    const rows = await this.db
      .insert(jobs)
      .values({
        name,
        payload,
        maxAttempts: options.maxAttempts ?? 3,
        runAt,
        dedupeKey: options.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    const id = rows[0]?.id ?? null;
    if (id !== null) this.notifyEnqueued();
    return id;
  }

  async claim(workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
    // a worker that died on its last attempt leaves a job that must end, not loop
    await this.db.execute(sql`
      UPDATE jobs SET status = 'failed', last_error = 'worker stopped responding',
        dedupe_key = NULL, locked_by = NULL, locked_until = NULL, updated_at = now(), completed_at = now()
      WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts`);
    const result = await this.db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + (${leaseMs} * interval '1 millisecond'), updated_at = now()
      WHERE id = (
        SELECT id FROM jobs
        WHERE (status = 'queued' AND run_at <= now())
           OR (status = 'running' AND locked_until < now())
        ORDER BY run_at, id
        FOR UPDATE SKIP LOCKED
        LIMIT 1)
      RETURNING id, name, payload, attempts, max_attempts`);
    const row = (result as unknown as { rows: Row[] }).rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      name: row.name as JobName,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    };
  }

  async extendLease(id: number, workerId: string, leaseMs: number): Promise<void> {
    await this.db.execute(sql`
      UPDATE jobs SET locked_until = now() + (${leaseMs} * interval '1 millisecond')
      WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`);
  }

  async complete(id: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'done',
        dedupeKey: null,
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, id));
  }

  /** A failed attempt: retried after a backoff while attempts remain, else failed for good. */
  async fail(job: ClaimedJob, reason: string, permanent = false): Promise<'retry' | 'failed'> {
    const final = permanent || job.attempts >= job.maxAttempts;
    await this.db
      .update(jobs)
      .set(
        final
          ? {
              status: 'failed',
              lastError: reason,
              dedupeKey: null,
              lockedBy: null,
              lockedUntil: null,
              completedAt: sql`now()`,
              updatedAt: sql`now()`,
            }
          : {
              status: 'queued',
              lastError: reason,
              lockedBy: null,
              lockedUntil: null,
              runAt: new Date(Date.now() + backoffMs(job.attempts, this.retry)),
              updatedAt: sql`now()`,
            },
      )
      .where(eq(jobs.id, job.id));
    return final ? 'failed' : 'retry';
  }

  /** Hands a job back untouched (graceful shutdown): the attempt does not count. */
  async release(job: ClaimedJob, workerId: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
  }

  async get(id: number) {
    const rows = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return rows[0] ?? null;
  }
}
