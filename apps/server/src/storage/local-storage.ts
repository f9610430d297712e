import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { removeStaleFiles } from '../lib/stale-files';
import { contentTypeFor, isImmutableKey } from './content-types';
import { SmallFileCache } from './small-file-cache';
import { LocalMultipartUploads } from './local-multipart';
import { StorageObjectExistsError } from './object-exists-error';
import { StorageObjectNotFoundError } from './object-not-found-error';
import { assertSafeKey, safeJoin } from './storage-keys';
import type {
  ByteRange,
  InMemoryObject,
  ListedObject,
  PresignOptions,
  PresignedPost,
  PutOptions,
  ServableObject,
  Storage,
  StorageHealth,
  StoredObject,
} from './storage';
import {
  SIGNATURE_FIELD,
  signUploadPolicy,
  verifyUploadPolicy,
  type UploadGrant,
} from './upload-policy';

export type LocalStorageOptions = {
  root: string;
  /** Prefix of public URLs, e.g. `/media` (served by the media route). */
  publicBaseUrl: string;
  /** Signs emulated presigned POSTs; without it createPresignedPost throws. */
  uploadSecret?: string;
  /** Where the browser POSTs the form (the upload route). */
  uploadUrl?: string;
  /** Memory for recently served small files (the media route's fast path); 0 turns it off. */
  memoryCacheBytes?: number;
};

// fewer, larger reads: segments are 100 KB – 2 MB and a 64 KB default means many syscalls each
const READ_HIGH_WATER_MARK = 512 * 1024;
const DEFAULT_MEMORY_CACHE_BYTES = 64 * 1024 * 1024;
// HLS segments and posters; whole renditions and source videos stream from disk
const MAX_CACHED_FILE_BYTES = 1024 * 1024;
// temporary files live under the root (same filesystem, so rename is atomic) in a dot directory
// that no valid key can name
const TEMP_DIR = '.tmp';
// how long an immutable file held in memory is served without a fresh stat: this process's own
// writes and deletes forget it at once; the worker's (another process) show within this time
const RECENT_STAT_MS = 1000;
const MAX_RECENT_STATS = 16_384;

const isMissing = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** A strong validator without hashing: the same file keeps its size and mtime. */
const etagOf = (stats: Stats): string =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** atomic writes replace the inode, so inode + size + mtime tell a rewritten file apart */
const validatorOf = (stats: Stats): string => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

const toStoredObject = (key: string, stats: Stats): StoredObject => ({
  size: stats.size,
  contentType: contentTypeFor(key),
  etag: etagOf(stats),
  lastModified: stats.mtime,
});

