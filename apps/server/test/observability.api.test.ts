import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../src/jobs/job-worker';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { watchEvent } from './metrics-fixture';
import { buildTestApp, testLogger, type TestApp } from './test-app';

const TOKEN = 'metrics-token-for-tests-0123';

/** The value of one sample line of the exposition text, e.g. `name{a="b"}`. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  const scrape = async (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { METRICS_TOKEN: TOKEN } });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 1, lists: ['featured'] },
    ]);
  });
  afterAll(() => t?.close());

  it('refuses a scrape without the token, or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape('Bearer metrics-token-for-tests-0124');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ detail: 'A valid metrics token is required' });
  });

  it('reports request latency per route, events ingested, the queue, jobs and cache hits', async () => {
    await t.app.inject({ method: 'GET', url: '/api/home' });
    await t.app.inject({ method: 'GET', url: '/api/home' });
    await t.app.inject({ method: 'GET', url: '/api/videos/neon-heirs' });
    const event = watchEvent({ series_id: 'neon-heirs' });
    await t.app.inject({
      method: 'POST',
      url: '/api/metrics/events/watch',
      payload: [event, event],
    });
    // a job handled by a worker wired as the runtime wires it
    const worker = new JobWorker({
      queue: t.app.services.queue,
      log: testLogger(),
      concurrency: 1,
      pollMs: 20,
      handlers: { 'ads.trailer': async () => ({ status: 'done' as const }) },
      onJobFinished: (name, outcome, seconds) =>
        t.app.services.observability.observeJob(name, outcome, seconds),
    });
    await t.app.services.queue.enqueue('ads.trailer', { seriesId: 'neon-heirs', assetId: 'a1' });
    worker.start();
    await expect
      .poll(async () =>
        sample(
          (await scrape(`Bearer ${TOKEN}`)).body,
          'job_duration_seconds_count{job="ads.trailer",outcome="done"}',
        ),
      )
      .toBe(1);
    await worker.stop();
    // waiting, with no worker to take it
    await t.app.services.queue.enqueue('media.transcode', { assetId: 'queued-for-metrics' });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/home",status="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/videos/:id",status="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'metrics_events_ingested_total{kind="watch",outcome="accepted"}')).toBe(1);
    expect(sample(text, 'metrics_events_ingested_total{kind="watch",outcome="duplicate"}')).toBe(1);
    expect(sample(text, 'job_queue_depth')).toBe(1);
    expect(sample(text, 'cache_lookups_total{cache="catalogue",result="hit"}')).toBeGreaterThan(0);
    expect(sample(text, 'cache_lookups_total{cache="catalogue",result="miss"}')).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await buildTestApp('pglite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
