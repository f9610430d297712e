import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/typed-app';
import { buildTestApp, buildWebApp, type TestApp } from './test-app';

describe('serving the web app', () => {
  let t: TestApp;
  let app: App;
  let webDist: string;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    ({ app, webDist } = await buildWebApp(t));
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('answers client routes with index.html, never cached, with a CSP', async () => {
    for (const url of [
      '/',
      '/video/neon-heirs',
      '/play?id=neon-heirs&episode=2',
      '/author/Mira%20Okafor',
      // escapes past the router's parameter length: still the page, never a 414
      `/author/${'%2F'.repeat(100)}`,
      '/no/such/page',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('names the page’s first API call in a preload Link header', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.headers.link).toBe('</api/home?lang=en>; rel=preload; as=fetch; crossorigin');
    const detail = await app.inject({ url: '/video/neon-heirs' });
    expect(detail.headers.link).toBe(
      '</api/videos/neon-heirs?lang=en>; rel=preload; as=fetch; crossorigin',
    );
    // in the page's language, as the app asks (apps/web/src/i18n/content-language.ts)
    const spanish = await app.inject({ url: '/', headers: { 'accept-language': 'es-MX' } });
    expect(spanish.headers.link).toContain('</api/home?lang=es>; rel=preload; as=fetch');
    // not an author page's: the call carries a signed-in user's bearer (page-hints.ts)
    expect((await app.inject({ url: '/author/Mira%20Okafor' })).headers.link).toBeUndefined();
    expect((await app.inject({ url: '/no/such/page' })).headers.link).toBeUndefined();
  });

  it('sends precompressed assets to clients that accept them', async () => {
    const js = 'console.log("a fairly long line of javascript");\n'.repeat(50);
    await writeFile(path.join(webDist, 'assets', 'big-aaa111.js'), js);
    await writeFile(path.join(webDist, 'assets', 'big-aaa111.js.br'), brotliCompressSync(js));
    const res = await app.inject({
      url: '/assets/big-aaa111.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/assets/big-aaa111.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('serves hashed assets as immutable, also ones built after start-up', async () => {
    await writeFile(path.join(webDist, 'assets', 'late-def456.js'), 'console.log(2)');
    for (const name of ['app-abc123.js', 'late-def456.js']) {
      const res = await app.inject({ url: `/assets/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers revalidations with 304 and serves gzip where brotli is not accepted', async () => {
    const js = 'export const value = "some more javascript to compress";\n'.repeat(40);
    await writeFile(path.join(webDist, 'assets', 'gz-bbb222.js'), js);
    await writeFile(path.join(webDist, 'assets', 'gz-bbb222.js.gz'), gzipSync(js));
    const first = await app.inject({
      url: '/assets/gz-bbb222.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString()).toBe(js);
    expect(first.headers.vary).toContain('accept-encoding');
    const again = await app.inject({
      url: '/assets/gz-bbb222.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/assets/gz-bbb222.js' });
    expect(head.statusCode).toBe(200);
  });

  it('serves only the build’s own files under /assets', async () => {
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/..%2F..%2Fpackage.json',
      '/assets/nested/app-abc123.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers a missing asset or API path with a JSON 404, not the page', async () => {
    for (const url of ['/assets/gone-000.js', '/api/nope', '/media/nope.ts']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
