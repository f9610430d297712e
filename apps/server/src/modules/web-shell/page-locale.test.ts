import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PWA_MANIFEST_TEXTS } from '@app/contract';
import { IndexHtml } from './index-html';
import { localizeHtml } from './page-locale';
import type { PageHints } from './page-hints';
import { StartPageHtml } from './start-page-html';
import { webShellRoutes } from './web-shell.routes';

// as the web build writes it: index.html's description, vite-plugin-pwa's manifest link
const INDEX = `<!doctype html><html lang="en"><head><meta
      name="description"
      content="${PWA_MANIFEST_TEXTS.description}"
    /><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;

describe('the page’s language on the first paint', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-page-locale-'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    const hints = {
      forPage: async () => ({ fetches: [], modules: ['/assets/page.js'] }),
      catalogModules: (locale: string) => [`/assets/catalog-${locale}.js`],
    } as unknown as PageHints;
    await app.register(webShellRoutes, {
      hints,
      index: new IndexHtml(dir),
      startPage: new StartPageHtml(),
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string>) =>
    app.inject({ url: '/video/neon-heirs', headers });

  it('follows Accept-Language, the language alone where the region is not offered', async () => {
    const res = await page({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(res.body).toContain('<html lang="es" dir="ltr">');
    expect(res.headers.vary).toContain('Accept-Language');
    // its catalog is fetched beside the page's code
    expect(res.headers.link).toBe(
      '</assets/page.js>; rel=modulepreload, </assets/catalog-es.js>; rel=modulepreload',
    );
    const arabic = await page({ 'accept-language': 'ar-EG' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
  });

  it('lets the viewer’s cookie win over the browser, and falls back to English', async () => {
    const chosen = await page({ 'accept-language': 'es', cookie: 'a=1; locale=pt-BR' });
    expect(chosen.body).toContain('<html lang="pt-BR" dir="ltr"');
    const unknown = await page({ 'accept-language': 'de', cookie: 'locale=xx' });
    expect(unknown.body).toContain('<html lang="en" dir="ltr"');
    expect(unknown.headers.link).toBe('</assets/page.js>; rel=modulepreload');
  });

  it('links the manifest and writes the description in the page’s language', async () => {
    const spanish = await page({ 'accept-language': 'es-AR' });
    expect(spanish.body).toContain('<link rel="manifest" href="/manifest.es.webmanifest">');
    expect(spanish.body).toContain(
      '<meta name="description" content="ReelForge: mira dramas cortos, series y películas.',
    );
    const arabic = await page({ cookie: 'locale=ar' });
    expect(arabic.body).toContain('<link rel="manifest" href="/manifest.ar.webmanifest">');
    const english = await page({ 'accept-language': 'en-GB' });
    expect(english.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(english.body).toContain(`content="${PWA_MANIFEST_TEXTS.description}"`);
  });
});

describe('localizeHtml', () => {
  it('writes the locale’s description and leaves an English page’s head as built', () => {
    const html = '<html lang="en"><meta name="description" content="x">';
    expect(localizeHtml(html, 'pt-BR')).toBe(
      '<html lang="pt-BR" dir="ltr"><meta name="description" content="ReelForge: assista a dramas curtos, séries e filmes. Episódios verticais de um a três minutos, novos toda semana.">',
    );
    expect(localizeHtml('<html lang="en"><p>', 'en')).toBe('<html lang="en" dir="ltr"><p>');
  });
});
