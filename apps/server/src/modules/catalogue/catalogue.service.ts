import {
  HERO_LIST,
  KNOWN_LISTS,
  LIST_NAME_TEXTS,
  LIST_TAG_PREFIX,
  type ListName,
  type AvailableList,
  type CaptionTrack,
  type Episode,
  type HeroBanner,
  type HomeResponse,
  type Locale,
  type Series,
  type SeriesCard,
  type SeriesSearchRecord,
  homeResponseSchema,
  searchIndexResponseSchema,
  searchSeriesResponseSchema,
  SEARCH,
  seriesResponseSchema,
  translatedText,
  translatedTitles,
} from '@app/contract';
import { createFuzzyIndex } from '@app/contract/fuzzy-search';
import type { Storage } from '../../storage/storage';
import type { CacheBus } from '../cache-bus/cache-bus';
import { CatalogueAnswers } from './catalogue-answers';
import { notFound } from '../../http/http-error';
import { localizedTexts } from '../../i18n/localized-texts';
import type { SearchRecordRow } from './catalogue-search.repository';
import type { CatalogueRepository, EpisodeRow, SeriesSummaryRow } from './catalogue.repository';
import { isProtectedEpisode, type SeriesPricing } from '../access/access-rules';
import { isStreamReady, mediaUrl, playableKey } from './episode-media';

const HERO_LIMIT = 5;
// a row shows ~7 cards on desktop: 12 fill it and keep the home answer small
const ROW_LIMIT = 12;
const GAME_VIDEOS_LIMIT = 12;
const SEARCH_PLACEHOLDER = 'Search dramas, movies, directors, cast…';
const TABS = ['Home', 'Short Dramas', 'Movies', 'AI Originals'];

export type CatalogueServiceOptions = {
  cacheTtlMs?: number;
  /** Tells the other instances to drop their answers after a write here, and the reverse. */
  bus?: CacheBus;
};

/** A card's second line: the year and the first genre (else the language). */
export const cardSubtitle = (row: Pick<SeriesSummaryRow, 'year' | 'genre' | 'language'>): string =>
  [row.year, row.genre[0] ?? row.language].filter(Boolean).join(' · ');

/** Each series' lists as `list:` tags. */
const listTagsBySeries = (
  memberships: readonly { seriesId: string; listName: string }[],
): Map<string, string[]> => {
  const tags = new Map<string, string[]>();
  for (const m of memberships) {
    const own = tags.get(m.seriesId) ?? [];
    own.push(`${LIST_TAG_PREFIX}${m.listName}`);
    tags.set(m.seriesId, own);
  }
  return tags;
};

/** A catalogue change: made in this process (`local`) or told by another through the bus. */
export type CatalogueChange = { local: boolean };

/** Catalogue reads: rows to the contract's shapes, and cached serialised answers. */
export class CatalogueService {
  private readonly answers: CatalogueAnswers;

  /** The answer cache's hit and miss counts (/metrics). */
  get cacheStats(): { readonly hits: number; readonly misses: number } {
    return this.answers.stats;
  }

  constructor(
    private readonly repository: CatalogueRepository,
    private readonly storage: Storage,
    options: CatalogueServiceOptions = {},
  ) {
    this.answers = new CatalogueAnswers(options.cacheTtlMs ?? 10_000);
    this.bus = options.bus;
    this.bus?.subscribe('catalogue', () => this.clearLocal({ local: false }));
  }

  private readonly bus: CacheBus | undefined;

  /**
   * Call after any catalogue write (publish, transcode done, list change): this process's
   * answers go at once, the other instances' when the bus delivers (docs/deployment.md#more-than-one-instance).
   */
  invalidate(): void {
    this.clearLocal({ local: true });
    this.bus?.publish('catalogue');
  }

  private readonly changeListeners = new Set<(change: CatalogueChange) => void>();

