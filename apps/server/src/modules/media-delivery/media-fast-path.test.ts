import type http from 'node:http';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverWithFrontHandler } from '../../http/front-handler';
import { LocalStorage } from '../../storage/local-storage';
import { nothingProtected } from '../../../test/media-gate-fixture';
import { mediaFastPath } from './media-fast-path';
import { rawRequest } from '../../../test/raw-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SEGMENT_KEY = 'videos/v1/1/360p/seg_00000.ts';
const segment = Buffer.from(Array.from({ length: 16_384 }, (_, i) => (i * 13) % 256));
const playlist = Buffer.from('#EXTM3U\n');
const SECURITY = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };

describe('the media fast path in front of the app', () => {
  let dir: string;
  let storage: LocalStorage;
  let server: http.Server;
  let port: number;
  let draining = false;
  const observed: string[] = [];

  /** Serves a key the way the media route does, which leaves it in memory. */
  const serveOnce = async (key: string) => {
    const servable = await storage.openForServing(key);
    if (!servable) throw new Error(`${key} is not stored`);
    await servable.body({ start: 0, end: servable.object.size - 1 });
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-fast-path-'));
    storage = new LocalStorage({ root: dir, publicBaseUrl: '/media' });
    await storage.put(SEGMENT_KEY, segment, { contentType: 'video/mp2t' });
    await storage.put('videos/v1/1/master.m3u8', playlist, { contentType: 'text/plain' });
    await storage.put('videos/v1/1/never-served.ts', segment, { contentType: 'video/mp2t' });
    const front = mediaFastPath({
      servableFromMemory: (key) => storage.servableFromMemory(key),
      access: nothingProtected,
      securityHeaders: SECURITY,
      isDraining: () => draining,
      observeRequest: (method, route, status) => observed.push(`${method} ${route} ${status}`),
    });
    // what stands in for Fastify: it marks every answer it gives
    const fallback: http.RequestListener = (_request, response) => {
      response.writeHead(299, { 'x-answered-by': 'fastify' }).end('fallback');
    };
    server = serverWithFrontHandler(front, pino({ level: 'silent' }))(fallback, {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  beforeEach(async () => {
    draining = false;
    // every test starts with the segment held, as after its first viewer
    await serveOnce(SEGMENT_KEY);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('hands a file that was never served to the app', async () => {
    const answer = await rawRequest(port, '/media/videos/v1/1/never-served.ts');
    expect(answer.headers['x-answered-by']).toBe('fastify');
  });

  it('serves a held segment whole, with the media route headers', async () => {
    await serveOnce(SEGMENT_KEY);
    observed.length = 0;
    const object = await storage.stat(SEGMENT_KEY);
    const answer = await rawRequest(port, `/media/${SEGMENT_KEY}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-answered-by']).toBeUndefined();
    expect(answer.body.equals(segment)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'video/mp2t',
      'content-length': String(segment.length),
      'accept-ranges': 'bytes',
      etag: object!.etag,
      'cache-control': 'public, max-age=31536000, immutable',
      'last-modified': object!.lastModified!.toUTCString(),
      ...SECURITY,
    });
    expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(observed).toEqual(['GET /media/* 200']);
  });

  it("keeps a client's plain request id and replaces any other", async () => {
    const kept = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { 'x-request-id': 'lb_7' },
    });
    expect(kept.headers['x-request-id']).toBe('lb_7');
    const odd = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { 'x-request-id': 'a b' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('answers HEAD with the whole length and no body', async () => {
    const answer = await rawRequest(port, `/media/${SEGMENT_KEY}`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(segment.length));
    expect(answer.headers['x-answered-by']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  it('answers 304 for the ETag or a date the client holds, 200 for another ETag', async () => {
    const { etag, lastModified } = (await storage.stat(SEGMENT_KEY))!;
    const held = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { 'if-none-match': `"other", ${etag!}` },
    });
    expect(held.status).toBe(304);
    expect(held.headers.etag).toBe(etag);
    expect(held.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(held.headers['x-content-type-options']).toBe('nosniff');
    expect(held.body.length).toBe(0);
    const dated = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { 'if-modified-since': new Date(lastModified!.getTime() + 1000).toUTCString() },
    });
    expect(dated.status).toBe(304);
    const stale = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(segment)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes, HEAD with none', async () => {
    const answer = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { range: 'bytes=2-10' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 2-10/${segment.length}`);
    expect(answer.headers['content-length']).toBe('9');
    expect(answer.body.equals(segment.subarray(2, 11))).toBe(true);
    const suffix = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { range: 'bytes=-4' },
    });
    expect(suffix.body.equals(segment.subarray(-4))).toBe(true);
    const head = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      method: 'HEAD',
      headers: { range: 'bytes=0-99' },
    });
    expect(head.status).toBe(206);
    expect(head.headers['content-length']).toBe('100');
    expect(head.body.length).toBe(0);
  });

  it('serves the whole file when If-Range names another version', async () => {
    const answer = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { range: 'bytes=2-10', 'if-range': '"another"' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(segment)).toBe(true);
  });

  it('hands a range past the end to the app, whose 416 is an error answer', async () => {
    const answer = await rawRequest(port, `/media/${SEGMENT_KEY}`, {
      headers: { range: `bytes=${segment.length}-` },
    });
    expect(answer.headers['x-answered-by']).toBe('fastify');
  });

  it('hands other methods, queries, escapes, playlists and a draining server to the app', async () => {
    await serveOnce('videos/v1/1/master.m3u8');
    const handedOn = [
      await rawRequest(port, `/media/${SEGMENT_KEY}`, { method: 'POST' }),
      await rawRequest(port, `/media/${SEGMENT_KEY}?w=320`),
      await rawRequest(port, `/media/${SEGMENT_KEY.replace('seg', '%73eg')}`),
      await rawRequest(port, `/media/${SEGMENT_KEY}/`),
      await rawRequest(port, `/media//${SEGMENT_KEY}`),
      await rawRequest(port, `/media/videos/v1/../v1/1/360p/seg_00000.ts`),
      // a playlist may be rewritten: never answered without the route's fresh look
      await rawRequest(port, '/media/videos/v1/1/master.m3u8'),
      await rawRequest(port, `/${SEGMENT_KEY}`),
    ];
    draining = true;
    handedOn.push(await rawRequest(port, `/media/${SEGMENT_KEY}`));
    for (const answer of handedOn) expect(answer.headers['x-answered-by']).toBe('fastify');
  });

  it('forgets a rewritten segment at once: the app serves the new bytes', async () => {
    await storage.put(SEGMENT_KEY, Buffer.from('rewritten'), { contentType: 'video/mp2t' });
    const answer = await rawRequest(port, `/media/${SEGMENT_KEY}`);
    expect(answer.headers['x-answered-by']).toBe('fastify');
    await storage.put(SEGMENT_KEY, segment, { contentType: 'video/mp2t' });
  });
});
