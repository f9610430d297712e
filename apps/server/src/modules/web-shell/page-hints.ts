import {
  AUTHOR_POSTER_SIZES,
  authorNameSchema,
  buildPath,
  DEFAULT_SERIES_ID,
  firstSegmentUris,
  homeRoute,
  lowestVariantUri,
  matchPageRoute,
  MEDIA_PATH_PREFIX,
  PAGE_MODULES,
  PAGE_ROUTES,
  rankingKindOf,
  rankingsRoute,
  type Locale,
  type RankingsResponse,
  type Series,
  seriesByIdRoute,
  seriesIdSchema,
  SERIES_POSTER_SIZES,
  videoDetailRoute,
} from '@app/contract';
import type { Storage } from '../../storage/storage';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthorsService } from '../authors/authors.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { RankingsService } from '../rankings/rankings.service';
import type { ShellContent } from './page-shell';
import {
  authorShellTexts,
  forYouShellTexts,
  rankingsShellTexts,
  rewardsShellTexts,
} from './shell-texts';
import type { WebManifest } from './web-manifest';

/**
 * A catalogue call as the app makes it in `locale` (apps/web/src/i18n/content-language.ts): a
 * preload is used only by a fetch of the very same URL.
 */
const inLanguage = (path: string, locale: Locale) => `${path}?lang=${encodeURIComponent(locale)}`;

/** The web app's module that loads a catalog (manifest key). */
const CATALOG_LOADER = 'src/i18n/load-catalog.ts';
export type Hints = {
  /** The page's stylesheets (rel=preload; as=style), named first of all. */
  styles?: string[];
  /** JavaScript needed before anything else (rel=modulepreload, named first). */
  firstModules?: string[];
  /** Requests to start early (rel=preload; as=fetch). */
  fetches: string[];
  /** The page's JavaScript (rel=modulepreload). */
  modules: string[];
  /**
   * On pages that paint before the app (see start-page-html.ts): the app's code and the page's,
   * which the entry preloads once that paint is up, instead of `modules` and index.html's own.
   */
  deferredModules?: string[];
  /** On a page its shell paints: the stylesheets it paints without (it inlines its own CSS). */
  deferredStyles?: string[];
  /** The page's largest image, its LCP element (rel=preload; as=image). */
  images?: string[];
  /** The `sizes` of those images' <img> (HERO_IMAGE_SIZES unless given). */
  imageSizes?: string;
  /** The page's server-rendered first paint (page-shell.ts) and what goes in it. */
  shell?: ShellContent & { page: ShellPage };
};

/** The server-rendered first paints (the rankings page has one for an empty ranking). */
export type ShellPage =
  'home' | 'series' | 'author' | 'rankings' | 'rankingsEmpty' | 'rewards' | 'forYou';
// playlists of a finished ladder never change: the TTL only bounds memory for deleted series
const HLS_START_TTL_MS = 10 * 60_000;

const safeDecode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Same-origin path of `uri` relative to the playlist at `basePath` (a path like /media/…). */
const resolvePath = (uri: string, basePath: string): string => {
  const url = new URL(uri, new URL(basePath, 'http://origin.invalid'));
  return url.origin === 'http://origin.invalid' ? url.pathname : url.href;
};

/**
 * What a page requests first, named in its HTML as preload hints so the browser fetches it while
 * the JavaScript still loads: the page's code and API call and, on /play, the start of the stream.
 */
