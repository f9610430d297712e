import { z } from 'zod';
import { envelope } from '../common/envelope';
import { AI_DISCLOSURES, RELEASE_STATUSES, seriesSchema } from '../catalogue/catalogue';
import { episodeNumberParamSchema, seriesIdSchema } from '../common/ids';
import { EPISODE_PRICE } from '../wallet/constants';
import { uploadSeriesBodySchema } from '../studio/studio';
import { defineTexts } from '../common/texts';
import { seriesTranslationsPatchSchema, seriesTranslationsSchema } from '../catalogue/translations';

/**
 * Managing published series in the studio (docs/product/studio.md#managing-series): the calls'
 * schemas and the texts both sides show. Editors only, like every studio call.
 */

/** The studio form's pricing and labelling fields (docs/product/wallet.md#fair-unlocks). */
export const STUDIO_PRICING_TEXTS = /* @__PURE__ */ defineTexts('studioPricing', {
  heading: 'Pricing and labels',
  freeEpisodes: 'Free episodes',
  freeEpisodesHint: 'Empty: every episode is free. Episodes after this number cost coins.',
  coinPrice: 'Coin price per episode',
  coinPriceHint: `${EPISODE_PRICE.min}–${EPISODE_PRICE.max} coins; empty for none.`,
  priceRange: `The coin price per episode is ${EPISODE_PRICE.min} to ${EPISODE_PRICE.max} coins`,
  tooManyFree: (episodes: number) =>
    `Free episodes must be between 0 and the series' ${episodes} episodes`,
  aiDisclosure: 'AI-generated content',
  aiDisclosureOptions: { none: 'Not AI-generated', partial: 'In part', full: 'Fully' },
});

/** The studio form's release fields (docs/product/catalogue.md#series-transparency). */
export const STUDIO_RELEASE_TEXTS = /* @__PURE__ */ defineTexts('studioRelease', {
  heading: 'Release',
  status: 'Status',
  statuses: { ongoing: 'Ongoing: more episodes to come', completed: 'Completed' },
  weekday: 'New episodes every',
  noWeekday: 'No fixed day',
  nextDate: 'Next episode on',
  nextDateHint: 'Shown instead of the weekday when set.',
  finalCount: 'Final episode count',
  finalCountHint: 'Empty while you do not know yet.',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  finalBelowEpisodes: (episodes: number) =>
    `The final episode count cannot be below the ${episodes} episodes the series has`,
});

/** A calendar date as YYYY-MM-DD, and a real one (not 2026-02-30). */
const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STUDIO_RELEASE_TEXTS.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, STUDIO_RELEASE_TEXTS.invalidDate);

/** Where an episode's stream stands: the original plays until `ready`. */
export const TRANSCODE_STATES = ['queued', 'transcoding', 'ready', 'failed'] as const;
export type TranscodeState = (typeof TRANSCODE_STATES)[number];

/** How often the page asks again while a transcode is queued or running. */
export const STUDIO_SERIES_POLL_MS = 2000;

