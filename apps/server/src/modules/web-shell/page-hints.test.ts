import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR_POSTER_SIZES,
  AUTHOR_TEXTS,
  authorAvatarUrl,
  FOR_YOU_TEXTS,
  authorBannerBackground,
  SERIES_POSTER_SIZES,
  type Series,
  WALLET_TEXTS,
} from '@app/contract';
import { localizedTexts } from '../../i18n/localized-texts';
import { LocalStorage } from '../../storage/local-storage';
import type { AuthorsService } from '../authors/authors.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { RankingsService } from '../rankings/rankings.service';
import { PageHints } from './page-hints';
import { WebManifest } from './web-manifest';

const MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=1400000,RESOLUTION=540x960
540p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=360x640
360p/index.m3u8
`;
const MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:2
#EXTINF:2.0,
seg_00000.ts
#EXTINF:2.0,
seg_00001.ts
#EXT-X-ENDLIST
`;
const FMP4_MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:2
#EXT-X-MAP:URI="init.mp4"
#EXTINF:2.0,
seg_00000.m4s
#EXT-X-ENDLIST
`;

const episode = (n: number, videoUrl: string, isLocked = false) => ({
  episodeId: `e${n}`,
  episodeNumber: n,
  title: `Episode ${n}`,
  description: '',
  duration: 20,
  videoUrl,
  thumbnail: '',
  isLocked,
});

const series = {
  id: 'neon-heirs',
  title: 'Neon Heirs',
  thumbnail: '/media/posters/neon-heirs.jpg',
  episodes: [
    episode(2, '/media/uploads/neon-heirs/episode-2.mp4'),
    episode(1, '/media/hls/a1/master.m3u8'),
    episode(3, '/media/hls/f1/master.m3u8'),
    episode(4, '/media/hls/a1/master.m3u8', true),
  ],
} as unknown as Series;

describe('PageHints', () => {
  let dir: string;
  let hints: PageHints;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-hints-'));
    const storage = new LocalStorage({
      root: dir,
      publicBaseUrl: '/media',
      uploadSecret: 'x',
    });
    await storage.put('hls/a1/master.m3u8', Buffer.from(MASTER), { contentType: 'text/plain' });
    await storage.put('hls/a1/360p/index.m3u8', Buffer.from(MEDIA), { contentType: 'text/plain' });
    await storage.put('hls/f1/master.m3u8', Buffer.from(MASTER), { contentType: 'text/plain' });
    await storage.put('hls/f1/360p/index.m3u8', Buffer.from(FMP4_MEDIA), {
      contentType: 'text/plain',
    });
    const catalogue = {
      homeJson: async () =>
        Buffer.from(JSON.stringify({ hero_banners: [{ image: '/media/posters/neon-heirs.jpg' }] })),
      seriesJson: async (id: string) => {
        if (id !== series.id) throw new Error('Video not found');
        return Buffer.from(JSON.stringify({ success: true, data: series }));
      },
      // held as the app's own call (?lang=en) leaves it: under the page's locale
      heldSeriesJson: (id: string, locale: string | null = null) =>
        id === series.id && locale === 'en'
          ? Buffer.from(JSON.stringify({ success: true, data: series }))
          : undefined,
    } as unknown as CatalogueService;
    // Mira's top is looked up (no profile call held it), Jun's held
    const top = (seriesCount: number) => ({
      description: 'About them',
      seriesCount,
      poster: '/media/posters/neon-heirs.jpg',
    });
    const authors = {
      pageTop: async (name: string) => (name === 'Mira Okafor' ? top(2) : null),
      heldPageTop: (name: string) => (name === 'Jun Park' ? top(1) : undefined),
    } as unknown as AuthorsService;
    const rankings = {
      heldJson: (kind: string, locale: string | null) =>
        locale !== 'en'
          ? undefined
          : kind === 'new'
            ? Buffer.from('{"success":true,"kind":"new","data":[]}')
            : kind === 'trending'
              ? Buffer.from('{"success":true,"kind":"trending","data":[{"id":"neon-heirs"}]}')
              : undefined,
    } as unknown as RankingsService;
    hints = new PageHints(catalogue, storage, undefined, authors, rankings);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const fetches = async (pathname: string, query = '') =>
    (await hints.forPage(pathname, new URLSearchParams(query))).fetches;

  it('names the series call and the lowest rung’s playlist and first segment on /play', async () => {
    expect(await fetches('/play', 'id=neon-heirs')).toEqual([
      '/api/series/neon-heirs?lang=en',
      '/media/hls/a1/master.m3u8',
      '/media/hls/a1/360p/index.m3u8',
      '/media/hls/a1/360p/seg_00000.ts',
    ]);
  });

  it('names an fMP4 rung’s init section before its first segment', async () => {
    expect(await fetches('/play', 'id=neon-heirs&episode=3')).toEqual([
      '/api/series/neon-heirs?lang=en',
      '/media/hls/f1/master.m3u8',
      '/media/hls/f1/360p/index.m3u8',
      '/media/hls/f1/360p/init.mp4',
      '/media/hls/f1/360p/seg_00000.m4s',
    ]);
  });

  it('hints nothing of a priced or locked episode, whose media need the viewer’s grant', async () => {
    expect(await fetches('/play', 'id=neon-heirs&episode=4')).toEqual([
      '/api/series/neon-heirs?lang=en',
    ]);
  });

  it('hints no stream for an episode that is still an MP4', async () => {
    expect(await fetches('/play', 'id=neon-heirs&episode=2')).toEqual([
      '/api/series/neon-heirs?lang=en',
    ]);
  });

  it('names only the API call for an unknown series, and nothing for a malformed id', async () => {
    expect(await fetches('/play', 'id=nope')).toEqual(['/api/series/nope?lang=en']);
    expect(await fetches('/play', 'id=../etc')).toEqual([]);
    expect(await fetches('/video/%3Cscript%3E')).toEqual([]);
  });

  it('names the home and detail calls', async () => {
    expect(await fetches('/')).toEqual(['/api/home?lang=en']);
    expect((await hints.forPage('/', new URLSearchParams())).images).toEqual([
      '/media/posters/neon-heirs.jpg',
    ]);
    expect(await fetches('/video/neon-heirs')).toEqual(['/api/videos/neon-heirs?lang=en']);
    expect(await fetches('/login')).toEqual([]);
  });

  it("names a series page's poster, at the size the page shows it, priced episodes or not", async () => {
    // the series has a locked episode: its poster is public all the same
    const page = await hints.forPage('/video/neon-heirs', new URLSearchParams());
    expect(page.images).toEqual(['/media/posters/neon-heirs.jpg']);
    expect(page.imageSizes).toBe(SERIES_POSTER_SIZES);
    expect((await hints.forPage('/video/nope', new URLSearchParams())).images).toBeUndefined();
    expect((await hints.forPage('/video/..%2Fetc', new URLSearchParams())).images).toBeUndefined();
  });

  it('paints a held series’ poster and title from the HTML, and an unknown one not at all', async () => {
    const page = await hints.forPage('/video/neon-heirs', new URLSearchParams());
    expect(page.shell).toEqual({
      page: 'series',
      image: '/media/posters/neon-heirs.jpg',
      title: 'Neon Heirs',
    });
    // no shell: index.html as it is, its stylesheet and code preloaded as before
    const unknown = await hints.forPage('/video/nope', new URLSearchParams());
    expect(unknown.shell).toBeUndefined();
    expect(unknown.deferredModules).toBeUndefined();
  });

  it('paints the poster without the title when the series is held in another language only', async () => {
    const held = Buffer.from(JSON.stringify({ success: true, data: series }));
    const catalogue = {
      heldSeriesJson: (id: string, locale: string | null = null) =>
        id === series.id && locale === null ? held : undefined,
    } as unknown as CatalogueService;
    const storage = new LocalStorage({ root: dir, publicBaseUrl: '/media', uploadSecret: 'x' });
    const page = await new PageHints(catalogue, storage).forPage(
      '/video/neon-heirs',
      new URLSearchParams(),
      'es',
    );
    expect(page.shell).toEqual({ page: 'series', image: '/media/posters/neon-heirs.jpg' });
  });

  it("asks the catalogue calls in the page's language, as the app will", async () => {
    const inSpanish = async (pathname: string, query = '') =>
      (await hints.forPage(pathname, new URLSearchParams(query), 'es')).fetches;
    expect(await inSpanish('/')).toEqual(['/api/home?lang=es']);
    expect(await inSpanish('/video/neon-heirs')).toEqual(['/api/videos/neon-heirs?lang=es']);
    expect((await inSpanish('/play', 'id=neon-heirs'))[0]).toBe('/api/series/neon-heirs?lang=es');
  });

  it("never names an author page's profile call: a signed-in user's fetch would take it", async () => {
    expect(await fetches('/author/Mira%20Okafor')).toEqual([]);
  });

  it("names an author's first poster, at the size the page shows it", async () => {
    const mira = await hints.forPage('/author/Mira%20Okafor', new URLSearchParams());
    expect(mira.images).toEqual(['/media/posters/neon-heirs.jpg']);
    expect(mira.imageSizes).toBe(AUTHOR_POSTER_SIZES);
    expect((await hints.forPage('/author/Nobody', new URLSearchParams())).images).toEqual([]);
    // a name the API would refuse is looked up nowhere
    for (const path of ['/author/100%', '/author/a%0Ab', `/author/${'x'.repeat(201)}`]) {
      expect((await hints.forPage(path, new URLSearchParams())).images, path).toBeUndefined();
    }
  });

  it('paints an author page from the top a profile call left in memory, else not at all', async () => {
    // looked up now: its poster hinted, the page not painted
    const mira = await hints.forPage('/author/Mira%20Okafor', new URLSearchParams());
    expect(mira.shell).toBeUndefined();
    expect(mira.deferredModules).toBeUndefined();
    const jun = await hints.forPage('/author/Jun%20Park', new URLSearchParams(), 'es');
    // in the page's language
    const spanish = localizedTexts('es', 'author', AUTHOR_TEXTS);
    expect(spanish.about).not.toBe(AUTHOR_TEXTS.about);
    expect(jun.images).toEqual(['/media/posters/neon-heirs.jpg']);
    expect(jun.shell).toEqual({
      page: 'author',
      image: '/media/posters/neon-heirs.jpg',
      title: 'Jun Park',
      texts: {
        banner: authorBannerBackground('Jun Park'),
        avatar: authorAvatarUrl('Jun Park'),
        about: spanish.about,
        description: 'About them',
        seriesHeading: spanish.seriesHeading,
        seriesCount: spanish.seriesCount(1),
      },
    });
    expect(jun.fetches).toEqual([]);
  });

  it('paints the rankings page with the chosen tab, and an empty ranking’s message when held', async () => {
    const trending = await hints.forPage('/rankings', new URLSearchParams());
    expect(trending.fetches).toEqual(['/api/rankings?kind=trending&lang=en']);
    expect(trending.shell).toMatchObject({
      page: 'rankings',
      texts: {
        title: 'Rankings',
        trending: 'Trending',
        trendingSelected: 'true',
        newSelected: 'false',
        description: 'Viewers this week against the week before',
      },
    });
    const empty = await hints.forPage('/rankings', new URLSearchParams('kind=new'));
    expect(empty.fetches).toEqual(['/api/rankings?kind=new&lang=en']);
    expect(empty.shell).toMatchObject({
      page: 'rankingsEmpty',
      texts: { trendingSelected: 'false', newSelected: 'true' },
    });
    expect(empty.shell?.texts?.empty).toMatch(/Nothing ranked/);
    // not held: the list's placeholder; an unknown kind opens trending, as the page does
    const unheld = await hints.forPage('/rankings', new URLSearchParams('kind=new'), 'es');
    expect(unheld.fetches).toEqual(['/api/rankings?kind=new&lang=es']);
    expect(unheld.shell?.page).toBe('rankings');
    const unknown = await hints.forPage('/rankings', new URLSearchParams('kind=<x>'));
    expect(unknown.fetches).toEqual(['/api/rankings?kind=trending&lang=en']);
  });
  it('paints the rewards page alike for everyone, in the page’s language, with no call preloaded', async () => {
    const english = await hints.forPage('/rewards', new URLSearchParams());
    // the rewards call carries the viewer's bearer: a preloaded answer would be a guest's
    expect(english.fetches).toEqual([]);
    expect(english.modules).toEqual([]);
    expect(english.shell).toMatchObject({
      page: 'rewards',
      texts: {
        title: 'Rewards',
        checkIn: 'Check in',
        streak: 'Day 1 of 7',
        day1: 'Day 1',
        day7: 'Day 7',
        pack1: '100 coins for $0.99',
        pack3: '1200 coins for $9.99',
        expiryNote: 'Bonus coins expire after 30 days. Purchased coins never expire.',
      },
    });
    const spanish = localizedTexts('es', 'wallet', WALLET_TEXTS);
    const es = await hints.forPage('/rewards', new URLSearchParams(), 'es');
    expect(spanish.rewardsTitle).not.toBe(WALLET_TEXTS.rewardsTitle);
    expect(es.shell?.texts).toMatchObject({
      title: spanish.rewardsTitle,
      day2: spanish.economy.day(2),
      // the price the page's way in its language
      pack2: spanish.buyPack(
        500,
        new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(4.99),
      ),
    });
  });
  it('paints /foryou alike for everyone, in the page’s language, with no call preloaded', async () => {
    const english = await hints.forPage('/foryou', new URLSearchParams('item=neon-heirs'));
    // the feed's first item is the viewer's: their history, by a bearer and a viewer id
    expect(english.fetches).toEqual([]);
    expect(english.modules).toEqual([]);
    expect(english.images).toBeUndefined();
    expect(english.shell).toEqual({
      page: 'forYou',
      texts: { title: FOR_YOU_TEXTS.title, loading: FOR_YOU_TEXTS.loading },
    });
    const spanish = localizedTexts('es', 'forYou', FOR_YOU_TEXTS);
    expect(spanish.loading).not.toBe(FOR_YOU_TEXTS.loading);
    const es = await hints.forPage('/foryou', new URLSearchParams(), 'es');
    expect(es.shell?.texts).toEqual({ title: spanish.title, loading: spanish.loading });
  });
});

/** A web build's dir holding only this Vite manifest, for the length of `run`. */
const withManifest = async (manifest: object, run: (dir: string) => Promise<void>) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-manifest-'));
  try {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

describe('PageHints with a web build', () => {
  it('defers the app’s code and the page’s on /, /play and /foryou, and preloads it elsewhere', async () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        src: 'index.html',
        isEntry: true,
        imports: ['_early.js'],
        css: ['assets/index-1.css'],
      },
      '_early.js': { file: 'assets/early-start-2.js' },
      'src/app/boot.tsx': { file: 'assets/boot-3.js', imports: ['_early.js', '_react.js'] },
      '_react.js': { file: 'assets/react-4.js' },
      'src/features/catalogue-home/components/home-page.tsx': {
        file: 'assets/home-page-5.js',
        imports: ['_react.js'],
      },
      'src/features/play/early/early-play.ts': {
        file: 'assets/early-play-6.js',
        imports: ['_early.js'],
      },
      'src/features/play/components/play-page.tsx': {
        file: 'assets/play-page-7.js',
        imports: ['_react.js', '_early.js'],
      },
      'src/features/catalogue-series/components/series-page.tsx': {
        file: 'assets/series-page-8.js',
      },
      'src/features/feed/early/early-feed.ts': {
        file: 'assets/early-feed-9.js',
        imports: ['_early.js'],
      },
      'src/features/feed/components/feed-page.tsx': {
        file: 'assets/feed-page-10.js',
        imports: ['_react.js'],
      },
    };
    await withManifest(manifest, async (dir) => {
      const catalogue = {
        homeJson: async () => Buffer.from('{"hero_banners":[]}'),
        seriesJson: async () => {
          throw new Error('Video not found');
        },
        heldSeriesJson: (id: string) =>
          id === 'held'
            ? Buffer.from('{"data":{"title":"Held","thumbnail":"/media/posters/held.jpg"}}')
            : undefined,
      } as unknown as CatalogueService;
      const storage = new LocalStorage({ root: dir, publicBaseUrl: '/media', uploadSecret: 'x' });
      const hints = new PageHints(catalogue, storage, new WebManifest(dir));

      const home = await hints.forPage('/', new URLSearchParams());
      expect(home.modules).toEqual([]);
      // the home shell paints with CSS of its own: the stylesheet waits with the code
      expect([home.styles, home.deferredStyles]).toEqual([undefined, ['/assets/index-1.css']]);
      expect(home.deferredModules).toEqual([
        '/assets/boot-3.js',
        '/assets/early-start-2.js',
        '/assets/react-4.js',
        '/assets/home-page-5.js',
      ]);
      const play = await hints.forPage('/play', new URLSearchParams('id=x&episode=1'));
      expect(play.firstModules).toEqual([
        '/assets/index-1.js',
        '/assets/early-start-2.js',
        '/assets/early-play-6.js',
      ]);
      expect(play.modules).toEqual([]);
      // what the early start fetched already is not listed again
      expect(play.deferredModules).toEqual([
        '/assets/boot-3.js',
        '/assets/react-4.js',
        '/assets/play-page-7.js',
      ]);
      // the feed's early request first (what the entry has loaded already not listed)
      const forYou = await hints.forPage('/foryou', new URLSearchParams());
      expect(forYou.firstModules).toEqual(['/assets/early-feed-9.js']);
      expect(forYou.modules).toEqual([]);
      expect(forYou.deferredModules).toEqual([
        '/assets/boot-3.js',
        '/assets/early-start-2.js',
        '/assets/react-4.js',
        '/assets/feed-page-10.js',
      ]);
      expect(forYou.shell?.page).toBe('forYou');
      const series = await hints.forPage('/video/x', new URLSearchParams());
      expect(series.modules).toEqual(['/assets/series-page-8.js']);
      expect(series.deferredModules).toBeUndefined();
      // a series the shell paints: its code and stylesheet wait for the poster, as on /
      const painted = await hints.forPage('/video/held', new URLSearchParams());
      expect(painted.modules).toEqual([]);
      expect([painted.styles, painted.deferredStyles]).toEqual([
        undefined,
        ['/assets/index-1.css'],
      ]);
      expect(painted.deferredModules).toEqual([
        '/assets/boot-3.js',
        '/assets/early-start-2.js',
        '/assets/react-4.js',
        '/assets/series-page-8.js',
      ]);
    });
  });
});

describe('WebManifest', () => {
  it('lists a page’s chunks and their imports, without the entry’s own', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-manifest-'));
    try {
      await mkdir(path.join(dir, '.vite'));
      const manifest = {
        'index.html': {
          file: 'assets/index-1.js',
          src: 'index.html',
          isEntry: true,
          imports: ['_jsx.js'],
          css: ['assets/index-9.css'],
        },
        '_jsx.js': { file: 'assets/jsx-2.js' },
        '_api.js': { file: 'assets/api-3.js', imports: ['_jsx.js', 'index.html'] },
        'src/play.tsx': { file: 'assets/play-4.js', imports: ['_api.js'], css: ['x.css'] },
      };
      await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const chunks = new WebManifest(dir).chunksFor(['src/play.tsx', 'src/missing.tsx']);
      expect(chunks).toEqual(['/assets/play-4.js', '/assets/api-3.js']);
      expect(new WebManifest(path.join(dir, 'nope')).chunksFor(['src/play.tsx'])).toEqual([]);
      expect(new WebManifest(dir).entryStyles()).toEqual(['/assets/index-9.css']);
      expect(new WebManifest(dir).appModules()).toEqual([]);

      // a second entry (the early start of /play) is not taken for the app's entry
      const twoEntries = {
        'src/early.ts': { file: 'assets/early-5.js', isEntry: true, imports: ['_api.js'] },
        'src/app/boot.tsx': { file: 'assets/boot-6.js', imports: ['_jsx.js'] },
        ...manifest,
      };
      await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(twoEntries));
      const fresh = new WebManifest(dir);
      expect(fresh.appModules()).toEqual(['/assets/boot-6.js', '/assets/jsx-2.js']);
      expect(fresh.chunksFor(['src/play.tsx'])).toEqual(['/assets/play-4.js', '/assets/api-3.js']);
      expect(fresh.chunksFor(['src/early.ts'], { withEntry: true })).toEqual([
        '/assets/early-5.js',
        '/assets/api-3.js',
        '/assets/jsx-2.js',
        '/assets/index-1.js',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