export class PageHints {
  private readonly hlsStarts = new TtlCache<string[]>(HLS_START_TTL_MS, 2_000);
  /** Held ranking answers are built once and kept until the next build: keyed by the buffer. */
  private readonly emptyRankings = new WeakMap<Buffer, boolean>();

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly storage: Storage,
    private readonly manifest?: WebManifest,
    private readonly authors?: AuthorsService,
    private readonly rankings?: RankingsService,
  ) {}

  /**
   * A page in `locale` other than English: its catalog and the loader that applies it, which the
   * app awaits before its first render (apps/web/src/i18n/load-catalog.ts).
   */
  catalogModules(locale: Exclude<Locale, 'en'>): string[] {
    return this.manifest?.chunksFor([`catalog:${locale}`, CATALOG_LOADER]) ?? [];
  }

  async forPage(pathname: string, query: URLSearchParams, locale: Locale = 'en'): Promise<Hints> {
    const modules = (page: keyof typeof PAGE_MODULES, withEntry = false) =>
      this.manifest?.chunksFor(PAGE_MODULES[page], { withEntry }) ?? [];
    // the stylesheet holds the first paint and the entry script back: ask for it before all
    const styles = this.manifest?.entryStyles() ?? [];
    if (pathname === PAGE_ROUTES.home) {
      const images = await this.heroImage();
      return {
        deferredStyles: styles,
        fetches: [inLanguage(homeRoute.path, locale)],
        modules: [],
        deferredModules: this.deferred(modules('home')),
        images,
        ...(images[0] !== undefined && { shell: { page: 'home', image: images[0] } }),
      };
    }
    const video = matchPageRoute(PAGE_ROUTES.video, pathname);
    if (video) {
      const id = seriesIdSchema.safeParse(decodeURIComponent(video.id!));
      if (!id.success) return { styles, fetches: [], modules: modules('series') };
      const fetches = [inLanguage(buildPath(videoDetailRoute.path, { id: id.data }), locale)];
      const top = this.seriesTop(id.data, locale);
      if (!top) return { styles, fetches, modules: modules('series') };
      // the poster is public, whatever the series' episodes cost: painted from the HTML, the
      // app's code and stylesheet deferred behind it as on the home page
      return {
        deferredStyles: styles,
        fetches,
        modules: [],
        deferredModules: this.deferred(modules('series')),
        images: [top.image],
        imageSizes: SERIES_POSTER_SIZES,
        shell: { page: 'series', ...top },
      };
    }
    const author = matchPageRoute(PAGE_ROUTES.author, pathname);
    if (author) {
      // Not the profile call: a signed-in user's carries a bearer, and browsers hand a preloaded
      // answer to a fetch of the same URL whatever its headers, so they would get the guest's
      // (isFollowing false). The app starts the call with the page's code (its reach warm-up).
      const name = authorNameSchema.safeParse(safeDecode(author.name!));
      if (!name.success) return { styles, fetches: [], modules: modules('author') };
      // painted only from the top a profile call left in memory (any visit of the last
      // minute), so this page never waits on the database for it; else its poster is looked up
      const held = this.authors?.heldPageTop(name.data);
      const poster = held === undefined ? await this.authorPoster(name.data) : held?.poster;
      const hints = {
        fetches: [],
        images: poster ? [poster] : [],
        imageSizes: AUTHOR_POSTER_SIZES,
      };
      if (!held?.poster) return { styles, modules: modules('author'), ...hints };
      return {
        deferredStyles: styles,
        modules: [],
        deferredModules: this.deferred(modules('author')),
        ...hints,
        shell: {
          page: 'author',
          image: held.poster,
          title: name.data,
          texts: authorShellTexts(name.data, held, locale),
        },
      };
    }
    if (pathname === PAGE_ROUTES.rankings) {
      const kind = rankingKindOf(query.get('kind'));
      // the app's call (features/rankings/api/get-rankings.ts): public, the same for everyone
      const call = `${rankingsRoute.path}?kind=${kind}&lang=${encodeURIComponent(locale)}`;
      // an empty ranking's message is painted when the held answer says so, else the list's
      // placeholder (the rows that replace it are as tall): the page never waits for a ranking
      const held = this.rankings?.heldJson(kind, locale);
      const empty = held !== undefined && this.isEmptyRanking(held);
      return {
        deferredStyles: styles,
        fetches: [call],
        modules: [],
        deferredModules: this.deferred(modules('rankings')),
        shell: {
          page: empty ? 'rankingsEmpty' : 'rankings',
          texts: rankingsShellTexts(kind, locale),
        },
      };
    }
    if (pathname === PAGE_ROUTES.rewards) {
      // Painted alike for everyone: the session is a bearer token the page keeps, so the server
      // cannot tell who asks. No call preloaded: the rewards call carries that bearer (a
      // preloaded answer would be a guest's).
      return {
        deferredStyles: styles,
        fetches: [],
        modules: [],
        deferredModules: this.deferred(modules('rewards')),
        shell: { page: 'rewards', texts: rewardsShellTexts(locale) },
      };
    }
    if (pathname === PAGE_ROUTES.forYou) {
      // Painted alike for everyone, as the page stands while its first items come: which item
      // comes first is the viewer's (their history, by a bearer and a viewer id the page keeps),
      // so the feed's call is not preloaded either (docs/product/feed.md#first-paint)
      // the entry asks for that page from its early chunk before the app's code (main.tsx)
      const firstModules = modules('forYouEarly');
      return {
        deferredStyles: styles,
        firstModules,
        fetches: [],
        modules: [],
        deferredModules: this.deferred(modules('forYou')).filter((m) => !firstModules.includes(m)),
        shell: { page: 'forYou', texts: forYouShellTexts(locale) },
      };
    }
    if (pathname === PAGE_ROUTES.play) {
      // all of its graph, the parts it shares with the app's entry included: it runs first
      const firstModules = modules('playEarly', true);
      return {
        styles,
        firstModules,
        fetches: await this.forPlay(query, locale),
        modules: [],
        deferredModules: this.deferred(modules('play')).filter((m) => !firstModules.includes(m)),
      };
    }
    return { fetches: [], modules: [] };
  }

  /** Whether a held ranking answer lists nothing: parsed once per answer, not per page load. */
  private isEmptyRanking(json: Buffer): boolean {
    let empty = this.emptyRankings.get(json);
    if (empty === undefined) {
      empty = (JSON.parse(json.toString()) as RankingsResponse).data.length === 0;
      this.emptyRankings.set(json, empty);
    }
    return empty;
  }

  /** The first poster of an author's grid, looked up: the page's largest image on a phone. */
  private async authorPoster(name: string): Promise<string | null> {
    try {
      return (await this.authors?.pageTop(name))?.poster ?? null;
    } catch {
      return null;
    }
  }

  /**
   * The series page's poster (also its blurred backdrop, its LCP element on a phone) and its
   * title. Read from the catalogue's held answer only, so this page's hints never wait on the
   * database (the shell gives all its hints 50 ms): a series no one asked for lately goes
   * without, and an unknown one has none. The app's call (`?lang=`) holds the answer under the
   * page's locale; the poster is the same in every one, the title only in that one, so without
   * it the page paints the poster alone rather than a title in another language.
   */
  private seriesTop(id: string, locale: Locale): { image: string; title?: string } | undefined {
    const inLocale = this.catalogue.heldSeriesJson(id, locale);
    const held = inLocale ?? this.catalogue.heldSeriesJson(id);
    if (!held) return undefined;
    const { data } = JSON.parse(held.toString()) as {
      data?: Pick<Series, 'thumbnail' | 'title'>;
    };
    if (!data?.thumbnail) return undefined;
    return inLocale && data.title
      ? { image: data.thumbnail, title: data.title }
      : { image: data.thumbnail };
  }

  /** The app's own code and then the page's, each file once. */
  private deferred(pageModules: string[]): string[] {
    return [...new Set([...(this.manifest?.appModules() ?? []), ...pageModules])];
  }

  /** The first hero banner's poster: what a phone paints largest on the home page. */
  private async heroImage(): Promise<string[]> {
    try {
      const home = JSON.parse((await this.catalogue.homeJson()).toString()) as {
        hero_banners?: { image?: string }[];
      };
      const image = home.hero_banners?.[0]?.image;
      return image ? [image] : [];
    } catch {
      return [];
    }
  }

  private async forPlay(query: URLSearchParams, locale: Locale): Promise<string[]> {
    const id = seriesIdSchema.safeParse(query.get('id') || DEFAULT_SERIES_ID);
    if (!id.success) return [];
    // the early start's fetch (apps/web/src/features/play/early/early-play.ts)
    const apiPath = inLanguage(buildPath(seriesByIdRoute.path, { id: id.data }), locale);
    let series: Series;
    try {
      series = (
        JSON.parse((await this.catalogue.seriesJson(id.data)).toString()) as {
          data: Series;
        }
      ).data;
    } catch {
      // unknown series: the page shows 'Video not found' from the API's answer
      return [apiPath];
    }
    const episodes = [...series.episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
    const wanted = Number(query.get('episode'));
    const episode = episodes.find((e) => e.episodeNumber === wanted) ?? episodes[0];
    // a priced or locked episode's media answer 403 without the viewer's grant, which the page
    // gets later from the access answer: nothing of it is hinted (docs/decisions.md#playback-grants)
    if (!episode || episode.isLocked) return [apiPath];
    const master = episode.videoUrl;
    if (!master.startsWith(MEDIA_PATH_PREFIX) || !master.endsWith('.m3u8')) return [apiPath];
    return [apiPath, ...(await this.hlsStart(master))];
  }

  /** master playlist → its lowest rung's playlist → that rung's first segment (and init). */
  private async hlsStart(masterPath: string): Promise<string[]> {
    const cached = this.hlsStarts.get(masterPath);
    if (cached) return cached;
    const paths = [masterPath];
    try {
      const master = await this.readText(masterPath);
      const variant = lowestVariantUri(master);
      const mediaPath = variant ? resolvePath(variant, masterPath) : masterPath;
      if (variant) paths.push(mediaPath);
      const media = variant ? await this.readText(mediaPath) : master;
      for (const uri of firstSegmentUris(media)) paths.push(resolvePath(uri, mediaPath));
      this.hlsStarts.set(masterPath, paths);
    } catch {
      // a hint is an optimisation: what could not be read is simply not hinted (nor cached)
    }
    return paths;
  }

  private async readText(publicPath: string): Promise<string> {
    if (!publicPath.startsWith(MEDIA_PATH_PREFIX)) throw new Error('not served by this app');
    const key = decodeURIComponent(publicPath.slice(MEDIA_PATH_PREFIX.length));
    const found = await this.storage.read(key);
    if (!found) throw new Error(`missing ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}