export const STUDIO_SERIES_TEXTS = /* @__PURE__ */ defineTexts('studioSeries', {
  // the server's answers
  seriesNotFound: (id: string) => `No series with the id "${id}"`,
  episodeNotFound: (n: number) => `Episode ${n} does not exist`,
  episodeTaken: (n: number) => `Episode ${n} already exists`,
  notFailed: (n: number) => `Episode ${n} has no failed transcode to retry`,
  nothingToChange: 'Nothing to change',
  transcodeNotQueued: 'The transcode is no longer queued',
  videoMissing: 'The episode has no video',
  // the page
  heading: 'Manage Series',
  intro: 'Edit what you published, follow each episode’s transcode, add or remove episodes.',
  loading: 'Loading series…',
  loadFailed: 'Could not load your series.',
  retryLoad: 'Try again',
  noSeries: 'Nothing published yet.',
  published: 'Published',
  unpublished: 'Unpublished',
  episodesCount: (n: number) => (n === 1 ? '1 episode' : `${n} episodes`),
  manage: 'Manage',
  close: 'Close',
  states: {
    queued: 'Queued',
    transcoding: (percent: number) => `Transcoding ${percent}%`,
    ready: 'Ready',
    failed: 'Failed',
  },
  retry: 'Retry',
  details: 'Details',
  title: 'Title',
  director: 'Director',
  language: 'Language',
  year: 'Year',
  description: 'Description',
  tags: 'Tags (comma-separated)',
  cast: 'Cast (comma-separated)',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Saved.',
  poster: 'Poster',
  replacePoster: 'Replace poster',
  uploadingPoster: (percent: number) => `Uploading poster… ${percent}%`,
  lists: 'Lists',
  publish: 'Publish',
  unpublish: 'Unpublish',
  publishedNote: 'Viewers can find and watch this series.',
  unpublishedNote: 'Hidden from viewers: only editors see it here.',
  episodes: 'Episodes',
  noEpisodes: 'No episodes: add one below.',
  removeEpisode: 'Remove',
  confirmRemoveEpisode: (n: number) => `Remove episode ${n} and its files?`,
  addEpisodes: 'Add episodes',
  addEpisodesHint:
    'MP4, WebM or MOV. The number comes from the file name, else the next free number.',
  uploadingEpisode: (n: number, percent: number) => `Uploading episode ${n}… ${percent}%`,
  addingEpisodes: 'Adding episodes…',
  dangerZone: 'Delete series',
  deleteSeries: 'Delete series',
  confirmDeleteSeries: (title: string) =>
    `Delete “${title}”, its episodes and every stored file? This cannot be undone.`,
  confirm: 'Yes, delete',
  cancel: 'Cancel',
  deleted: (title: string) => `“${title}” was deleted.`,
  failedAction: (detail: string) => `That did not work: ${detail}`,
  episodeNumber: 'Episode number',
  numberTaken: (n: number) => `Episode ${n} already exists: choose another number`,
  numberRepeated: (n: number) => `Episode ${n} is chosen twice`,
  chooseVideos: 'Choose videos',
  addChosen: (n: number) => (n === 1 ? 'Upload and add 1 episode' : `Upload and add ${n} episodes`),
  clearChosen: 'Clear',
  updated: (date: string) => `Updated ${date}`,
  pendingNote: 'Transcoding: this page updates by itself.',
});

const transcodeSchema = z.object({
  state: z.enum(TRANSCODE_STATES),
  /** 0–100: 0 while queued, the job's progress while transcoding, 100 once ready. */
  percent: z.number().int().min(0).max(100),
  /** Why it failed; null otherwise. */
  error: z.string().nullable(),
});
export type TranscodeStatus = z.infer<typeof transcodeSchema>;

export const studioEpisodeStateSchema = z.object({
  episodeId: z.string(),
  episodeNumber: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  duration: z.number().nonnegative(),
  isLocked: z.boolean(),
  /** The HLS master once ready, the original before; '' when the video is gone. */
  videoUrl: z.string(),
  /** The uploaded thumbnail, else the transcode's poster frame, else ''. */
  thumbnail: z.string(),
  transcode: transcodeSchema,
});
export type StudioEpisodeState = z.infer<typeof studioEpisodeStateSchema>;

/** Episodes by state; `pending` counts queued and transcoding, which the page waits on. */
export const transcodeSummarySchema = z.object({
  episodes: z.number().int().nonnegative(),
  queued: z.number().int().nonnegative(),
  transcoding: z.number().int().nonnegative(),
  ready: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
});
export type TranscodeSummary = z.infer<typeof transcodeSummarySchema>;

/** A series as the studio sees it: published or not, with every episode's transcode. */
export const studioSeriesSchema = seriesSchema
  .pick({
    id: true,
    title: true,
    director: true,
    language: true,
    year: true,
    description: true,
    cast: true,
    genre: true,
    listMembership: true,
  })
  .extend({
    free_episodes: z.number().int().nonnegative().nullable(),
    coin_price_per_episode: z.number().int().positive().nullable(),
    ai_disclosure: z.enum(AI_DISCLOSURES),
    release_status: z.enum(RELEASE_STATUSES),
    release_weekday: z.number().int().min(0).max(6).nullable(),
    next_release_date: z.string().nullable(),
    final_episode_count: z.number().int().positive().nullable(),
  })
  .extend({
    /** Free tags (list membership is `listMembership`), without the catalogue's `list:` markers. */
    tags: z.array(z.string()),
    /** The poster's URL; '' when it has none. */
    poster: z.string(),
    published: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    episodes: z.array(studioEpisodeStateSchema),
    summary: transcodeSummarySchema,
    /** Title and description per locale (docs/product/i18n.md#series-in-the-viewers-language). */
    translations: seriesTranslationsSchema,
  });
