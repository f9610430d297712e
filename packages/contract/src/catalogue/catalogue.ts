import { z } from 'zod';
import { SEARCH } from './constants';
import { envelope } from '../common/envelope';
import { seriesIdSchema } from '../common/ids';
import { LOCALES } from '../i18n/locales';

/**
 * The catalogue reads' query (docs/product/i18n.md#series-in-the-viewers-language): `lang` is a
 * BCP 47 tag (`es`, `es-MX`, `pt-BR`); one the product does not speak, or none, answers with the
 * series' own texts. Optional, so a spec client's calls are unchanged.
 */
export const catalogueLanguageQuerySchema = z
  .object({ lang: z.string().trim().max(35).optional() })
  .strict();
export type CatalogueLanguageQuery = z.input<typeof catalogueLanguageQuerySchema>;

/** Whether a series is marked AI-generated: not, in part, or fully. */
export const AI_DISCLOSURES = ['none', 'partial', 'full'] as const;
export type AiDisclosure = (typeof AI_DISCLOSURES)[number];

/**
 * Whether a series still gets episodes (docs/product/catalogue.md#series-transparency): an
 * ongoing one may name its schedule, a weekday or the next date.
 */
export const RELEASE_STATUSES = ['ongoing', 'completed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** A caption file of an episode, for the player's <track> (docs/product/studio.md#captions). */
export const captionTrackSchema = z.object({
  /** BCP 47 (`en`, `pt-BR`). */
  language: z.string(),
  label: z.string(),
  /** The WebVTT file. */
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** An episode. videoUrl is the HLS master once transcoded, the original before. */
export const episodeSchema = z.object({
  episodeId: z.string(),
  episodeNumber: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  duration: z.number().nonnegative(),
  videoUrl: z.string(),
  thumbnail: z.string(),
  isLocked: z.boolean(),
  /** 'ready' once the HLS ladder exists; the original plays until then. */
  streamStatus: z.enum(['processing', 'ready', 'failed']),
  /** Absent when the episode has none. */
  captions: z.array(captionTrackSchema).optional(),
});
export type Episode = z.infer<typeof episodeSchema>;

/**
 * What a viewer knows before episode 1 (docs/product/catalogue.md#series-transparency): optional
 * for old clients, always sent.
 */
const seriesTransparencyShape = {
  /** Every episode's length, summed. */
  runtime_seconds: z.number().nonnegative().optional(),
  release_status: z.enum(RELEASE_STATUSES).optional(),
  /** An ongoing series' day for new episodes, 0 (Sunday) to 6; null when none is set. */
  release_weekday: z.number().int().min(0).max(6).nullable().optional(),
  /** An ongoing series' next episode date (YYYY-MM-DD); null when none is set. */
  next_release_date: z.string().nullable().optional(),
  /** How many episodes it will have in all, when its editor knows. */
  final_episode_count: z.number().int().positive().nullable().optional(),
};

/**
 * A series (docs/product/catalogue.md#series-and-episodes). tags carry `list:<name>`
 * markers for each list membership.
 */
export const seriesSchema = z.object({
  id: seriesIdSchema,
  title: z.string(),
  director: z.string(),
  language: z.string(),
  year: z.number().int(),
  description: z.string(),
  tags: z.array(z.string()),
  cast: z.array(z.string()),
  genre: z.array(z.string()),
  thumbnail: z.string(),
  episodes: z.array(episodeSchema),
  listMembership: z.array(z.string()),
  episodesCount: z.number().int().nonnegative(),
  /**
   * Pricing and labels (docs/product/wallet.md#fair-unlocks): optional for old clients, always
   * sent. free_episodes null: every episode is free. Episodes past free_episodes are isLocked.
   */
  free_episodes: z.number().int().nonnegative().nullable().optional(),
  coin_price_per_episode: z.number().int().positive().nullable().optional(),
  ai_disclosure: z.enum(AI_DISCLOSURES).optional(),
  ...seriesTransparencyShape,
  /**
   * The locale of `title` and `description` when they are the editor's translation for the
   * call's `?lang=`; null when they are the series' own (docs/product/i18n.md#series-in-the-viewers-language).
   */
  textLocale: z.enum(LOCALES).nullable().optional(),
});
export type Series = z.infer<typeof seriesSchema>;

/** The series page's detail, plus the ids the pages link with. */
export const videoDetailSchema = seriesSchema;
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** A series search record: the client-side search index (docs/product/catalogue.md#search). */
export const seriesSearchRecordSchema = seriesSchema
  .pick({
    id: true,
    title: true,
    year: true,
    language: true,
    episodesCount: true,
    director: true,
    cast: true,
    tags: true,
    genre: true,
    thumbnail: true,
    textLocale: true,
  })
  .extend({
    /** The series' titles in its other languages, which search matches too; absent when none. */
    titles: z.array(z.string()).optional(),
  });
export type SeriesSearchRecord = z.infer<typeof seriesSearchRecordSchema>;

/** A hero banner: the series' own fields, its poster as `image`. */
export const heroBannerSchema = seriesSchema
  .pick({
    id: true,
    title: true,
    description: true,
    tags: true,
    year: true,
    episodesCount: true,
    director: true,
    cast: true,
    language: true,
    textLocale: true,
  })
  .extend({ image: z.string() });
export type HeroBanner = z.infer<typeof heroBannerSchema>;

/** A card of the home page (docs/product/catalogue.md#catalogue-calls). */
export const seriesCardSchema = z.object({
  id: seriesIdSchema,
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  video_url: z.string(),
  views: z.number().int().nonnegative(),
  episodesCount: z.number().int().nonnegative(),
  runtime_seconds: seriesTransparencyShape.runtime_seconds,
  release_status: seriesTransparencyShape.release_status,
  /** Episodes free before coins are due; null (or absent) when every episode is free. */
  free_episodes: z.number().int().nonnegative().nullable().optional(),
});
export type SeriesCard = z.infer<typeof seriesCardSchema>;

export const seriesListSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  series: z.array(seriesCardSchema),
});
export type SeriesList = z.infer<typeof seriesListSchema>;

export const homeResponseSchema = z.object({
  search_placeholder: z.string(),
  tabs: z.array(z.string()),
  hero_banners: z.array(heroBannerSchema),
  game_videos: z.array(seriesCardSchema),
  series_lists: z.array(seriesListSchema),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const availableListSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
});
export type AvailableList = z.infer<typeof availableListSchema>;

export const availableListsResponseSchema = z.object({
  success: z.literal(true),
  lists: z.array(availableListSchema),
});

export const searchIndexResponseSchema = envelope(z.array(seriesSearchRecordSchema));

/** GET /api/search: `q` blank or absent finds nothing and still tells the catalogue's size. */
export const searchSeriesQuerySchema = z
  .object({
    q: z.string().max(SEARCH.maxQueryLength).optional(),
    limit: z.coerce.number().int().min(1).max(SEARCH.maxResults).optional(),
    /** The records' titles in this language where the series has one (catalogueLanguageQuerySchema). */
    lang: catalogueLanguageQuerySchema.shape.lang,
  })
  .strict();
export type SearchSeriesQuery = z.input<typeof searchSeriesQuerySchema>;

/**
 * The best matches first; `titles` is how many series are published, which tells the box
 * whether to load the whole index instead (SEARCH.clientIndexMaxTitles).
 */
export const searchSeriesResponseSchema = envelope(z.array(seriesSearchRecordSchema)).extend({
  titles: z.number().int().nonnegative(),
});
export type SearchSeriesResponse = z.infer<typeof searchSeriesResponseSchema>;
export const videoDetailResponseSchema = envelope(videoDetailSchema);
export const seriesResponseSchema = envelope(seriesSchema);
