import type { Readable } from 'node:stream';

export type StoredObject = {
  size: number;
  contentType: string;
  etag: string | undefined;
  lastModified: Date | undefined;
};

/** Inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type PutOptions = {
  contentType: string;
  /** e.g. `public, max-age=31536000, immutable` for HLS segments. */
  cacheControl?: string;
};

export type PresignedPost = {
  /** Where the browser POSTs the multipart form. */
  url: string;
  fields: Record<string, string>;
};

export type PresignOptions = {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
};

export type StorageHealth = { available: boolean; error?: string; solution?: string };

/**
 * Where files live: local disk under DATA_DIR or an S3-compatible bucket (DESIGN §2 "files").
 * Keys are server-generated, relative and slash-separated; a key that leaves the root throws
 * `InvalidStorageKeyError`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  putFile(key: string, filePath: string, options: PutOptions): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** Streams the object (or a byte range of it). Resolves null when it does not exist. */
  read(key: string, range?: ByteRange): Promise<{ stream: Readable; object: StoredObject } | null>;
  /** Copies the object to a local file (for ffmpeg). */
  download(key: string, destinationPath: string): Promise<void>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** The URL a browser fetches the object from. */
  publicUrl(key: string): string;
  createPresignedPost(options: PresignOptions): Promise<PresignedPost>;
  check(): Promise<StorageHealth>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key).slice(0, 120)}`);
    this.name = 'InvalidStorageKeyError';
  }
}
