import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthResponseSchema } from '@app/contract';
import { testEngines, warnSkippedEngines } from './engines';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

const METRICS_TOKEN = 'health-test-metrics-token';

describe.each(testEngines())('GET /api/health on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close().catch(() => undefined);
    t = undefined;
    vi.restoreAllMocks();
  });

  it('reports the database, the storage and the queue', async () => {
    t = await buildTestApp(engine);
    await t.app.services.queue.enqueue('media.transcode', { assetId: 'a-health-check' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      storage: { status: 'ok', driver: 'local' },
      queue: { depth: 1, running: 0 },
    });
    expect(body.queue!.oldest_age_seconds).toBeGreaterThanOrEqual(0);
  });

  it('shows the storage error to METRICS_TOKEN holders only', async () => {
    t = await buildTestApp(engine, { env: { METRICS_TOKEN } });
    vi.spyOn(t.storage, 'check').mockResolvedValue({
      available: false,
      error: `Cannot write to ${t.dir}/files: EACCES`,
      solution: 'Check that DATA_DIR exists, has free space and is writable by the server user',
    });
    const probe = (authorization?: string) =>
      t!.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: authorization ? { authorization } : {},
      });
    for (const res of [await probe(), await probe('Bearer not-the-metrics-token')]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ok',
        storage: { status: 'down', driver: 'local' },
      });
      expect(res.json().storage).not.toHaveProperty('error');
      expect(res.body).not.toContain(t.dir);
    }
    const held = await probe(`Bearer ${METRICS_TOKEN}`);
    expect(healthResponseSchema.parse(held.json()).storage).toEqual({
      status: 'down',
      driver: 'local',
      error: `Cannot write to ${t.dir}/files: EACCES`,
    });
  });

  it('writes to the storage once for probes in a row, not once per probe', async () => {
    t = await buildTestApp(engine);
    const check = vi.spyOn(t.storage, 'check');
    const probes = await Promise.all(
      Array.from({ length: 5 }, () => t!.app.inject({ method: 'GET', url: '/api/health' })),
    );
    probes.push(await t.app.inject({ method: 'GET', url: '/api/health' }));
    for (const res of probes) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', storage: { status: 'ok' } });
    }
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('answers 503 down when the database does not answer', async () => {
    t = await buildTestApp(engine);
    await t.database.dispose();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode, res.body).toBe(503);
    expect(healthResponseSchema.parse(res.json())).toMatchObject({
      status: 'down',
      database: { status: 'down' },
    });
    expect(res.json()).not.toHaveProperty('queue');
  });
});
