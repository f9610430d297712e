import { afterEach, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@app/contract';
import { testEngines, warnSkippedEngines } from './engines';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

describe.each(testEngines())('GET /api/health on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close().catch(() => undefined);
    t = undefined;
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
