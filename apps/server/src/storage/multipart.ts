/**
 * Resumable uploads with S3's multipart semantics, on either driver
 * (docs/product/studio.md#resumable-uploads): the S3 driver calls S3, the local driver keeps the
 * parts in a directory of its own until they are assembled.
 */

/** A finished part, as ListParts names it. */
export type UploadedPart = { partNumber: number; size: number; etag: string };

export type CreateMultipartOptions = {
  key: string;
  contentType: string;
  /** Bytes of every part but the last, and the whole file's: the local driver caps parts by them. */
  partSize: number;
  fileSize: number;
};

export type PartUrlOptions = {
  key: string;
  uploadId: string;
  partNumber: number;
  /** The part's exact length: the signed URL accepts no other. */
  size: number;
  expiresSeconds: number;
};

export const MultipartFailure = {
  /** No such upload, or not for this key: completed, aborted or never started (404). */
  noSuchUpload: 'noSuchUpload',
  /** A listed part is missing or its ETag differs (400). */
  invalidPart: 'invalidPart',
  /** A part but the last is smaller than storage accepts (400). */
  partTooSmall: 'partTooSmall',
  /** A part's body is longer than its URL allows (413). */
  partTooLarge: 'partTooLarge',
} as const;
export type MultipartFailure = (typeof MultipartFailure)[keyof typeof MultipartFailure];

/** Storage's refusal of a multipart call; the service answers it with a 4xx. */
export class MultipartUploadError extends Error {
  constructor(
    readonly reason: MultipartFailure,
    message: string,
    readonly partNumber?: number,
  ) {
    super(message);
    this.name = 'MultipartUploadError';
  }
}

/** `Storage.multipart`: what both drivers do for a resumable upload. */
export interface MultipartUploads {
  /** Starts an upload to `key`; answers its id. */
  create(options: CreateMultipartOptions): Promise<string>;
  /** A URL the browser PUTs one part to, with no other credential. */
  partUrl(options: PartUrlOptions): Promise<string>;
  /** The finished parts in part order; throws `noSuchUpload` for an unknown upload. */
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  /** Assembles the listed parts into `key` and forgets the upload. */
  complete(
    key: string,
    uploadId: string,
    parts: readonly { partNumber: number; etag: string }[],
  ): Promise<void>;
  /** Removes the upload and its parts; an unknown upload is no error. */
  abort(key: string, uploadId: string): Promise<void>;
  /**
   * Aborts every upload under `prefix` begun (S3) or last sent a part (local) before `before`:
   * what an abandoned or crashed upload left. Answers how many went.
   */
  abortStale(prefix: string, before: Date): Promise<number>;
}

/** S3 compares ETags without their quotes. */
export const sameEtag = (a: string, b: string): boolean =>
  a.replace(/"/g, '') === b.replace(/"/g, '');

/** The size of part `partNumber` (from 1) of a file cut into `partSize` pieces; 0 past its end. */
export const expectedPartSize = (
  upload: { partSize: number; fileSize: number },
  partNumber: number,
): number =>
  Math.max(0, Math.min(upload.partSize, upload.fileSize - (partNumber - 1) * upload.partSize));
