import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeShell } from './home-shell';
import { IndexHtml } from './index-html';
import { PlayPageHtml } from './play-page-html';
import type { PageHints } from './page-hints';
import { webShellRoutes } from './web-shell.routes';

const INDEX = '<!doctype html><head><title>app</title></head><body><div id="root"></div></body>';
const SHELL = '<header></header><img src="%HERO_IMAGE%" alt="">';

describe('the home page’s server-rendered first paint', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-home-shell-'));
    await mkdir(path.join(dir, 'shell'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'shell', 'home.html'), SHELL);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts the shell with the hero image into #root', () => {
    expect(new HomeShell(new IndexHtml(dir)).render('/media/hls/a/poster.jpg')).toBe(
      '<!doctype html><head><title>app</title></head><body><div id="root">' +
        '<header></header><img src="/media/hls/a/poster.jpg" alt=""></div></body>',
    );
  });

  it('reads a rebuilt shell, and gives up without one', async () => {
    const shell = new HomeShell(new IndexHtml(dir));
    expect(shell.render('/x.jpg')).toContain('<header></header>');
    await writeFile(path.join(dir, 'shell', 'home.html'), '<p>v2</p><img src="%HERO_IMAGE%">');
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dir, 'shell', 'home.html'), later, later);
    expect(shell.render('/x.jpg')).toContain('<p>v2</p><img src="/x.jpg">');
    expect(
      new HomeShell(new IndexHtml(path.join(dir, 'missing'))).render('/x.jpg'),
    ).toBeUndefined();
  });

  it('is served on / when the home page has a hero image, never an unsafe one', async () => {
    let images = ['/media/hls/a/poster.jpg'];
    const hints = {
      forPage: async () => ({ fetches: ['/api/home'], modules: [], images }),
    } as unknown as PageHints;
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    await app.register(webShellRoutes, { hints, homeShell: new HomeShell(new IndexHtml(dir)) });
    try {
      const home = await app.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toContain('text/html');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).toContain('<img src="/media/hls/a/poster.jpg"');
      // only the home page has it
      expect((await app.inject({ url: '/play?id=x' })).body).toBe(INDEX);
      images = ['/media/"><script>alert(1)</script>'];
      expect((await app.inject({ url: '/' })).body).toBe(INDEX);
    } finally {
      await app.close();
    }
  });

  it('names the most urgent preloads first in the Link header', async () => {
    const hints = {
      forPage: async () => ({
        styles: ['/assets/index-1.css'],
        firstModules: ['/assets/index-2.js', '/assets/early-3.js'],
        fetches: ['/api/series/x', '/media/hls/a/master.m3u8'],
        modules: ['/assets/early-3.js', '/assets/play-4.js', '/bad path.js'],
        images: [],
      }),
    } as unknown as PageHints;
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    await app.register(webShellRoutes, { hints });
    try {
      const res = await app.inject({ url: '/play?id=x&episode=1' });
      expect(String(res.headers.link).split(', ')).toEqual([
        '</assets/index-1.css>; rel=preload; as=style; crossorigin',
        '</assets/index-2.js>; rel=modulepreload',
        '</assets/early-3.js>; rel=modulepreload',
        '</api/series/x>; rel=preload; as=fetch; crossorigin',
        '</media/hls/a/master.m3u8>; rel=preload; as=fetch; crossorigin',
        '</assets/play-4.js>; rel=modulepreload',
      ]);
    } finally {
      await app.close();
    }
  });

  it('serves /play without the app’s modulepreloads, naming them after the stream instead', async () => {
    const index = path.join(dir, 'index.html');
    await writeFile(
      index,
      '<head><script type="module" async src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/boot-2.js">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-3.js">\n' +
        '</head><body><div id="root"></div></body>',
    );
    const hints = {
      forPage: async (pathname: string) =>
        pathname === '/play'
          ? {
              firstModules: ['/assets/index-1.js'],
              appModules: ['/assets/boot-2.js', '/assets/react-3.js'],
              fetches: ['/api/series/x'],
              modules: ['/assets/play-4.js', '/assets/react-3.js'],
            }
          : { fetches: [], modules: [] },
    } as unknown as PageHints;
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    await app.register(webShellRoutes, { hints, playPage: new PlayPageHtml(new IndexHtml(dir)) });
    try {
      const play = await app.inject({ url: '/play?id=x&episode=1' });
      expect(play.body).toBe(
        '<head><script type="module" async src="/assets/index-1.js"></script>\n' +
          '</head><body><div id="root"></div></body>',
      );
      expect(String(play.headers.link).split(', ')).toEqual([
        '</assets/index-1.js>; rel=modulepreload',
        '</api/series/x>; rel=preload; as=fetch; crossorigin',
        '</assets/boot-2.js>; rel=modulepreload',
        '</assets/react-3.js>; rel=modulepreload',
        '</assets/play-4.js>; rel=modulepreload',
      ]);
      // other pages keep the HTML as built
      expect((await app.inject({ url: '/video/x' })).body).toContain('boot-2.js');
    } finally {
      await app.close();
      await writeFile(index, INDEX);
    }
  });
});
