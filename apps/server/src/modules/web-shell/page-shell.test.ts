import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR_SHELL,
  DEFERRED_ASSETS_ID,
  FOR_YOU_SHELL,
  HOME_SHELL,
  imageSrcSet,
  RANKINGS_EMPTY_SHELL,
  SERIES_SHELL,
  type DeferredAssets,
} from '@app/contract';
import { IndexHtml } from './index-html';
import { PageShell } from './page-shell';
import { StartPageHtml } from './start-page-html';
import type { PageHints } from './page-hints';
import { webShellRoutes } from './web-shell.routes';

const INDEX = '<!doctype html><head><title>app</title></head><body><div id="root"></div></body>';
const SHELL = '<header></header><img src="%HERO_IMAGE%" alt="">';
const SHELL_CSS = 'header{height:56px}';
const SERIES = '<header></header><img src="%SERIES_POSTER%" alt=""><h1>%SERIES_TITLE%</h1>';
const SERIES_CSS = 'h1{font-size:24px}';
const AUTHOR =
  '<div style="background:%AUTHOR_BANNER%"></div><img src="%AUTHOR_AVATAR%" alt="">' +
  '<h1>%AUTHOR_NAME%</h1><h2>%AUTHOR_ABOUT%</h2><p>%AUTHOR_DESCRIPTION%</p>' +
  '<h2>%AUTHOR_SERIES%</h2><span>%AUTHOR_SERIES_COUNT%</span><img src="%AUTHOR_POSTER%">';
const RANKINGS_EMPTY =
  '<h1>%RANKINGS_TITLE%</h1><div role="tablist">' +
  ['TRENDING', 'FINISHED', 'NEW', 'COMPLETED']
    .map(
      (k) => `<span role="tab" aria-selected="%RANKINGS_${k}_SELECTED%">%RANKINGS_TAB_${k}%</span>`,
    )
    .join('') +
  '</div><p>%RANKINGS_DESCRIPTION%</p><p>%RANKINGS_EMPTY%</p>';

const FOR_YOU = '<div><p>%FOR_YOU_LOADING%</p><header><h1>%FOR_YOU_TITLE%</h1></header></div>';

const home = (webDist: string) => new PageShell(new IndexHtml(webDist), HOME_SHELL);

