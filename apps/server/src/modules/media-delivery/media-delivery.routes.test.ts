import fs from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler, registerNotFoundHandler } from '../../http/error-handler';
import { LocalStorage } from '../../storage/local-storage';
import { nothingProtected } from '../../../test/media-gate-fixture';
import { mediaDeliveryRoutes } from './media-delivery.routes';
import { startS3rver } from '../../../test/s3rver-fixture';
import { S3Storage } from '../../storage/s3-storage';
import type { Storage } from '../../storage/storage';

const SECRET_MARKER = 'TOP-SECRET-OUTSIDE-THE-ROOT';
const segment = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 256));
// over the local driver's in-memory limit, so it streams from disk
const large = Buffer.from(Array.from({ length: 1_500_000 }, (_, i) => (i * 7) % 256));
const playlist = Buffer.from('#EXTM3U\n#EXT-X-VERSION:3\n');
// a 2:3 poster as the pipeline makes them
const poster = await sharp({
  create: { width: 600, height: 900, channels: 3, background: { r: 200, g: 40, b: 90 } },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="600" height="900"><circle cx="300" cy="300" r="200" fill="#2a0845"/></svg>',
      ),
    },
  ])
  .jpeg({ quality: 82 })
  .toBuffer();

const TRAVERSALS = [
  '/media/../package.json',
  '/media/../secret.txt',
  '/media/%2e%2e/secret.txt',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/%2E%2E/%2E%2E/etc/passwd',
  '/media/a%5c..%5cb',
  '/media/..%2f..%2fx',
  '/media/..%2fsecret.txt',
  '/media//etc/passwd',
  '/media/v/1/..%5c..%5csecret.txt',
  '/media/v/1/%2e%2e/%2e%2e/%2e%2e/secret.txt',
  '/media/C:/Windows/win.ini',
  '/media/a%00.ts',
  '/media/v/1/.hidden',
  '/media/v\\..\\..\\secret.txt',
];