  /**
   * Runs `listener` whenever the catalogue changed, in this process or (through the bus) in
   * another: for other modules' in-memory views of it, and (`local`) for what only the process
   * that made the change should write. Returns the unsubscribe.
   */
  onChange(listener: (change: CatalogueChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private clearLocal(change: CatalogueChange): void {
    this.answers.clear();
    for (const listener of this.changeListeners) listener(change);
  }

  private url(key: string | null | undefined): string {
    return mediaUrl(this.storage, key);
  }

  private toEpisode(
    row: EpisodeRow,
    seriesPoster: string,
    pricing: SeriesPricing,
    captions?: CaptionTrack[],
  ): Episode {
    const ready = isStreamReady(row);
    // a protected episode's media are the app's own: it answers 403 until a grant is shown
    const isProtected = isProtectedEpisode(pricing, row);
    return {
      episodeId: row.id,
      episodeNumber: row.episodeNumber,
      title: row.title,
      description: row.description,
      duration: row.duration,
      videoUrl: mediaUrl(this.storage, playableKey(row), isProtected),
      thumbnail: this.url(row.thumbnailKey ?? row.videoPosterKey) || seriesPoster,
      isLocked: isProtected,
      streamStatus: ready ? 'ready' : row.videoStatus === 'failed' ? 'failed' : 'processing',
      // only where there are some: most episodes have none, and every byte is in each answer
      ...(captions && { captions }),
    };
  }

  private async loadSeries(id: string, locale: Locale | null): Promise<Series> {
    const row = await this.repository.findPublishedSeriesDetail(id);
    if (!row) throw notFound('Video not found');
    const [episodeRows, membership, captionRows] = await Promise.all([
      this.repository.episodesOf(id),
      this.repository.membershipsOf(id),
      this.repository.captionsOf(id),
    ]);
    const captions = new Map<string, CaptionTrack[]>();
    const protectedIds = new Set(
      episodeRows.filter((e) => isProtectedEpisode(row, e)).map((e) => e.id),
    );
    for (const { episodeId, language, label, storageKey } of captionRows) {
      const tracks = captions.get(episodeId) ?? [];
      const url = mediaUrl(this.storage, storageKey, protectedIds.has(episodeId));
      tracks.push({ language, label, url });
      captions.set(episodeId, tracks);
    }
    const thumbnail = this.url(row.posterKey);
    const text = translatedText(row, row.translations, locale);
    return {
      id: row.id,
      title: text.title,
      director: row.director,
      language: row.language,
      year: row.year,
      description: text.description,
      tags: [...row.tags, ...membership.map((name) => `${LIST_TAG_PREFIX}${name}`)],
      cast: row.cast,
      genre: row.genre,
      thumbnail,
      episodes: episodeRows.map((e) => this.toEpisode(e, thumbnail, row, captions.get(e.id))),
      listMembership: membership,
      episodesCount: episodeRows.length,
      free_episodes: row.freeEpisodes,
      coin_price_per_episode: row.coinPricePerEpisode,
      ai_disclosure: row.aiDisclosure,
      runtime_seconds: episodeRows.reduce((sum, e) => sum + e.duration, 0),
      release_status: row.releaseStatus,
      release_weekday: row.releaseWeekday,
      next_release_date: row.nextReleaseDate,
      final_episode_count: row.finalEpisodeCount,
      textLocale: text.textLocale,
    };
  }

  /**
   * `{ success, data: Series }` as JSON, for /api/videos/{id} and /api/series/{id}: with the
   * title and description in `locale` where the series has them (null: its own).
   */
  seriesJson(id: string, locale: Locale | null = null): Buffer | Promise<Buffer> {
    return this.answers.get(`series:${id}:${locale ?? ''}`, () => this.buildSeries(id, locale));
  }

  /**
   * The held `seriesJson` answer (a stale one starts its rebuild, as there), or undefined when
   * none is held: for the front handler, which leaves building and misses to the route.
   */
  heldSeriesJson(id: string, locale: Locale | null = null): Buffer | undefined {
    return this.answers.held(`series:${id}:${locale ?? ''}`, () => this.buildSeries(id, locale));
  }

  private async buildSeries(id: string, locale: Locale | null): Promise<string> {
    return JSON.stringify(
      seriesResponseSchema.parse({ success: true, data: await this.loadSeries(id, locale) }),
    );
  }

  /** A home-page card (also My List's), titled in `locale` where the series has one. */
  toCard(row: SeriesSummaryRow, locale: Locale | null = null): SeriesCard {
    return {
      id: row.id,
      title: translatedText(row, row.translations, locale).title,
      subtitle: cardSubtitle(row),
      image: this.url(row.posterKey),
      video_url: this.url(row.firstVideoKey),
      views: row.views,
      episodesCount: row.episodesCount,
      runtime_seconds: row.runtimeSeconds,
      release_status: row.releaseStatus,
      free_episodes: row.coinPricePerEpisode === null ? null : row.freeEpisodes,
    };
  }

  private toHero(row: SeriesSummaryRow, locale: Locale | null): HeroBanner {
    const text = translatedText(row, row.translations, locale);
    return {
      id: row.id,
      title: text.title,
      description: text.description,
      textLocale: text.textLocale,
      image: this.url(row.posterKey),
      tags: row.tags,
      year: row.year,
      episodesCount: row.episodesCount,
      director: row.director,
      cast: row.cast,
      language: row.language,
    };
  }

  async home(locale: Locale | null = null): Promise<HomeResponse> {
    const [allLists, members, latest] = await Promise.all([
      this.repository.allLists(),
      this.repository.listMembers(ROW_LIMIT),
      this.repository.latestPublished(GAME_VIDEOS_LIMIT),
    ]);
    const byList = new Map<string, SeriesSummaryRow[]>();
    for (const member of members) {
      const rows = byList.get(member.listName) ?? [];
      rows.push(member);
      byList.set(member.listName, rows);
    }
    const heroRows = (byList.get(HERO_LIST) ?? latest).slice(0, HERO_LIMIT);
    // a known list keeps its own name in English; an asked language gets it translated
    const listNames: Record<string, string> = localizedTexts(
      locale ?? 'en',
      'catalogueLists',
      LIST_NAME_TEXTS,
    );
    const displayName = (list: { name: string; displayName: string }) =>
      KNOWN_LISTS.some((k) => k.name === list.name && k.displayName === list.displayName)
        ? (listNames[list.name as ListName] ?? list.displayName)
        : list.displayName;
    return {
      search_placeholder: SEARCH_PLACEHOLDER,
      tabs: TABS,
      hero_banners: heroRows.map((r) => this.toHero(r, locale)),
      game_videos: latest.map((r) => this.toCard(r, locale)),
      series_lists: allLists
        .filter((l) => l.name !== HERO_LIST && (byList.get(l.name)?.length ?? 0) > 0)
        .map((l) => ({
          name: l.name,
          displayName: displayName(l),
          series: (byList.get(l.name) ?? []).map((r) => this.toCard(r, locale)),
        })),
    };
  }

  homeJson(locale: Locale | null = null): Buffer | Promise<Buffer> {
    return this.answers.get(`home:${locale ?? ''}`, () => this.buildHome(locale));
  }

  /** The held `homeJson` answer, or undefined (as `heldSeriesJson`). */
  heldHomeJson(locale: Locale | null = null): Buffer | undefined {
    return this.answers.held(`home:${locale ?? ''}`, () => this.buildHome(locale));
  }

  private async buildHome(locale: Locale | null): Promise<string> {
    return JSON.stringify(homeResponseSchema.parse(await this.home(locale)));
  }

  async searchIndex(locale: Locale | null = null): Promise<SeriesSearchRecord[]> {
    const [rows, memberships] = await Promise.all([
      this.repository.search.searchRecords(),
      this.repository.allMemberships(),
    ]);
    const listTags = listTagsBySeries(memberships);
    return rows.map((r) => this.toSearchRecord(r, listTags, locale));
  }

  /**
   * A search record; list memberships join the tags as `list:` tags (docs/product/catalogue.md#search).
   * Titled in `locale` where the series has one; its other titles go in `titles`, which search
   * matches too.
   */
  private toSearchRecord(
    r: SearchRecordRow,
    listTags: ReadonlyMap<string, string[]>,
    locale: Locale | null,
  ): SeriesSearchRecord {
    const { title, textLocale } = translatedText(
      { title: r.title, description: '' },
      r.translations,
      locale,
    );
    const titles = [r.title, ...translatedTitles(r.translations)].filter((t) => t !== title);
    return {
      id: r.id,
      title,
      // only when translated: every record of the index would carry a null otherwise
      ...(textLocale && { textLocale }),
      // only where there are some: most series have none, and the index holds every series
      ...(titles.length > 0 && { titles }),
      year: r.year,
      language: r.language,
      episodesCount: r.episodesCount,
      director: r.director,
      cast: r.cast,
      tags: [...r.tags, ...(listTags.get(r.id) ?? [])],
      genre: r.genre,
      thumbnail: this.url(r.posterKey),
    };
  }

  /**
   * The server search's answer (docs/product/catalogue.md#server-search), cached per query like
   * the other reads but in a cache of its own: a run of distinct queries cannot push the
   * catalogue's hot answers out.
   */
  searchJson(
    query: { q?: string | undefined; limit?: number | undefined },
    locale: Locale | null = null,
  ): Buffer | Promise<Buffer> {
    const q = (query.q ?? '').trim().replace(/\s+/g, ' ');
    const limit = query.limit ?? SEARCH.maxResults;
    const key = `search:${limit}:${locale ?? ''}:${q.toLowerCase()}`;
    return this.answers.get(
      key,
      async () => {
        const [titles, rows] = await Promise.all([
          this.answers.publishedCount(() => this.repository.search.publishedCount()),
          q ? this.repository.search.searchCandidates(q, limit) : [],
        ]);
        const listTags = listTagsBySeries(
          await this.repository.membershipsOfSeries(rows.map((r) => r.id)),
        );
        // the database finds candidates; the client's matcher ranks them, so both rank alike
        const candidates = createFuzzyIndex(
          rows.map((r) => this.toSearchRecord(r, listTags, locale)),
        );
        const data = candidates.search(q, limit).map((hit) => hit.item);
        return JSON.stringify(searchSeriesResponseSchema.parse({ success: true, titles, data }));
      },
      'search',
    );
  }

  searchIndexJson(locale: Locale | null = null): Buffer | Promise<Buffer> {
    return this.answers.get(`search:${locale ?? ''}`, async () =>
      JSON.stringify(
        searchIndexResponseSchema.parse({ success: true, data: await this.searchIndex(locale) }),
      ),
    );
  }

  async availableLists(): Promise<AvailableList[]> {
    const rows = await this.repository.allLists();
    const known = new Map<string, AvailableList>(KNOWN_LISTS.map((l) => [l.name, { ...l }]));
    for (const row of rows) {
      known.set(row.name, {
        name: row.name,
        displayName: row.displayName,
        description: row.description,
      });
    }
    return [...known.values()];
  }
}