describe('the server-rendered first paints', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-home-shell-'));
    await mkdir(path.join(dir, 'shell'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'shell', 'home.html'), SHELL);
    await writeFile(path.join(dir, 'shell', 'home.css'), SHELL_CSS);
    await writeFile(path.join(dir, 'shell', 'series.html'), SERIES);
    await writeFile(path.join(dir, 'shell', 'series.css'), SERIES_CSS);
    await writeFile(path.join(dir, 'shell', 'author.html'), AUTHOR);
    await writeFile(path.join(dir, 'shell', 'author.css'), '');
    await writeFile(path.join(dir, 'shell', 'rankings-empty.html'), RANKINGS_EMPTY);
    await writeFile(path.join(dir, 'shell', 'rankings-empty.css'), 'p{color:gray}');
    await writeFile(path.join(dir, 'shell', 'foryou.html'), FOR_YOU);
    await writeFile(path.join(dir, 'shell', 'foryou.css'), '.fixed{position:fixed}');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts the shell with the hero image into #root, and the CSS it paints with inline', () => {
    expect(home(dir).render({ image: '/media/hls/a/poster.jpg' })).toBe(
      `<!doctype html><head><title>app</title><style>${SHELL_CSS}</style>\n</head>` +
        '<body><div id="root">' +
        '<header></header><img src="/media/hls/a/poster.jpg" alt=""></div></body>',
    );
  });

  it('puts the image wherever the shell names it (src and srcset)', async () => {
    const dir2 = await mkdtemp(path.join(os.tmpdir(), 'reelforge-home-shell-'));
    try {
      await mkdir(path.join(dir2, 'shell'));
      await writeFile(path.join(dir2, 'index.html'), INDEX);
      await writeFile(path.join(dir2, 'shell', 'home.css'), SHELL_CSS);
      await writeFile(
        path.join(dir2, 'shell', 'home.html'),
        '<img src="%HERO_IMAGE%" srcset="%HERO_IMAGE%?w=160 160w">',
      );
      expect(home(dir2).render({ image: '/media/p.jpg' })).toContain(
        '<img src="/media/p.jpg" srcset="/media/p.jpg?w=160 160w">',
      );
    } finally {
      await rm(dir2, { recursive: true, force: true });
    }
  });

  it('reads a rebuilt shell, and gives up without one', async () => {
    const shell = home(dir);
    expect(shell.render({ image: '/x.jpg' })).toContain('<header></header>');
    await writeFile(path.join(dir, 'shell', 'home.html'), '<p>v2</p><img src="%HERO_IMAGE%">');
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dir, 'shell', 'home.html'), later, later);
    expect(shell.render({ image: '/x.jpg' })).toContain('<p>v2</p><img src="/x.jpg">');
    expect(home(path.join(dir, 'missing')).render({ image: '/x.jpg' })).toBeUndefined();
  });

  it('puts the series shell with its poster and escaped title into #root', () => {
    const series = new PageShell(new IndexHtml(dir), SERIES_SHELL);
    const page = series.render({
      image: '/media/posters/a.jpg',
      title: `<script>alert("x")</script> & Tom's`,
    });
    expect(page).toContain(`<style>${SERIES_CSS}</style>`);
    expect(page).toContain(
      '<div id="root"><header></header><img src="/media/posters/a.jpg" alt="">' +
        '<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Tom&#39;s</h1></div>',
    );
    expect(page).not.toContain('<script>alert');
    // a title that names a slot stays text; none at all leaves the heading empty
    expect(series.render({ image: '/p.jpg', title: '%SERIES_POSTER%' })).toContain(
      '<h1>%SERIES_POSTER%</h1>',
    );
    expect(series.render({ image: '/p.jpg' })).toContain('<img src="/p.jpg" alt=""><h1></h1>');
  });

  it('fills every text slot, escaped, and leaves one without a value empty', () => {
    const author = new PageShell(new IndexHtml(dir), AUTHOR_SHELL).render({
      image: '/media/p.jpg',
      title: 'A <b>"Name"</b>',
      texts: {
        banner: 'hsl(1 2% 3%)',
        avatar: 'data:image/svg+xml,%3Csvg%3E',
        about: 'About',
        description: '</p><script>x()</script>',
        seriesHeading: 'Series',
      },
    });
    expect(author).toContain(
      '<div style="background:hsl(1 2% 3%)"></div><img src="data:image/svg+xml,%3Csvg%3E" alt="">' +
        '<h1>A &lt;b&gt;&quot;Name&quot;&lt;/b&gt;</h1><h2>About</h2>' +
        '<p>&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;</p><h2>Series</h2><span></span>' +
        '<img src="/media/p.jpg">',
    );
  });

  it('paints a shell without an image, and none whose build lacks one of its slots', async () => {
    const empty = new PageShell(new IndexHtml(dir), RANKINGS_EMPTY_SHELL);
    const page = empty.render({
      texts: {
        title: 'Rankings',
        trending: 'Trending',
        trendingSelected: 'true',
        newSelected: 'false',
        description: 'Viewers',
        empty: 'Nothing yet',
      },
    });
    expect(page).toContain('<style>p{color:gray}</style>');
    expect(page).toContain(
      '<h1>Rankings</h1><div role="tablist"><span role="tab" aria-selected="true">Trending</span>' +
        '<span role="tab" aria-selected=""></span><span role="tab" aria-selected="false"></span>',
    );
    expect(page).toContain('<p>Viewers</p><p>Nothing yet</p></div>');
    // a shell from another build, without the empty message's slot: the page goes unpainted
    const dir2 = await mkdtemp(path.join(os.tmpdir(), 'reelforge-rankings-shell-'));
    try {
      await mkdir(path.join(dir2, 'shell'));
      await writeFile(path.join(dir2, 'index.html'), INDEX);
      await writeFile(path.join(dir2, 'shell', 'rankings-empty.css'), '');
      await writeFile(
        path.join(dir2, 'shell', 'rankings-empty.html'),
        RANKINGS_EMPTY.replace('%RANKINGS_EMPTY%', ''),
      );
      expect(new PageShell(new IndexHtml(dir2), RANKINGS_EMPTY_SHELL).render({})).toBeUndefined();
    } finally {
      await rm(dir2, { recursive: true, force: true });
    }
  });

  const serveWith = async (hints: PageHints) => {
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    const index = new IndexHtml(dir);
    await app.register(webShellRoutes, {
      hints,
      index,
      shells: {
        home: new PageShell(index, HOME_SHELL),
        series: new PageShell(index, SERIES_SHELL),
        author: new PageShell(index, AUTHOR_SHELL),
        rankingsEmpty: new PageShell(index, RANKINGS_EMPTY_SHELL),
        forYou: new PageShell(index, FOR_YOU_SHELL),
      },
      startPage: new StartPageHtml(),
    });
    return app;
  };
  const deferredScript = (assets: DeferredAssets) =>
    `<script type="application/json" id="${DEFERRED_ASSETS_ID}">${JSON.stringify(assets)}</script>`;

  it('is served on / when the home page has a hero image, never an unsafe one', async () => {
    let images = ['/media/hls/a/poster.jpg'];
    const hints = {
      forPage: async (pathname: string) =>
        pathname === '/'
          ? {
              fetches: ['/api/home'],
              modules: [],
              deferredModules: [],
              images,
              shell: { page: 'home', image: images[0] },
            }
          : { fetches: [], modules: [] },
    } as unknown as PageHints;
    const app = await serveWith(hints);
    try {
      const home = await app.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toContain('text/html');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).toContain('<img src="/media/hls/a/poster.jpg"');
      // the preload fetches the copy the <img> will pick from the same srcset
      expect(home.headers.link).toContain(
        `</media/hls/a/poster.jpg>; rel=preload; as=image; fetchpriority=high; imagesrcset="${imageSrcSet('/media/hls/a/poster.jpg')}"; imagesizes="100vw"`,
      );
      // only the home page has it
      expect((await app.inject({ url: '/play?id=x' })).body).toBe(INDEX);
      images = ['/media/"><script>alert(1)</script>'];
      expect((await app.inject({ url: '/' })).body).not.toContain('alert');
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

  it('defers the app’s code on / and /play: no modulepreloads, a list for the entry instead', async () => {
    const index = path.join(dir, 'index.html');
    // as long as a real page (compression starts at 1 KiB)
    const description = `<meta name="description" content="${'short dramas '.repeat(100)}">`;
    const built =
      `<head>${description}<script type="module" async src="/assets/index-1.js"></script>\n` +
      '<link rel="stylesheet" crossorigin href="/assets/index-0.css">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/boot-2.js">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-3.js">\n' +
      '</head><body><div id="root"></div></body>';
    await writeFile(index, built);
    const deferred = ['/assets/boot-2.js', '/assets/react-3.js', '/assets/play-4.js'];
    const hints = {
      forPage: async (pathname: string) =>
        pathname === '/video/x'
          ? { fetches: [], modules: ['/assets/series-5.js'] }
          : {
              firstModules: ['/assets/index-1.js'],
              fetches: ['/api/series/x'],
              modules: [],
              deferredModules: [...deferred, '/bad path.js'],
              ...(pathname === '/'
                ? {
                    deferredStyles: ['/assets/index-0.css'],
                    images: ['/media/posters/a.jpg'],
                    shell: { page: 'home', image: '/media/posters/a.jpg' },
                  }
                : { styles: ['/assets/index-0.css'] }),
            },
    } as unknown as PageHints;
    const app = await serveWith(hints);
    try {
      const play = await app.inject({ url: '/play?id=x&episode=1' });
      expect(play.body).toBe(
        `<head>${description}<script type="module" async src="/assets/index-1.js"></script>\n` +
          '<link rel="stylesheet" crossorigin href="/assets/index-0.css">\n' +
          deferredScript({ modules: deferred, styles: [] }) +
          '\n</head><body><div id="root"></div></body>',
      );
      // the deferred code is in neither the HTML nor the Link header
      expect(String(play.headers.link).split(', ')).toEqual([
        '</assets/index-0.css>; rel=preload; as=style; crossorigin',
        '</assets/index-1.js>; rel=modulepreload',
        '</api/series/x>; rel=preload; as=fetch; crossorigin',
      ]);
      const home = await app.inject({ url: '/' });
      expect(home.body).toContain('<img src="/media/posters/a.jpg">');
      // the shell paints with its own CSS: the stylesheet waits with the code
      expect(home.body).toContain(`<style>${SHELL_CSS}</style>`);
      expect(home.body).toContain(
        deferredScript({ modules: deferred, styles: ['/assets/index-0.css'] }),
      );
      expect(home.body).not.toContain('modulepreload');
      expect(home.body).not.toContain('rel="stylesheet"');
      expect(String(home.headers.link)).not.toContain('as=style');
      // compressed for browsers that accept it, as a phone on a slow network does
      const compressed = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(home.body);
      // other pages keep the HTML as built, preloads and all
      expect((await app.inject({ url: '/video/x' })).body).toBe(built);
    } finally {
      await app.close();
      await writeFile(index, INDEX);
    }
  });

  it('is served on a held /video/{id} with the poster and title; an unknown one gets index.html', async () => {
    const hints = {
      forPage: async (pathname: string) =>
        pathname === '/video/held'
          ? {
              fetches: ['/api/videos/held?lang=en'],
              modules: [],
              deferredModules: ['/assets/series-1.js'],
              deferredStyles: ['/assets/index-0.css'],
              images: ['/media/posters/held.jpg'],
              imageSizes: '400px',
              shell: { page: 'series', image: '/media/posters/held.jpg', title: 'A & <B>' },
            }
          : { fetches: [], modules: [] },
    } as unknown as PageHints;
    const app = await serveWith(hints);
    try {
      const held = await app.inject({ url: '/video/held' });
      expect(held.headers['cache-control']).toBe('no-cache');
      expect(held.headers.vary).toContain('Cookie, Accept-Language');
      expect(held.body).toContain(
        '<img src="/media/posters/held.jpg" alt=""><h1>A &amp; &lt;B&gt;</h1>',
      );
      expect(held.body).toContain(`<style>${SERIES_CSS}</style>`);
      expect(held.body).toContain(
        deferredScript({ modules: ['/assets/series-1.js'], styles: ['/assets/index-0.css'] }),
      );
      expect(held.headers.link).toContain('</media/posters/held.jpg>; rel=preload; as=image');
      expect((await app.inject({ url: '/video/nope' })).body).toBe(INDEX);
    } finally {
      await app.close();
    }
  });

  it('is served on /author/{name} and /rankings when their hints give a shell', async () => {
    const hints = {
      forPage: async (pathname: string) =>
        pathname === '/author/Jun%20Park'
          ? {
              fetches: [],
              modules: [],
              deferredModules: ['/assets/author-1.js'],
              deferredStyles: ['/assets/index-0.css'],
              images: ['/media/posters/a.jpg'],
              shell: {
                page: 'author',
                image: '/media/posters/a.jpg',
                title: 'Jun Park',
                texts: { description: 'Jun <directed> 1 title' },
              },
            }
          : pathname === '/rankings'
            ? {
                fetches: ['/api/rankings?kind=trending&lang=en'],
                modules: [],
                deferredModules: ['/assets/rankings-2.js'],
                deferredStyles: ['/assets/index-0.css'],
                shell: { page: 'rankingsEmpty', texts: { title: 'Rankings', empty: 'None' } },
              }
            : { fetches: [], modules: [] },
    } as unknown as PageHints;
    const app = await serveWith(hints);
    try {
      const author = await app.inject({ url: '/author/Jun%20Park' });
      expect(author.body).toContain('<h1>Jun Park</h1>');
      expect(author.body).toContain('<p>Jun &lt;directed&gt; 1 title</p>');
      expect(author.body).toContain('<img src="/media/posters/a.jpg">');
      expect(author.body).toContain(
        deferredScript({ modules: ['/assets/author-1.js'], styles: ['/assets/index-0.css'] }),
      );
      const rankings = await app.inject({ url: '/rankings' });
      expect(rankings.headers.link).toContain(
        '</api/rankings?kind=trending&lang=en>; rel=preload; as=fetch; crossorigin',
      );
      expect(rankings.body).toContain('<h1>Rankings</h1>');
      expect(rankings.body).toContain('<p>None</p>');
      // another author: no shell, index.html as built
      expect((await app.inject({ url: '/author/Nobody' })).body).toBe(INDEX);
    } finally {
      await app.close();
    }
  });

  it('is served on /foryou with the feed’s frame, whatever its query', async () => {
    const hints = {
      forPage: async (pathname: string) =>
        pathname === '/foryou'
          ? {
              fetches: [],
              modules: [],
              deferredModules: ['/assets/feed-page-3.js'],
              deferredStyles: ['/assets/index-0.css'],
              shell: { page: 'forYou', texts: { title: 'For You', loading: 'Loading…' } },
            }
          : { fetches: [], modules: [] },
    } as unknown as PageHints;
    const app = await serveWith(hints);
    try {
      const page = await app.inject({ url: '/foryou?item=neon-heirs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain(
        '<div id="root"><div><p>Loading…</p><header><h1>For You</h1></header></div></div>',
      );
      expect(page.body).toContain('<style>.fixed{position:fixed}</style>');
      expect(page.body).toContain(
        deferredScript({ modules: ['/assets/feed-page-3.js'], styles: ['/assets/index-0.css'] }),
      );
      // nothing to preload: the feed's call is the viewer's own
      expect(page.headers.link).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