/** Files under DATA_DIR/files. Every write is temp file + fsync + rename. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly publicBaseUrl: string;
  private readonly uploadSecret: string | undefined;
  private readonly uploadUrl: string;
  private readonly cache: SmallFileCache;
  /**
   * Stats of immutable files whose bytes are in `cache`, by key (keys are canonical, one per
   * file): served without a stat, and without resolving the path again.
   */
  private readonly recentStats = new Map<
    string,
    { file: string; object: StoredObject; validator: string; until: number }
  >();
  /** Bumped by every write and delete: a stat taken before one is not remembered. */
  private writes = 0;
  /** Resumable uploads: parts under `{root}/.multipart/`, received by the part receiver route. */
  readonly multipart: LocalMultipartUploads;

  constructor(options: LocalStorageOptions) {
    this.root = path.resolve(options.root);
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.uploadSecret = options.uploadSecret;
    this.uploadUrl = options.uploadUrl ?? '/api/storage/upload';
    this.cache = new SmallFileCache(
      options.memoryCacheBytes ?? DEFAULT_MEMORY_CACHE_BYTES,
      MAX_CACHED_FILE_BYTES,
    );
    this.multipart = new LocalMultipartUploads({
      root: this.root,
      secret: options.uploadSecret,
      createTempPath: () => this.createTempPath(),
      adoptFile: (key, filePath) => this.adoptFile(key, filePath),
    });
  }

  /** Absolute path of a key; throws InvalidStorageKeyError for one that leaves the root. */
  pathOf(key: string): string {
    return safeJoin(this.root, key);
  }

  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await this.writeAtomically(target, async (temp) => {
      if (Buffer.isBuffer(body)) {
        await fs.writeFile(temp, body, { flag: 'wx', flush: true });
      } else {
        const out = createWriteStream(temp, { flags: 'wx', flush: true });
        try {
          await pipeline(body, out);
        } catch (error) {
          // the file may still be opening: wait, or it appears after the temp file's cleanup
          if (!out.closed) await once(out, 'close').catch(() => undefined);
          throw error;
        }
      }
    });
  }

  async putFile(key: string, filePath: string, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await this.writeAtomically(target, async (temp) => {
      await fs.copyFile(filePath, temp, fs.constants.COPYFILE_EXCL);
      await syncFile(temp);
    });
  }

  /**
   * Moves a finished file (from `createTempPath`) into place without copying it: uploads of
   * hundreds of MB are linked, not rewritten. The source is gone afterwards. A key that exists
   * is kept as it is (`StorageObjectExistsError`): an upload's key is written once.
   */
  async adoptFile(key: string, filePath: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await this.placeNew(filePath, target, key);
    } finally {
      await fs.rm(filePath, { force: true });
    }
  }

  /**
   * Stored files are never changed in place (every write puts a new file at the key), so a hard
   * link is a copy: instant, and what a later write to the source leaves as it was. Touched, as
   * S3's copy is new: the upload janitor's grace counts from the copy.
   */
  async copy(sourceKey: string, targetKey: string, _options: PutOptions): Promise<void> {
    const source = this.pathOf(sourceKey);
    const target = this.pathOf(targetKey);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await this.placeNew(source, target, targetKey);
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectNotFoundError(sourceKey);
      throw error;
    }
    const now = new Date();
    await fs.utimes(target, now, now);
    this.forget(target);
  }

  /**
   * Puts `file` at `target` unless something is there already: link(2) is atomic and never
   * replaces (rename would). Across filesystems (`.tmp` on a mount of its own), a copy beside the
   * target is linked instead.
   */
  private async placeNew(file: string, target: string, key: string): Promise<void> {
    this.forget(target);
    try {
      await fs.link(file, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new StorageObjectExistsError(key);
      if (code !== 'EXDEV') throw error;
      const beside = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomUUID()}.tmp`,
      );
      try {
        await fs.copyFile(file, beside, fs.constants.COPYFILE_EXCL);
        await syncFile(beside);
        await fs.link(beside, target).catch((linkError: unknown) => {
          const exists = (linkError as NodeJS.ErrnoException).code === 'EEXIST';
          throw exists ? new StorageObjectExistsError(key) : linkError;
        });
      } finally {
        await fs.rm(beside, { force: true });
      }
    }
    this.forget(target);
  }

  /** A fresh path for a temporary file on the storage's own filesystem. */
  async createTempPath(): Promise<string> {
    const directory = path.join(this.root, TEMP_DIR);
    await fs.mkdir(directory, { recursive: true });
    return path.join(directory, `${randomUUID()}.part`);
  }

  /**
   * The files in `.tmp` last written before `before`: uploads a crash cut off (a live one is
   * younger than the request timeout). Multipart parts are `multipart.abortStale`'s.
   */
  removeTemporaryFiles(before: Date): Promise<number> {
    return removeStaleFiles(path.join(this.root, TEMP_DIR), before);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const stats = await fs.stat(file);
      return stats.isFile() ? toStoredObject(key, stats) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(
    key: string,
    range?: ByteRange,
  ): Promise<{ stream: Readable; object: StoredObject } | null> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // fstat on the open handle: the size matches the bytes this stream will see
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // an explicit end also caps each read buffer at what is left, so small files stay cheap
      const bounds = range
        ? clampRange(range, stats.size)
        : stats.size > 0
          ? { start: 0, end: stats.size - 1 }
          : {};
      const stream = handle.createReadStream({ ...bounds, highWaterMark: READ_HIGH_WATER_MARK });
      return { stream, object: toStoredObject(key, stats) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * The media route's fast path: one stat for headers and conditionals, then the bytes without a
   * second stat — from memory when the file is small and unchanged since it was cached. An
   * immutable file already in memory skips the stat too, for RECENT_STAT_MS after its last one.
   */
  async openForServing(key: string): Promise<ServableObject | null> {
    const held = this.servableFromMemory(key);
    if (held) return { object: held.object, body: async (range) => sliceOf(held.data, range) };
    const file = this.pathOf(key);
    const writesBefore = this.writes;
    let stats: Stats;
    try {
      stats = await fs.stat(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!stats.isFile()) return null;
    const object = toStoredObject(key, stats);
    const validator = validatorOf(stats);
    return {
      object,
      body: async (range) => {
        const body = await this.bodyOf(file, stats, validator, range);
        // only a stat no write or delete in this process overtook, and only with the bytes held
        if (isImmutableKey(key) && this.writes === writesBefore && Buffer.isBuffer(body)) {
          this.remember(key, file, object, validator);
        }
        return body;
      },
    };
  }

  /**
   * An immutable file whose bytes are in memory and whose stat is younger than RECENT_STAT_MS,
   * found by its canonical key without a promise: what the server's front handler answers from.
   */
  servableFromMemory(key: string): InMemoryObject | undefined {
    const recent = this.recentStats.get(key);
    if (!recent) return undefined;
    const data =
      recent.until > Date.now() ? this.cache.get(recent.file, recent.validator) : undefined;
    if (data) return { object: recent.object, data };
    this.recentStats.delete(key);
    return undefined;
  }

  private remember(key: string, file: string, object: StoredObject, validator: string): void {
    this.recentStats.delete(key);
    this.recentStats.set(key, { file, object, validator, until: Date.now() + RECENT_STAT_MS });
    // Map keeps insertion order: the first entries are the oldest
    for (const [oldest] of this.recentStats) {
      if (this.recentStats.size <= MAX_RECENT_STATS) break;
      this.recentStats.delete(oldest);
    }
  }

  private forget(file: string): void {
    this.writes += 1;
    this.recentStats.delete(this.keyOf(file));
  }

  /** The key of a path under the root (the inverse of `pathOf`). */
  private keyOf(file: string): string {
    return path.relative(this.root, file).split(path.sep).join('/');
  }

  /** `base` itself and everything whose path starts with it (deletePrefix's semantics). */
  private forgetPrefix(base: string): void {
    this.writes += 1;
    const prefix = this.keyOf(base);
    for (const key of this.recentStats.keys()) {
      if (key.startsWith(prefix)) this.recentStats.delete(key);
    }
  }

  private async bodyOf(
    file: string,
    stats: Stats,
    validator: string,
    range: ByteRange,
  ): Promise<Buffer | Readable> {
    if (this.cache.accepts(stats.size)) {
      let data = this.cache.get(file, validator);
      if (!data) {
        data = await fs.readFile(file);
        // replaced between the stat and the read: serve it, but don't cache it under the old stat
        if (data.length === stats.size) this.cache.set(file, validator, data);
      }
      if (data.length === stats.size) return sliceOf(data, range);
    }
    return createReadStream(file, {
      start: range.start,
      end: range.end,
      highWaterMark: READ_HIGH_WATER_MARK,
    });
  }

  async download(key: string, destinationPath: string): Promise<void> {
    const source = this.pathOf(key);
    try {
      await fs.copyFile(source, destinationPath);
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    this.forget(file);
    await fs.rm(file, { force: true });
    this.forget(file);
  }

  /** S3 semantics: every key that starts with the prefix, e.g. `videos/42/` or `videos/42/720p`. */
  async deletePrefix(prefix: string): Promise<void> {
    const trimmed = prefix.replace(/\/$/, '');
    // an empty prefix would mean "everything": never from here
    const base = this.pathOf(trimmed);
    this.forgetPrefix(base);
    if (prefix.endsWith('/')) {
      await fs.rm(base, { recursive: true, force: true });
      this.forgetPrefix(base);
      return;
    }
    const directory = path.dirname(base);
    const namePrefix = path.basename(base);
    let names: string[];
    try {
      names = await fs.readdir(directory);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await Promise.all(
      names
        .filter((name) => name.startsWith(namePrefix) && !name.startsWith('.'))
        .map((name) => fs.rm(path.join(directory, name), { recursive: true, force: true })),
    );
    this.forgetPrefix(base);
  }

  /** Prefix semantics of deletePrefix; dot entries (temporary files, `.tmp`) are skipped. */
  async *list(prefix: string): AsyncIterable<ListedObject> {
    const trimmed = prefix.replace(/\/$/, '');
    const base = this.pathOf(trimmed);
    if (prefix.endsWith('/')) {
      yield* this.walk(base);
      return;
    }
    const namePrefix = path.basename(base);
    for (const entry of await this.entriesOf(path.dirname(base))) {
      if (entry.name.startsWith(namePrefix))
        yield* this.walk(path.join(entry.parentPath, entry.name));
    }
  }

  /** The files at or under `file` (a file or a directory), as listed objects. */
  private async *walk(file: string): AsyncIterable<ListedObject> {
    let stats: Stats;
    try {
      stats = await fs.stat(file);
    } catch (error) {
      // deleted while listing: it is simply not there
      if (isMissing(error)) return;
      throw error;
    }
    if (stats.isFile()) {
      const key = path.relative(this.root, file).split(path.sep).join('/');
      yield { key, size: stats.size, lastModified: stats.mtime };
      return;
    }
    if (!stats.isDirectory()) return;
    for (const entry of await this.entriesOf(file)) {
      yield* this.walk(path.join(entry.parentPath, entry.name));
    }
  }

  private async entriesOf(directory: string) {
    try {
      const entries = await fs.readdir(directory, { withFileTypes: true });
      return entries.filter((entry) => !entry.name.startsWith('.'));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.publicBaseUrl}/${key}`;
  }

  async createPresignedPost(options: PresignOptions): Promise<PresignedPost> {
    assertSafeKey(options.key);
    if (!this.uploadSecret)
      throw new Error('LocalStorage needs an uploadSecret to presign uploads');
    const { policy, signature } = signUploadPolicy(
      {
        key: options.key,
        contentType: options.contentType,
        maxBytes: options.maxBytes,
        expiresAt: new Date(Date.now() + options.expiresSeconds * 1000),
      },
      this.uploadSecret,
    );
    return {
      url: this.uploadUrl,
      fields: {
        key: options.key,
        'Content-Type': options.contentType,
        policy,
        [SIGNATURE_FIELD]: signature,
      },
    };
  }

  /** Checks a posted form's policy with this storage's secret (the upload route's first step). */
  verifyUploadPolicy(policy: string | undefined, signature: string | undefined): UploadGrant {
    return verifyUploadPolicy(policy, signature, this.uploadSecret ?? '');
  }

  async check(): Promise<StorageHealth> {
    try {
      const probe = await this.createTempPath();
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe, { force: true });
      return { available: true };
    } catch (error) {
      return {
        available: false,
        error: `Cannot write to ${this.root}: ${(error as Error).message}`,
        solution: 'Check that DATA_DIR exists, has free space and is writable by the server user',
      };
    }
  }

  private async writeAtomically(
    target: string,
    write: (temp: string) => Promise<void>,
  ): Promise<void> {
    const directory = path.dirname(target);
    await fs.mkdir(directory, { recursive: true });
    // same directory as the target: rename never crosses a filesystem, so it is atomic
    const temp = path.join(directory, `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      await write(temp);
      this.forget(target);
      await fs.rename(temp, target);
      this.forget(target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }
}

/** fsync of a file by path: its bytes are on disk before it is linked or renamed into place. */
const syncFile = async (file: string): Promise<void> => {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

const sliceOf = (data: Buffer, range: ByteRange): Buffer =>
  data.subarray(range.start, range.end + 1);

/** Like S3: an end past the object is cut to its last byte; a start past it is unsatisfiable. */
function clampRange({ start, end }: ByteRange, size: number): ByteRange {
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    start > end ||
    start >= size
  ) {
    throw new RangeError(`Byte range ${start}-${end} is outside an object of ${size} bytes`);
  }
  return { start, end: Math.min(end, size - 1) };
}
