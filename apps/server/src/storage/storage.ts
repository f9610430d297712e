import type { Readable } from 'node:stream';
import type { MultipartUploads } from './multipart';

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

/** One object as a listing names it. */
export type ListedObject = { key: string; size: number; lastModified: Date };

/** An object looked up once for serving: its metadata, and its bytes on demand. */
/** A stored file's metadata and all of its bytes, held in memory. */
export type InMemoryObject = { object: StoredObject; data: Buffer };

export type ServableObject = {
  object: StoredObject;
  /** The bytes of a satisfiable range: from memory for a small file, else streamed. */
  body(range: ByteRange): Promise<Buffer | Readable>;
};

/**
 * Where files live: local disk under DATA_DIR or an S3-compatible bucket. I/O only: HTTP lives
 * in modules/media-delivery. Keys are server-generated, relative and slash-separated; a key that
 * leaves the root throws `InvalidStorageKeyError`. The optional members are what only one driver
 * can do well; callers fall back to the required ones without them.
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
  /**
   * A copy of the object under a new key, with `options`' content type, modified now: what no
   * later write to `sourceKey` can change (docs/decisions.md#uploads-and-media). Throws
   * `StorageObjectNotFoundError` when the source is missing.
   */
  copy(sourceKey: string, targetKey: string, options: PutOptions): Promise<void>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` (S3 semantics, as in deletePrefix), a page at a
   * time, in no promised order; a driver's temporary files are never listed.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** The URL a browser fetches the object from. */
  publicUrl(key: string): string;
  createPresignedPost(options: PresignOptions): Promise<PresignedPost>;
  check(): Promise<StorageHealth>;
  /** One look-up that serves the bytes too (local disk: one stat, small files from memory). */
  openForServing?(key: string): Promise<ServableObject | null>;
  /** A file `openForServing` recently served from memory, synchronously; undefined otherwise. */
  servableFromMemory?(key: string): InMemoryObject | undefined;
  /** A fresh path for a temporary file on the storage's own filesystem, for `adoptFile`. */
  createTempPath?(): Promise<string>;
  /**
   * Moves a finished temporary file into place without copying it; the source is gone after. A
   * key is written once: when it exists, `StorageObjectExistsError` and nothing changes.
   */
  adoptFile?(key: string, filePath: string): Promise<void>;
  /**
   * Removes the driver's temporary files last written before `before`: what a crash in the
   * middle of an upload left behind (the upload janitor's, once a day old).
   */
  removeTemporaryFiles?(before: Date): Promise<number>;
  /** Resumable uploads in parts, S3's multipart semantics (docs/product/studio.md#resumable-uploads). */
  readonly multipart?: MultipartUploads;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key).slice(0, 120)}`);
    this.name = 'InvalidStorageKeyError';
  }
}