/** A GET over a real socket with the path exactly as given (no URL normalisation). */
const rawGet = (app: FastifyInstance, rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo;
    const req = request({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

const drivers: [string, () => Promise<{ storage: Storage; stop(): Promise<void> }>][] = [
  [
    'local',
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-routes-'));
      // a file beside the root: traversal must never reach it
      await fs.writeFile(path.join(dir, 'secret.txt'), SECRET_MARKER);
      const storage = new LocalStorage({ root: path.join(dir, 'files'), publicBaseUrl: '/media' });
      return { storage, stop: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const server = await startS3rver();
      return { storage: new S3Storage(server.config), stop: server.close };
    },
  ],
];

describe.each(drivers)('GET /media/* with the %s driver', (_name, start) => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  let storage: Storage;
  const keysUnder = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    for await (const object of storage.list(prefix)) keys.push(object.key);
    return keys.sort();
  };

  beforeAll(async () => {
    const started = await start();
    stop = started.stop;
    storage = started.storage;
    await storage.put('v/1/720p/seg-1.ts', segment, { contentType: 'video/mp2t' });
    await storage.put('v/1/master.m3u8', playlist, {
      contentType: 'application/vnd.apple.mpegurl',
    });
    await storage.put('p/1/poster.webp', Buffer.from('RIFFxxxxWEBP'), {
      contentType: 'image/webp',
    });
    await storage.put('v/1/source.mp4', Buffer.from('mp4'), { contentType: 'video/mp4' });
    await storage.put('v/1/large.mp4', large, { contentType: 'video/mp4' });
    await storage.put('v/1/empty.json', Buffer.alloc(0), { contentType: 'application/json' });
    await storage.put('posters/neon.jpg', poster, { contentType: 'image/jpeg' });
    await storage.put('posters/broken.jpg', Buffer.from('not a jpeg'), {
      contentType: 'image/jpeg',
    });
    app = Fastify();
    registerErrorHandler(app);
    registerNotFoundHandler(app);
    await app.register(mediaDeliveryRoutes, { storage, access: nothingProtected });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await stop();
  });

  it('serves a segment whole, with its type, length and a year of caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/v/1/720p/seg-1.ts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp2t');
    expect(response.headers['content-length']).toBe(String(segment.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"/);
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.rawPayload.equals(segment)).toBe(true);
  });

  it.each([
    ['v/1/master.m3u8', 'application/vnd.apple.mpegurl', 'public, max-age=60'],
    ['p/1/poster.webp', 'image/webp', 'public, max-age=31536000, immutable'],
    ['v/1/source.mp4', 'video/mp4', 'public, max-age=31536000, immutable'],
  ])('serves %s as %s with %s', async (key, type, cache) => {
    const response = await app.inject({ method: 'GET', url: `/media/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cache);
  });

  it('serves an empty file', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/v/1/empty.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('0');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers a byte range with exactly those bytes', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/v/1/720p/seg-1.ts',
      headers: { range: 'bytes=100-1099' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${segment.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(segment.subarray(100, 1100))).toBe(true);
  });

  it('answers an open-ended and a suffix range', async () => {
    const open = await app.inject({
      method: 'GET',
      url: '/media/v/1/720p/seg-1.ts',
      headers: { range: 'bytes=9990-' },
    });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(segment.subarray(9990))).toBe(true);

    const suffix = await app.inject({
      method: 'GET',
      url: '/media/v/1/720p/seg-1.ts',
      headers: { range: 'bytes=-16' },
    });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes 9984-9999/${segment.length}`);
    expect(suffix.rawPayload.equals(segment.subarray(-16))).toBe(true);
  });

  it('streams a large file whole and in part', async () => {
    const whole = await app.inject({ method: 'GET', url: '/media/v/1/large.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(large)).toBe(true);
    const part = await app.inject({
      method: 'GET',
      url: '/media/v/1/large.mp4',
      headers: { range: 'bytes=1000000-1099999' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(large.subarray(1_000_000, 1_100_000))).toBe(true);
  });

  it('answers several ranges with the whole file', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/v/1/720p/seg-1.ts',
      headers: { range: 'bytes=0-1,5-9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(segment)).toBe(true);
  });

  it('refuses a range past the end with 416 and the size', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/v/1/720p/seg-1.ts',
      headers: { range: `bytes=${segment.length}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${segment.length}`);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.json()).toEqual({
      detail: 'Range not satisfiable',
      code: 'RANGE_NOT_SATISFIABLE',
    });
  });

  it('answers 304 when the client holds the same ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/v/1/master.m3u8' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/media/v/1/master.m3u8',
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);

    const stale = await app.inject({
      method: 'GET',
      url: '/media/v/1/master.m3u8',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('serves a rewritten segment with its new bytes and ETag, and 404 once deleted', async () => {
    const url = '/media/v/2/rewritten.ts';
    await storage.put('v/2/rewritten.ts', segment, { contentType: 'video/mp2t' });
    // twice: the second answer comes from the driver's memory where it has one
    await app.inject({ method: 'GET', url });
    const before = await app.inject({ method: 'GET', url });
    expect(before.rawPayload.equals(segment)).toBe(true);

    const rewritten = Buffer.from('a different, shorter segment');
    await storage.put('v/2/rewritten.ts', rewritten, { contentType: 'video/mp2t' });
    const after = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['content-length']).toBe(String(rewritten.length));
    expect(after.rawPayload.equals(rewritten)).toBe(true);
    const ranged = await app.inject({ method: 'GET', url, headers: { range: 'bytes=2-10' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 2-10/${rewritten.length}`);
    expect(ranged.rawPayload.equals(rewritten.subarray(2, 11))).toBe(true);

    await storage.delete('v/2/rewritten.ts');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 304 for If-Modified-Since at or after the last change', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/v/1/master.m3u8' });
    const response = await app.inject({
      method: 'GET',
      url: '/media/v/1/master.m3u8',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(response.statusCode).toBe(304);
  });

  it('ignores the range when If-Range names another version', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/v/1/720p/seg-1.ts',
      headers: { range: 'bytes=0-9', 'if-range': '"some-old-version"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(segment.length);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/media/v/1/720p/seg-1.ts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(segment.length));
    expect(response.headers['content-type']).toBe('video/mp2t');
    expect(response.rawPayload.length).toBe(0);
  });

  it('serves a stored image resized to a width, as WebP kept for the next viewer', async () => {
    const first = await app.inject({ url: '/media/posters/neon.jpg?w=320' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 480]);
    expect(first.rawPayload.length).toBeLessThan(poster.length);
    // the copy is stored: the same bytes and ETag again, and conditional requests work on it
    const again = await app.inject({ url: '/media/posters/neon.jpg?w=320' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = await app.inject({
      url: '/media/posters/neon.jpg?w=320',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    // never enlarged past the original
    const wide = await app.inject({ url: '/media/posters/neon.jpg?w=640' });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(600);
  });

  it('makes one copy for viewers asking at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ url: '/media/posters/neon.jpg?w=160' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('refuses a width it does not make, or a file that is not an image, with 400', async () => {
    for (const url of [
      '/media/posters/neon.jpg?w=321',
      '/media/posters/neon.jpg?w=0320',
      '/media/posters/neon.jpg?w=',
      '/media/posters/neon.jpg?w=320&w=160',
      '/media/v/1/seg-1.ts?w=320',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail).toMatch(/^Invalid image width/);
    }
    expect((await app.inject({ url: '/media/posters/missing.jpg?w=320' })).statusCode).toBe(404);
    // stored bytes sharp cannot read are served as they are
    const broken = await app.inject({ url: '/media/posters/broken.jpg?w=320' });
    expect([broken.statusCode, broken.body]).toEqual([200, 'not a jpeg']);
  });

  it('refuses to resize a resized copy with 400 and stores nothing', async () => {
    const copy = '/media/variants/w160/posters/neon.jpg.webp';
    expect((await app.inject({ url: '/media/posters/neon.jpg?w=160' })).statusCode).toBe(200);
    const before = await keysUnder('variants/');
    for (const width of [32, 160, 320, 640]) {
      const response = await app.inject({ url: `${copy}?w=${width}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Resized copies are made of original images only',
        code: 'BAD_REQUEST',
      });
    }
    // also for a copy not made yet, and however the width is spelled
    for (const url of ['/media/variants/w320/posters/neon.jpg.webp?w=160', `${copy}?w=abc`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(400);
    }
    expect(await keysUnder('variants/')).toEqual(before);
    // the copy itself is still served as a file
    expect((await app.inject({ url: copy })).statusCode).toBe(200);
  });

  it('answers 404 JSON for a missing file', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/v/1/missing.ts' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'File not found', code: 'NOT_FOUND' });
  });

  it.each(TRAVERSALS)('refuses %s with 4xx JSON and no file content (inject)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toHaveProperty('code');
    expect(response.body).not.toContain(SECRET_MARKER);
    expect(response.body).not.toContain('"workspaces"');
  });

  // inject resolves '..' and '%2e%2e' like a browser would; a raw client sends them as they are
  it.each(TRAVERSALS)('answers %s sent raw with 400 "Invalid path"', async (url) => {
    const response = await rawGet(app, url);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ detail: 'Invalid path', code: 'BAD_REQUEST' });
  });
});

describe('GET /media/* path checks', () => {
  it.each(TRAVERSALS)('refuses %s before storage is touched', async (url) => {
    const touched: string[] = [];
    // every method records its call: a refused path must reach none of them
    const storage = new Proxy({ kind: 'local' } as Storage, {
      get: (target, property) =>
        property === 'kind'
          ? target.kind
          : (...args: unknown[]) => {
              touched.push(`${String(property)}(${String(args[0])})`);
              return Promise.resolve(null);
            },
    });
    const app = Fastify();
    registerErrorHandler(app);
    registerNotFoundHandler(app);
    await app.register(mediaDeliveryRoutes, { storage, access: nothingProtected });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await rawGet(app, url);
      expect(response.status).toBe(400);
      expect(touched).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
