import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage, StorageHealth } from '../../storage/storage';
import { HealthService } from './create-health';

const healthWith = (check: () => Promise<StorageHealth>) => {
  const log = { warn: vi.fn(), info: vi.fn() };
  const storage = { kind: 'local', check: vi.fn(check) };
  const health = new HealthService({
    db: { execute: () => Promise.resolve({ rows: [] }) } as unknown as Db,
    storage: storage as unknown as Storage,
    queue: {
      stats: () => Promise.resolve({ depth: 0, running: 0, oldestAgeSeconds: null }),
    } as unknown as JobQueue,
    log,
  });
  return { health, storage, log };
};

describe('health check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the storage once every 5 seconds, however often it is probed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-05-01T12:00:00Z') });
    const { health, storage } = healthWith(() => Promise.resolve({ available: true }));
    await Promise.all([health.check(), health.check(), health.check()]);
    await health.check();
    expect(storage.check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_999);
    await health.check();
    expect(storage.check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect((await health.check()).storage).toEqual({ status: 'ok', driver: 'local' });
    expect(storage.check).toHaveBeenCalledTimes(2);
  });

  it('logs a storage failure when it starts and its recovery, not every probe', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-05-01T12:00:00Z') });
    let result: StorageHealth = {
      available: false,
      error: 'Cannot write to /srv/files: EACCES',
      solution: 'Check that DATA_DIR exists',
    };
    const { health, log } = healthWith(() => Promise.resolve(result));
    for (let probe = 0; probe < 3; probe++) {
      expect((await health.check()).storage).toMatchObject({
        status: 'down',
        error: 'Cannot write to /srv/files: EACCES',
      });
      vi.advanceTimersByTime(5_000);
    }
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({
      error: 'Cannot write to /srv/files: EACCES',
      solution: 'Check that DATA_DIR exists',
    });
    result = { available: true };
    await health.check();
    vi.advanceTimersByTime(5_000);
    await health.check();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
