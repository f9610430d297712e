import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/typed-app';
import { buildTestApp, buildWebApp, type TestApp } from './test-app';

// docs/product/pwa.md: the files of the installable app, as the web build writes them
const SW = 'self.addEventListener("fetch", () => {});\n'.repeat(40);
const MANIFEST = JSON.stringify({ name: 'ReelForge', icons: [{ src: '/icons/icon-192.png' }] });
const SPANISH_MANIFEST = JSON.stringify({ name: 'ReelForge: dramas cortos', lang: 'es' });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('serving the installable app’s files', () => {
  let t: TestApp;
  let app: App;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    let webDist: string;
    ({ app, webDist } = await buildWebApp(t));
    await mkdir(path.join(webDist, 'icons'), { recursive: true });
    await writeFile(path.join(webDist, 'sw.js'), SW);
    await writeFile(path.join(webDist, 'sw.js.br'), brotliCompressSync(SW));
    await writeFile(path.join(webDist, 'manifest.webmanifest'), MANIFEST);
    await writeFile(path.join(webDist, 'manifest.es.webmanifest'), SPANISH_MANIFEST);
    await writeFile(path.join(webDist, 'icons', 'icon-192.png'), PNG);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('sends the service worker as script that is revalidated on every update check', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // scope / is the script's own directory: no widening header needed
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(res.body).toBe(SW);
  });

  it('sends the service worker brotli-compressed where accepted', async () => {
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SW);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the web manifest as application/manifest+json', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'ReelForge' });
  });

  it('sends each locale’s manifest as a file of its own: one URL, one language, its own ETag', async () => {
    // a browser asks for a manifest without cookies: the URL alone names the language
    const res = await app.inject({
      url: '/manifest.es.webmanifest',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary ?? '').not.toMatch(/accept-language|cookie/i);
    expect(res.json()).toEqual({ name: 'ReelForge: dramas cortos', lang: 'es' });
    const again = await app.inject({
      url: '/manifest.es.webmanifest',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the manifest’s icons as PNG', async () => {
    const res = await app.inject({ url: '/icons/icon-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves the precached shell at /index.html exactly as built (its SRI hash must match)', async () => {
    const res = await app.inject({ url: '/index.html?__WB_REVISION__=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('<!doctype html><title>app</title>');
  });

  it('lets pages register a worker and read the manifest under the CSP', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
