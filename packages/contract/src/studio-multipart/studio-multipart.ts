import { z } from 'zod';
import { STUDIO_UPLOADS } from '../studio/constants';
import { presignBodySchema, STUDIO_TEXTS } from '../studio/studio';
import { defineTexts } from '../common/texts';

/**
 * Resumable uploads of large videos (docs/product/studio.md#resumable-uploads): S3 multipart
 * semantics on both storage drivers. Start, sign part URLs, PUT each part to its URL, list the
 * finished parts (what a resume asks), complete or abort.
 */

/** The most parts S3 lets one upload have. */
export const MULTIPART_MAX_PARTS = 10_000;

export const MULTIPART_TEXTS = /* @__PURE__ */ defineTexts('multipart', {
  noSuchUpload: 'This upload was not found: it was completed, aborted or has expired',
  partOutOfRange: (part: number, count: number) =>
    `Part ${part} is outside this upload (parts 1 to ${count})`,
  sizeChanged: 'The file size differs from the one this upload was started with',
  partsNotInOrder: 'The parts must be numbered 1, 2, 3… without gaps or repeats',
  partMismatch: (part: number) =>
    `Part ${part} was not uploaded, or its ETag differs from the uploaded part`,
  /** The browser's, when the server lists fewer parts than it sent: a retry sends the rest. */
  partsMissing: 'Some parts of the file did not arrive; try again to send them',
});

const invalid = STUDIO_TEXTS.invalidUploadParameters;

/** A presign's body for a video, with its size: the parts are cut from it. */
export const multipartStartBodySchema = presignBodySchema.extend({
  fileType: z.literal('video', { error: invalid }),
  fileSize: z.number({ error: invalid }).int().positive(invalid),
});
export type MultipartStartBody = z.input<typeof multipartStartBodySchema>;

export const multipartStartResponseSchema = z.object({
  uploadId: z.string(),
  /** The storage key; publishing takes it or `publicUrl`, as a presign's. */
  s3Key: z.string(),
  publicUrl: z.string(),
  /** Bytes of every part but the last. */
  partSize: z.number().int().positive(),
  partCount: z.number().int().positive(),
});
export type MultipartStartResponse = z.infer<typeof multipartStartResponseSchema>;

// S3's upload ids are opaque printable text; the local driver's are 32 hex digits
const uploadIdSchema = z
  .string({ error: invalid })
  .min(1, invalid)
  .max(1024, invalid)
  .regex(/^[\x21-\x7e]+$/, invalid);
const partNumberSchema = z.number().int().min(1).max(MULTIPART_MAX_PARTS);

/** Which upload: its key (a start's `s3Key` or `publicUrl`) and id. Also the list and abort query. */
export const multipartUploadQuerySchema = z
  .object({
    s3Key: z.string({ error: invalid }).min(1, invalid).max(1000, invalid),
    uploadId: uploadIdSchema,
  })
  .strict();
export type MultipartUploadRef = z.input<typeof multipartUploadQuerySchema>;

export const multipartSignBodySchema = multipartUploadQuerySchema.extend({
  /** The file's size, as at the start: each URL accepts exactly its part's bytes. */
  fileSize: z.number({ error: invalid }).int().positive(invalid),
  partNumbers: z.array(partNumberSchema).min(1).max(STUDIO_UPLOADS.multipartSignBatch),
});
export type MultipartSignBody = z.input<typeof multipartSignBodySchema>;

export const multipartSignResponseSchema = z.object({
  parts: z.array(
    z.object({
      partNumber: z.number().int(),
      /** PUT the part's bytes here, with no other header needed; the answer's ETag names it. */
      url: z.string(),
      /** The bytes this URL accepts: `file.slice((partNumber - 1) * partSize)` of this length. */
      size: z.number().int().nonnegative(),
    }),
  ),
  /** When the URLs stop working (ISO 8601): sign again after. */
  expiresAt: z.string(),
});
export type MultipartSignResponse = z.infer<typeof multipartSignResponseSchema>;

export const multipartPartSchema = z.object({
  partNumber: z.number().int(),
  size: z.number().int().nonnegative(),
  etag: z.string(),
});
export type MultipartPart = z.infer<typeof multipartPartSchema>;

/** The finished parts, by number: a resume sends only the others. */
export const multipartPartsResponseSchema = z.object({ parts: z.array(multipartPartSchema) });
export type MultipartPartsResponse = z.infer<typeof multipartPartsResponseSchema>;

export const multipartCompleteBodySchema = multipartUploadQuerySchema.extend({
  parts: z
    .array(z.object({ partNumber: partNumberSchema, etag: z.string().min(1).max(200) }))
    .min(1)
    .max(MULTIPART_MAX_PARTS),
});
export type MultipartCompleteBody = z.input<typeof multipartCompleteBodySchema>;

export const multipartCompleteResponseSchema = z.object({
  publicUrl: z.string(),
  s3Key: z.string(),
});
export type MultipartCompleteResponse = z.infer<typeof multipartCompleteResponseSchema>;

export const multipartAbortResponseSchema = z.object({ aborted: z.literal(true) });

/** The local driver's part receiver: `PUT {uploadId}/{partNumber}?size&expires&signature`. */
export const multipartPartParamsSchema = z
  .object({
    uploadId: z.string().regex(/^[0-9a-f]{32}$/, 'Invalid upload id'),
    partNumber: z.coerce.number().int().min(1).max(MULTIPART_MAX_PARTS),
  })
  .strict();

export const multipartPartQuerySchema = z
  .object({
    size: z.coerce.number().int().nonnegative(),
    expires: z.coerce.number().int().positive(),
    signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid signature'),
  })
  .strict();
