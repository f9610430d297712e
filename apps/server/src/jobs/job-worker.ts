import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ClaimedJob, JobQueue } from './job-queue';
import type { JobHandler, JobHandlers, JobName, JobPayloads } from './job-types';

/** Jobs that take no payload: the ones that can recur. */
type PayloadFreeJob = {
  [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never;
}[JobName];

/** A job enqueued when the worker starts and then every `everyMs`. */
export type RecurringJob = { name: PayloadFreeJob; everyMs: number };

export type JobWorkerOptions = {
  queue: JobQueue;
  handlers: JobHandlers;
  log: Logger;
  concurrency: number;
  pollMs?: number;
  leaseMs?: number;
  /** How long stop() lets a running job finish before aborting and releasing it. */
  stopGraceMs?: number;
  /**
   * Enqueued under a dedupe key: however many instances tick, at most one of each is queued or
   * running at a time, and a failed one is retried like any job (the queue has no cron itself).
   */
  recurring?: RecurringJob[];
  /** Told of each finished attempt, with how long it ran (/metrics' job durations). */
  onJobFinished?: (
    name: JobName,
    outcome: 'done' | 'failed' | 'retry' | 'released',
    seconds: number,
  ) => void;
};

const errorMessage = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Runs queued jobs in this process: `concurrency` loops, each claiming one job at a time.
 * A lease heartbeat keeps a long transcode from being reclaimed by another worker.
 */
export class JobWorker {
  readonly id = `worker-${randomUUID().slice(0, 8)}`;
  private running = false;
  private loops: Promise<void>[] = [];
  /** The idle loops' wake-ups: a wake ends every loop's wait, not only the last one's. */
  private readonly waiting = new Set<() => void>();
  /** Wakes so far: a loop that was claiming when one came claims again instead of sleeping. */
  private wakes = 0;
  private stopListening: (() => void) | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly inFlight = new Map<number, { job: ClaimedJob; abort: AbortController }>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly stopGraceMs: number;

  constructor(private readonly options: JobWorkerOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.stopGraceMs = options.stopGraceMs ?? 5_000;
  }

  start(): void {
    if (this.running || this.options.concurrency < 1) return;
    this.running = true;
    this.stopListening = this.options.queue.onEnqueued(() => this.wake());
    for (let i = 0; i < this.options.concurrency; i++) this.loops.push(this.loop());
    for (const job of this.options.recurring ?? []) {
      this.enqueueRecurring(job);
      const timer = setInterval(() => this.enqueueRecurring(job), job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  private enqueueRecurring({ name }: RecurringJob): void {
    this.options.queue
      .enqueue(name, {}, { dedupeKey: `recurring:${name}` })
      .catch((error: unknown) =>
        this.options.log.error({ err: error, job: name }, 'enqueue failed'),
      );
  }

  /** A job was enqueued in this process: no loop waits for its next poll. */
  wake(): void {
    this.wakes += 1;
    for (const done of [...this.waiting]) done();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopListening?.();
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    this.wake();
    const finished = Promise.all(this.loops);
    const timer = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), this.stopGraceMs).unref(),
    );
    if ((await Promise.race([finished, timer])) === 'timeout') {
      for (const { abort } of this.inFlight.values()) abort.abort(new Error('worker stopping'));
      await finished;
    }
    this.loops = [];
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let job: ClaimedJob | null = null;
      const wakes = this.wakes;
      try {
        job = await this.options.queue.claim(this.id, this.leaseMs);
      } catch (error) {
        this.options.log.error({ err: error }, 'job claim failed');
      }
      if (!job) {
        // woken while claiming: the job may have committed after the claim looked
        if (this.wakes === wakes) await this.idle();
        continue;
      }
      await this.run(job);
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      timer.unref();
      this.waiting.add(done);
    });
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { queue, log: baseLog } = this.options;
    const log = baseLog.child({ jobId: job.id, job: job.name, attempt: job.attempts });
    const handler = this.options.handlers[job.name] as JobHandler<JobName> | undefined;
    if (!handler) {
      await queue.fail(job, `no handler for job ${job.name}`, true);
      return;
    }
    const abort = new AbortController();
    this.inFlight.set(job.id, { job, abort });
    const heartbeat = setInterval(() => {
      queue.extendLease(job.id, this.id, this.leaseMs).catch(() => undefined);
    }, this.leaseMs / 3);
    heartbeat.unref();
    const started = Date.now();
    const finished = (outcome: 'done' | 'failed' | 'retry' | 'released') =>
      this.options.onJobFinished?.(job.name, outcome, (Date.now() - started) / 1000);
    try {
      const outcome = await handler(job.payload as never, {
        jobId: job.id,
        attempt: job.attempts,
        signal: abort.signal,
        log,
      });
      if (outcome.status === 'done') {
        finished('done');
        await queue.complete(job.id);
        log.info({ ms: Date.now() - started }, 'job done');
      } else {
        finished('failed');
        await queue.fail(job, outcome.reason, true);
        log.warn({ reason: outcome.reason }, 'job failed permanently');
      }
    } catch (error) {
      if (abort.signal.aborted && !this.running) {
        finished('released');
        await queue.release(job, this.id).catch(() => undefined);
        log.info('job released on shutdown');
      } else {
        const result = await queue.fail(job, errorMessage(error)).catch(() => 'failed');
        finished(result === 'failed' ? 'failed' : 'retry');
        log.warn({ err: error, result }, 'job attempt failed');
      }
    } finally {
      clearInterval(heartbeat);
      this.inFlight.delete(job.id);
    }
  }
}
