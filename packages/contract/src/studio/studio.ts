import { z } from 'zod';
import { LANGUAGES, STUDIO_UPLOADS, UPLOADS } from './constants';
import { envelope } from '../common/envelope';
import { seriesIdSchema } from '../common/ids';
import { listNameSchema } from '../catalogue/lists';
import { defineTexts } from '../common/texts';

/** The studio's upload items (docs/product/studio.md#upload-queue). */
export const UPLOAD_FILE_TYPES = ['video', 'thumbnail', 'poster'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

const MIB = 1024 * 1024;

/**
 * Sizes in upload messages: megabytes of 1024 × 1024 bytes, whole when exact (`500 MB`), else
 * with two decimals (`500.01 MB`).
 */
export const formatFileSize = (bytes: number): string =>
  bytes % MIB === 0 ? `${bytes / MIB} MB` : `${(bytes / MIB).toFixed(2)} MB`;

/** The studio's texts (docs/product/studio.md): the server's answers, shown as they are. */
export const STUDIO_TEXTS = /* @__PURE__ */ defineTexts('studio', {
  invalidUploadParameters: 'Invalid upload parameters',
  invalidImage: 'Please upload a valid image file (JPEG, PNG, or WebP)',
  unsupportedVideo: 'Unsupported video format. Please use MP4, WebM, or MOV files.',
  /** Sizes as formatFileSize writes them: a translation shows them as they come. */
  fileTooLarge: (size: string, limit: string) => `File size (${size}) exceeds limit (${limit})`,
  titleRequired: 'Title is required',
  directorRequired: 'Director is required',
  posterRequired: 'Series poster is required',
  videoRequired: 'At least one episode video is required',
  invalidSeriesId: 'Invalid series id: use letters, digits and dashes',
  seriesExists: (id: string) => `A series with the id "${id}" already exists`,
  duplicateEpisode: (n: number) => `Episode ${n} appears more than once`,
  notAnUpload: (ref: string) => `Not a file uploaded to this server: ${ref}`,
  uploadMissing: (ref: string) => `The uploaded file was not found: ${ref}`,
  notAnImage: (ref: string) => `${ref} is not a JPEG, PNG or WebP image matching its name`,
  notAVideo: (ref: string, reason: string) => `${ref} is not a playable video (${reason})`,
  tooManyChecks: 'Too many uploads are being checked right now. Try again in a minute.',
  storageUnavailable: 'File storage is not available',
});

// the client's own fields may be null where it has nothing to say
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/**
 * POST /api/content/presigned-url. `seriesId` may be any text: the server keys uploads by its
 * slug (docs/product/studio.md#presigned-uploads). Without `contentType`, a video is an MP4 and
 * an image any of JPEG, PNG or WebP, as its bytes say.
 */
export const presignBodySchema = z.object({
  fileType: z.enum(UPLOAD_FILE_TYPES, { error: STUDIO_TEXTS.invalidUploadParameters }),
  seriesId: z
    .string({ error: STUDIO_TEXTS.invalidUploadParameters })
    .trim()
    .min(1, STUDIO_TEXTS.invalidUploadParameters)
    .max(200, STUDIO_TEXTS.invalidUploadParameters),
  episodeNumber: optional(z.number().int().min(0).max(100_000)),
  seriesTitle: optional(z.string().max(500)),
  contentType: optional(z.string().max(200)),
  fileSize: optional(z.number().int().nonnegative()),
});
export type PresignBody = z.input<typeof presignBodySchema>;

export const presignResponseSchema = envelope(
  z.object({
    /** Where the browser POSTs the form: `fields` first, then the file in a field `file`. */
    uploadUrl: z.string(),
    fields: z.record(z.string(), z.string()),
    /** Where the file is served from once uploaded. */
    publicUrl: z.string(),
    /** The storage key; publishing takes it or `publicUrl`. */
    s3Key: z.string(),
  }),
);
export type PresignResponse = z.infer<typeof presignResponseSchema>;

/** GET /api/content/s3-status: `error` and `solution` are null when storage is available. */
export const storageStatusResponseSchema = z.object({
  available: z.boolean(),
  error: z.string().nullable(),
  solution: z.string().nullable(),
});
export type StorageStatus = z.infer<typeof storageStatusResponseSchema>;

/** POST /api/debug/upload-check: the presign's body. */
export const uploadCheckBodySchema = presignBodySchema;

/** What a presign of the same body would do; nothing is signed. */
export const uploadCheckResponseSchema = z.object({
  success: z.literal(true),
  debug: z.object({
    fileType: z.enum(UPLOAD_FILE_TYPES),
    /** The slug uploads are keyed by; null when the id has none. */
    seriesId: z.string().nullable(),
    /** A key such a presign would make (its random part differs each time). */
    exampleKey: z.string().nullable(),
    contentType: z.string(),
    contentTypeAllowed: z.boolean(),
    allowedContentTypes: z.array(z.string()),
    maxBytes: z.number().int(),
    fileSize: z.number().int().nullable(),
    /** Null when no size was declared. */
    withinLimit: z.boolean().nullable(),
    /** What the presign would refuse with, first first; empty when it would sign. */
    problems: z.array(z.string()),
    wouldSign: z.boolean(),
    storage: z.object({
      kind: z.enum(['local', 's3']),
      available: z.boolean(),
      error: z.string().nullable(),
      solution: z.string().nullable(),
    }),
  }),
});
export type UploadCheckResponse = z.infer<typeof uploadCheckResponseSchema>;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** One episode of a publish; `episodeId` is the client's and is not kept (the server makes one). */
export const studioEpisodeSchema = z.object({
  episodeId: optional(z.string().max(200)),
  episodeNumber: z.number().int().min(1).max(100_000),
  title: optional(z.string().trim().max(200)),
  description: optional(z.string().max(5000)),
  /** Seconds; the server measures the video and keeps its own figure. */
  duration: optional(z.number().nonnegative()),
  /** A presign's `publicUrl` or `s3Key`. */
  videoUrl: requiredText(STUDIO_TEXTS.videoRequired, 1000),
  /** An image presign's `publicUrl` or `s3Key`. */
  thumbnail: optional(z.string().trim().max(1000)),
  isLocked: optional(z.boolean()),
});

/** POST /api/content/upload-series (docs/product/studio.md#publishing). */
export const uploadSeriesBodySchema = z.object({
  /** Slugged by the server; a new series gets the title's slug and a random suffix. */
  id: optional(z.string().trim().max(200)),
  title: requiredText(STUDIO_TEXTS.titleRequired, 200),
  director: requiredText(STUDIO_TEXTS.directorRequired, 200),
  language: z.enum(LANGUAGES),
  year: z.number().int().min(UPLOADS.yearMin).max(UPLOADS.yearMax),
  description: optional(z.string().max(5000)),
  tags: optional(z.array(z.string().max(60)).max(50)),
  cast: optional(z.array(z.string().max(120)).max(50)),
  /** The poster presign's `publicUrl` or `s3Key`. */
  thumbnail: requiredText(STUDIO_TEXTS.posterRequired, 1000),
  episodes: z
    .array(studioEpisodeSchema, { error: STUDIO_TEXTS.videoRequired })
    .min(1, STUDIO_TEXTS.videoRequired)
    .max(STUDIO_UPLOADS.maxEpisodes),
  listMembership: optional(z.array(listNameSchema).max(20)),
});
export type UploadSeriesBody = z.input<typeof uploadSeriesBodySchema>;

export const uploadSeriesResponseSchema = envelope(
  z.object({ seriesId: seriesIdSchema, id: seriesIdSchema }),
);
export type UploadSeriesResponse = z.infer<typeof uploadSeriesResponseSchema>;
