import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';
import { rawRequest } from './raw-request';

/** Headers that differ between any two answers, whoever gives them. */
const comparable = ({ date: _date, 'x-request-id': _id, ...rest }: http.IncomingHttpHeaders) =>
  rest;

const KEY = 'videos/fast/1/360p/seg_00000.ts';
const segment = Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 31) % 256));

describe('/media/* through the fast path of the listening app', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.storage.put(KEY, segment, { contentType: 'video/mp2t' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  // a query the route ignores sends the same request through Fastify
  const viaFastify = `/media/${KEY}?via=fastify`;
  const viaFastPath = `/media/${KEY}`;

  it('holds a segment after its first answer and then answers as the media route does', async () => {
    expect(t.storage.servableFromMemory(KEY)).toBeUndefined();
    const first = await rawRequest(port, viaFastPath);
    expect(t.storage.servableFromMemory(KEY)).toBeDefined();
    const variants: Record<string, string>[] = [
      {},
      { range: 'bytes=100-199' },
      { 'if-none-match': first.headers.etag! },
    ];
    for (const headers of variants) {
      const routed = await rawRequest(port, viaFastify, { headers });
      const fast = await rawRequest(port, viaFastPath, { headers });
      expect(fast.status, JSON.stringify(headers)).toBe(routed.status);
      expect(comparable(fast.headers)).toEqual(comparable(routed.headers));
      expect(fast.body.equals(routed.body)).toBe(true);
      expect(fast.headers['x-request-id']).toBeTruthy();
    }
    expect(first.body.equals(segment)).toBe(true);
  });

  it('answers a range past the end with the route’s 416 JSON', async () => {
    await rawRequest(port, viaFastPath);
    const answer = await rawRequest(port, viaFastPath, {
      headers: { range: `bytes=${segment.length}-` },
    });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${segment.length}`);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ detail: 'Range not satisfiable' });
  });

  it('refuses traversal spellings of a held segment with 4xx JSON', async () => {
    await rawRequest(port, viaFastPath);
    for (const url of [
      `/media/videos/fast/../fast/1/360p/seg_00000.ts`,
      `/media/videos/fast/%2e%2e/fast/1/360p/seg_00000.ts`,
      `/media/videos%2ffast/1/360p/seg_00000.ts`,
      `/media/videos\\fast\\1\\360p\\seg_00000.ts`,
    ]) {
      const answer = await rawRequest(port, url);
      expect(answer.status, url).toBe(400);
      expect(JSON.parse(answer.body.toString()), url).toHaveProperty('detail');
    }
  });

  it('lets the app answer 503 while draining, even for a held segment', async () => {
    await rawRequest(port, viaFastPath);
    t.app.draining = true;
    try {
      const answer = await rawRequest(port, viaFastPath);
      expect(answer.status).toBe(503);
      expect(answer.headers.connection).toBe('close');
    } finally {
      t.app.draining = false;
    }
  });
});
