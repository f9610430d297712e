import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { buildTestApp, type TestApp } from './test-app';
import { rawRequest } from './raw-request';

/** Headers that differ between any two answers, or between a socket and inject. */
const comparable = ({
  date: _date,
  'x-request-id': _id,
  connection: _connection,
  'keep-alive': _keepAlive,
  ...rest
}: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) => rest;

const metricCount = (text: string, route: string): number => {
  const series = `http_request_duration_seconds_count{method="GET",route="${route}",status="200"}`;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

const TOKEN = 'metrics-token-for-tests-0123';

describe('held catalogue answers through the fast path of the listening app', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { METRICS_TOKEN: TOKEN } });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: ['featured'] },
    ]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('answers a held series and home with the route’s bytes and headers', async () => {
    const variants: [string, Record<string, string>][] = [
      ['/api/videos/neon-heirs', {}],
      ['/api/series/neon-heirs', {}],
      ['/api/videos/neon-heirs?lang=es', {}],
      ['/api/videos/neon-heirs', { 'accept-encoding': 'gzip, br' }],
      ['/api/home', {}],
      ['/api/home', { 'accept-encoding': 'gzip' }],
    ];
    const held = vi.spyOn(t.app.services.catalogue, 'heldSeriesJson');
    const heldHome = vi.spyOn(t.app.services.catalogue, 'heldHomeJson');
    for (const [path, headers] of variants) {
      // the first answer is built by the route; the service holds it after
      const built = await rawRequest(port, path, { headers });
      expect(built.status, path).toBe(200);
      const routed = await t.app.inject({ method: 'GET', url: path, headers });
      const fast = await rawRequest(port, path, {
        headers: { ...headers, 'x-request-id': 'fast-path-check' },
      });
      expect(fast.status, path).toBe(200);
      expect(comparable(fast.headers), path).toEqual(comparable(routed.headers));
      expect(fast.body.equals(routed.rawPayload), path).toBe(true);
      expect(fast.headers['x-request-id']).toBe('fast-path-check');
      expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    // the fast path answered: it found each answer held
    const answered = [...held.mock.results, ...heldHome.mock.results].filter(
      (r) => r.type === 'return' && Buffer.isBuffer(r.value),
    );
    expect(answered.length).toBeGreaterThanOrEqual(variants.length);
    held.mockRestore();
    heldHome.mockRestore();
  });

  it('counts its answers in the route’s latency metric', async () => {
    const scrape = async () =>
      (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    await rawRequest(port, '/api/videos/neon-heirs');
    const before = metricCount(await scrape(), '/api/videos/:id');
    await rawRequest(port, '/api/videos/neon-heirs');
    await rawRequest(port, '/api/videos/neon-heirs');
    expect(metricCount(await scrape(), '/api/videos/:id')).toBe(before + 2);
  });

  it('leaves refusals, unknown ids and odd queries to the route', async () => {
    await rawRequest(port, '/api/videos/neon-heirs');
    expect((await rawRequest(port, '/api/videos/Neon_Heirs')).status).toBe(400);
    expect((await rawRequest(port, '/api/videos/no-such-series')).status).toBe(404);
    expect((await rawRequest(port, '/api/videos/neon-heirs?extra=1')).status).toBe(400);
    const escaped = await rawRequest(port, '/api/videos/neon-heirs?lang=%65s');
    expect(escaped.status).toBe(200);
    expect(
      escaped.body.equals((await rawRequest(port, '/api/videos/neon-heirs?lang=es')).body),
    ).toBe(true);
  });

  it('lets the app answer 503 while draining, even for a held answer', async () => {
    await rawRequest(port, '/api/videos/neon-heirs');
    t.app.draining = true;
    try {
      const answer = await rawRequest(port, '/api/videos/neon-heirs');
      expect(answer.status).toBe(503);
    } finally {
      t.app.draining = false;
    }
  });

  it('answers a write’s change at once: the held answer goes with the cache', async () => {
    const before = await rawRequest(port, '/api/videos/neon-heirs');
    t.app.services.catalogue.invalidate();
    expect(t.app.services.catalogue.heldSeriesJson('neon-heirs')).toBeUndefined();
    const after = await rawRequest(port, '/api/videos/neon-heirs');
    expect(after.status).toBe(200);
    expect(after.body.equals(before.body)).toBe(true);
  });
});
