import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { JobQueue, backoffMs } from '../src/jobs/job-queue';
import { JobWorker } from '../src/jobs/job-worker';
import type { JobHandlers } from '../src/jobs/job-types';
import { openTestDatabase, testEngines, warnSkippedEngines, type TestDatabase } from './engines';
import { testLogger } from './test-app';

warnSkippedEngines();

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('backoff', () => {
  it('doubles per attempt and is capped', () => {
    expect(backoffMs(1)).toBe(5_000);
    expect(backoffMs(2)).toBe(10_000);
    expect(backoffMs(3)).toBe(20_000);
    expect(backoffMs(30)).toBe(300_000);
  });
});

describe.each(testEngines())('job queue on %s', (engine) => {
  let database: TestDatabase;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    queue = new JobQueue(database.db, { baseMs: 20, maxMs: 100 });
  });
  afterAll(() => database?.dispose());

  it('claims a job once, then completes it', async () => {
    const id = await queue.enqueue('media.transcode', { assetId: 'a1' });
    const first = await queue.claim('w1', 60_000);
    expect(first?.id).toBe(id);
    expect(first?.payload).toEqual({ assetId: 'a1' });
    expect(first?.attempts).toBe(1);
    expect(await queue.claim('w2', 60_000)).toBeNull();
    await queue.complete(id!);
    expect((await queue.get(id!))?.status).toBe('done');
  });

  it('never hands one job to two concurrent claimers', async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 6; i++)
      ids.add((await queue.enqueue('media.transcode', { assetId: `c${i}` }))!);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => queue.claim(`w${i}`, 60_000)),
    );
    const claimed = claims.filter((c) => c !== null).map((c) => c.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    for (const id of claimed) await queue.complete(id);
  });

  it('deduplicates live jobs by key', async () => {
    const a = await queue.enqueue(
      'media.transcode',
      { assetId: 'd' },
      { dedupeKey: 'transcode:d' },
    );
    const b = await queue.enqueue(
      'media.transcode',
      { assetId: 'd' },
      { dedupeKey: 'transcode:d' },
    );
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    const job = (await queue.claim('w', 60_000))!;
    await queue.complete(job.id);
    // once done, the key is free again
    expect(
      await queue.enqueue('media.transcode', { assetId: 'd' }, { dedupeKey: 'transcode:d' }),
    ).not.toBeNull();
    await queue.complete((await queue.claim('w', 60_000))!.id);
  });

  it('retries with backoff, then fails for good with the reason', async () => {
    // a long backoff, so a slow machine cannot outlive it between two lines
    const slow = new JobQueue(database.db, { baseMs: 60_000, maxMs: 60_000 });
    const id = (await slow.enqueue('media.transcode', { assetId: 'r' }, { maxAttempts: 2 }))!;
    const first = (await slow.claim('w', 60_000))!;
    expect(await slow.fail(first, 'disk full')).toBe('retry');
    const row = (await slow.get(id))!;
    expect(row.status).toBe('queued');
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await slow.claim('w', 60_000)).toBeNull(); // still backing off
    await database.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    const second = (await slow.claim('w', 60_000))!;
    expect(second.attempts).toBe(2);
    expect(await slow.fail(second, 'disk still full')).toBe('failed');
    const final = (await slow.get(id))!;
    expect(final.status).toBe('failed');
    expect(final.lastError).toBe('disk still full');
  });

  it('reclaims a job whose worker died (lease expired), and fails it when attempts are spent', async () => {
    const id = (await queue.enqueue('media.transcode', { assetId: 'l' }, { maxAttempts: 2 }))!;
    await queue.claim('dead-worker', 1);
    await new Promise((r) => setTimeout(r, 20));
    const again = (await queue.claim('w', 1))!;
    expect(again.id).toBe(id);
    expect(again.attempts).toBe(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(await queue.claim('w', 60_000)).toBeNull();
    const row = (await queue.get(id))!;
    expect(row.status).toBe('failed');
    expect(row.lastError).toBe('worker stopped responding');
  });

  it('runs handlers in a worker: done, permanent failure, retry after a throw', async () => {
    let flaky = 0;
    const handlers: JobHandlers = {
      'media.transcode': async ({ assetId }) => {
        if (assetId === 'bad') return { status: 'failed', reason: 'not a video' };
        if (assetId === 'flaky' && flaky++ === 0) throw new Error('transient');
        return { status: 'done' };
      },
    };
    const worker = new JobWorker({
      queue,
      handlers,
      log: testLogger(),
      concurrency: 2,
      pollMs: 10,
    });
    const ok = (await queue.enqueue('media.transcode', { assetId: 'ok' }))!;
    const bad = (await queue.enqueue('media.transcode', { assetId: 'bad' }))!;
    const flakyId = (await queue.enqueue('media.transcode', { assetId: 'flaky' }))!;
    worker.start();
    try {
      await until(async () => {
        const rows = await Promise.all([ok, bad, flakyId].map((id) => queue.get(id)));
        return rows.every((r) => r?.status === 'done' || r?.status === 'failed');
      });
    } finally {
      await worker.stop();
    }
    expect((await queue.get(ok))?.status).toBe('done');
    expect((await queue.get(bad))?.status).toBe('failed');
    expect((await queue.get(bad))?.attempts).toBe(1);
    expect((await queue.get(flakyId))?.status).toBe('done');
    expect((await queue.get(flakyId))?.attempts).toBe(2);
  });

  it('wakes every idle loop when jobs committed in a transaction are announced', async () => {
    /** Counts the claims that found nothing: each is followed by a wait for the next poll. */
    class CountingQueue extends JobQueue {
      empty = 0;
      override async claim(workerId: string, leaseMs: number) {
        const job = await super.claim(workerId, leaseMs);
        if (!job) this.empty += 1;
        return job;
      }
    }
    const counting = new CountingQueue(database.db);
    const started = new Set<string>();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker = new JobWorker({
      queue: counting,
      log: testLogger(),
      concurrency: 3,
      // a poll that never comes within the test: only a wake starts the loops again
      pollMs: 600_000,
      handlers: {
        'media.transcode': async ({ assetId }) => {
          if (!assetId.startsWith('wake-')) return { status: 'done' };
          started.add(assetId);
          // each job holds its loop until all three run: one loop alone cannot finish them
          await gate;
          return { status: 'done' };
        },
      },
    });
    worker.start();
    try {
      await until(async () => counting.empty >= 3);
      // queued by a transaction's own queue, which tells no worker
      await database.db.transaction(async (tx) => {
        const inTx = new JobQueue(tx);
        for (const n of [1, 2, 3]) await inTx.enqueue('media.transcode', { assetId: `wake-${n}` });
      });
      counting.notifyEnqueued();
      await until(async () => started.size === 3);
    } finally {
      release();
      await worker.stop();
    }
    expect([...started].sort()).toEqual(['wake-1', 'wake-2', 'wake-3']);
  });

  it('enqueues a recurring job at start and every period, one live at a time', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const handlers: JobHandlers = {
      'studio.upload-janitor': async () => {
        // the first run holds on while the timer ticks on
        if (runs++ === 0) await released;
        return { status: 'done' };
      },
    };
    const enqueue = vi.spyOn(queue, 'enqueue');
    const worker = new JobWorker({
      queue,
      handlers,
      log: testLogger(),
      concurrency: 2,
      pollMs: 10,
      recurring: [{ name: 'studio.upload-janitor', everyMs: 20 }],
    });
    const live = async () => {
      const result = await database.db.execute(
        sql`select count(*)::int as n from jobs
            where name = 'studio.upload-janitor' and status in ('queued', 'running')`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    worker.start();
    try {
      await until(async () => runs === 1 && enqueue.mock.calls.length >= 4);
      // ticks while one runs add nothing, though a second loop is free to claim
      expect(await live()).toBe(1);
      release();
      await until(async () => runs >= 3);
    } finally {
      await worker.stop();
      enqueue.mockRestore();
    }
    expect(enqueue.mock.calls.every(([, , options]) => options?.dedupeKey)).toBe(true);
    await database.db.execute(sql`delete from jobs where name = 'studio.upload-janitor'`);
  });

  it('releases a running job on stop without spending an attempt', async () => {
    const handlers: JobHandlers = {
      'media.transcode': (_payload, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    };
    const worker = new JobWorker({
      queue,
      handlers,
      log: testLogger(),
      concurrency: 1,
      pollMs: 10,
      stopGraceMs: 50,
    });
    const id = (await queue.enqueue('media.transcode', { assetId: 'long' }))!;
    worker.start();
    await until(async () => (await queue.get(id))?.status === 'running');
    await worker.stop();
    const row = (await queue.get(id))!;
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(0);
    await database.db.execute(sql`delete from jobs where id = ${id}`);
  });
});

describe('job queue durability', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-jobs-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps queued jobs across a restart of the embedded database', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir: dir });
    await first.migrate();
    const id = await new JobQueue(first.db).enqueue('media.transcode', { assetId: 'persist' });
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir: dir });
    await second.migrate();
    const job = await new JobQueue(second.db).claim('w', 60_000);
    expect(job?.id).toBe(id);
    expect(job?.payload).toEqual({ assetId: 'persist' });
    await second.close();
  });
});
