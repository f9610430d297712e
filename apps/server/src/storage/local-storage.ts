import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { removeStaleFiles } from '../lib/stale-files';
import {
  READ_HIGH_WATER_MARK,
  clampRange,
  entriesOf,
  isMissing,
  syncDirectory,
  syncFile,
  toStoredObject,
  walkFiles,
} from './local-files';
import { LocalMultipartUploads } from './local-multipart';
import { LocalServing } from './local-serving';
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

// temporary files live under the root (same filesystem, so rename is atomic) in a dot directory
// that no valid key can name
const TEMP_DIR = '.tmp';
/** Files under DATA_DIR/files. Every write is temp file + fsync + rename. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly publicBaseUrl: string;
  private readonly uploadSecret: string | undefined;
  private readonly uploadUrl: string;
  /** The media route's fast path: small files in memory, forgotten by every write here. */
  private readonly serving: LocalServing;
  /** Resumable uploads: parts under `{root}/.multipart/`, received by the part receiver route. */
  readonly multipart: LocalMultipartUploads;

  constructor(options: LocalStorageOptions) {
    this.root = path.resolve(options.root);
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.uploadSecret = options.uploadSecret;
    this.uploadUrl = options.uploadUrl ?? '/api/storage/upload';
    this.serving = new LocalServing(this.root, options.memoryCacheBytes);
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
    this.serving.forget(target);
  }

  /**
   * Puts `file` at `target` unless something is there already: link(2) is atomic and never
   * replaces (rename would). Across filesystems (`.tmp` on a mount of its own), a copy beside the
   * target is linked instead.
   */
  private async placeNew(file: string, target: string, key: string): Promise<void> {
    this.serving.forget(target);
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
    this.serving.forget(target);
    // an upload answered 204, or a publish's copy of it, is on the disk under its key
    await syncDirectory(path.dirname(target));
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

  /** The media route's fast path (local-serving.ts). */
  openForServing(key: string): Promise<ServableObject | null> {
    return this.serving.open(key, this.pathOf(key));
  }

  servableFromMemory(key: string): InMemoryObject | undefined {
    return this.serving.fromMemory(key);
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
    this.serving.forget(file);
    await fs.rm(file, { force: true });
    this.serving.forget(file);
  }

  /** S3 semantics: every key that starts with the prefix, e.g. `videos/42/` or `videos/42/720p`. */
  async deletePrefix(prefix: string): Promise<void> {
    const trimmed = prefix.replace(/\/$/, '');
    // an empty prefix would mean "everything": never from here
    const base = this.pathOf(trimmed);
    this.serving.forgetPrefix(base);
    if (prefix.endsWith('/')) {
      await fs.rm(base, { recursive: true, force: true });
      this.serving.forgetPrefix(base);
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
    this.serving.forgetPrefix(base);
  }

  /** Prefix semantics of deletePrefix; dot entries (temporary files, `.tmp`) are skipped. */
  async *list(prefix: string): AsyncIterable<ListedObject> {
    const trimmed = prefix.replace(/\/$/, '');
    const base = this.pathOf(trimmed);
    if (prefix.endsWith('/')) {
      yield* walkFiles(this.root, base);
      return;
    }
    const namePrefix = path.basename(base);
    for (const entry of await entriesOf(path.dirname(base))) {
      if (entry.name.startsWith(namePrefix))
        yield* walkFiles(this.root, path.join(entry.parentPath, entry.name));
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
      this.serving.forget(target);
      await fs.rename(temp, target);
      this.serving.forget(target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }
}