export type StudioSeries = z.infer<typeof studioSeriesSchema>;

/** GET /api/studio/series: newest first, with the states summed over every series. */
export const studioSeriesListResponseSchema = envelope(
  z.object({ series: z.array(studioSeriesSchema), summary: transcodeSummarySchema }),
);
export type StudioSeriesListResponse = z.infer<typeof studioSeriesListResponseSchema>;

/** One series after a read or a change. */
export const studioSeriesResponseSchema = envelope(studioSeriesSchema);
export type StudioSeriesResponse = z.infer<typeof studioSeriesResponseSchema>;

// the rules of a publish, field by field: an edit is held to the same ones
const seriesFields = uploadSeriesBodySchema.shape;

/** PATCH /api/studio/series/:id: only the fields given change. */
export const updateStudioSeriesBodySchema = z
  .object({
    title: seriesFields.title.optional(),
    director: seriesFields.director.optional(),
    language: seriesFields.language.optional(),
    year: seriesFields.year.optional(),
    description: seriesFields.description.unwrap().unwrap().optional(),
    tags: seriesFields.tags.unwrap().unwrap().optional(),
    cast: seriesFields.cast.unwrap().unwrap().optional(),
    /** A poster presign's `publicUrl` or `s3Key`; checked as a publish checks it. */
    poster: seriesFields.thumbnail.optional(),
    listMembership: seriesFields.listMembership.unwrap().unwrap().optional(),
    /** false unpublishes (hidden from viewers), true publishes again. */
    published: z.boolean().optional(),
    /**
     * Pricing (docs/product/wallet.md#fair-unlocks): null free_episodes makes every episode
     * free again; at most the series' episode count (checked by the server).
     */
    free_episodes: z.number().int().min(0).max(100_000).nullable().optional(),
    coin_price_per_episode: z
      .number()
      .int()
      .min(EPISODE_PRICE.min, STUDIO_PRICING_TEXTS.priceRange)
      .max(EPISODE_PRICE.max, STUDIO_PRICING_TEXTS.priceRange)
      .nullable()
      .optional(),
    ai_disclosure: z.enum(AI_DISCLOSURES).optional(),
    /** Whether episodes are still coming, and when (docs/product/catalogue.md#series-transparency). */
    release_status: z.enum(RELEASE_STATUSES).optional(),
    /** 0 (Sunday) to 6; null for none. */
    release_weekday: z.number().int().min(0).max(6).nullable().optional(),
    next_release_date: calendarDateSchema.nullable().optional(),
    /** At least the series' episodes (checked by the server); null when not known. */
    final_episode_count: z.number().int().min(1).max(100_000).nullable().optional(),
    /** Each locale given is set, or removed with null; the others stay. */
    translations: seriesTranslationsPatchSchema.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: STUDIO_SERIES_TEXTS.nothingToChange,
  });
export type UpdateStudioSeriesBody = z.input<typeof updateStudioSeriesBodySchema>;

/** POST /api/studio/series/:id/episodes: episodes as a publish takes them, at free numbers. */
export const addStudioEpisodesBodySchema = z.object({ episodes: seriesFields.episodes }).strict();
export type AddStudioEpisodesBody = z.input<typeof addStudioEpisodesBodySchema>;

export const studioEpisodeParamsSchema = z
  .object({ id: seriesIdSchema, number: episodeNumberParamSchema })
  .strict();

/** DELETE /api/studio/series/:id: the rows are gone; the files go right after. */
export const deleteStudioSeriesResponseSchema = envelope(z.object({ id: seriesIdSchema }));
export type DeleteStudioSeriesResponse = z.infer<typeof deleteStudioSeriesResponseSchema>;
