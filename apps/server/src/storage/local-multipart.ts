import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildPath, MULTIPART_TEXTS, storageMultipartPartRoute } from '@app/contract';
import { DurableFileSink } from './durable-file-sink';
import { syncDirectory } from './local-files';
import { signPartQuery, verifyPartUrl, type PartGrant } from './multipart-part-url';
import {
  MultipartFailure,
  MultipartUploadError,
  expectedPartSize,
  sameEtag,
  type CreateMultipartOptions,
  type MultipartUploads,
  type PartUrlOptions,
  type UploadedPart,
} from './multipart';
import { StorageObjectExistsError } from './object-exists-error';
import { assertSafeKey } from './storage-keys';

// under the storage root (same filesystem: parts are renamed, the result adopted) in a dot
// directory that no valid key can name and that listings skip
const MULTIPART_DIR = '.multipart';
const MANIFEST = 'upload.json';
// 16 random bytes: an upload id is its own capability, like S3's
const UPLOAD_ID = /^[0-9a-f]{32}$/;
// `{partNumber}.{md5}`: the ETag is S3's (the part's MD5), kept in the name so a listing needs
// no file reads, and a part is written whole by one rename
const PART_FILE = /^(\d+)\.([0-9a-f]{32})$/;
const COPY_CHUNK_BYTES = 1024 * 1024;

type Manifest = {
  key: string;
  contentType: string;
  partSize: number;
  fileSize: number;
  partCount: number;
  createdAt: string;
};

export type LocalMultipartOptions = {
  /** The storage root: uploads live in `{root}/.multipart/{uploadId}/`. */
  root: string;
  /** Signs part URLs; without it `partUrl` throws. */
  secret: string | undefined;
  /** A fresh temporary path on the root's filesystem, and the move of a finished file to a key. */
  createTempPath(): Promise<string>;
  adoptFile(key: string, filePath: string): Promise<void>;
  now?: () => Date;
};

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

const noSuchUpload = () =>
  new MultipartUploadError(MultipartFailure.noSuchUpload, MULTIPART_TEXTS.noSuchUpload);

/**
 * The local driver's multipart uploads (docs/product/studio.md#resumable-uploads): the parts of
 * one upload in a directory keyed by an unguessable id, with the target key recorded so no other
 * key can be completed from them; completion streams them into one file and moves it into place.
 */
export class LocalMultipartUploads implements MultipartUploads {
  private readonly base: string;
  private readonly now: () => Date;

  constructor(private readonly options: LocalMultipartOptions) {
    this.base = path.join(path.resolve(options.root), MULTIPART_DIR);
    this.now = options.now ?? (() => new Date());
  }

  private directoryOf(uploadId: string): string {
    // the id names a directory: only the shape we make ever reaches the filesystem
    if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload();
    return path.join(this.base, uploadId);
  }

  private async manifestOf(uploadId: string): Promise<Manifest> {
    try {
      const text = await fs.readFile(path.join(this.directoryOf(uploadId), MANIFEST), 'utf8');
      return JSON.parse(text) as Manifest;
    } catch (error) {
      if (isMissing(error)) throw noSuchUpload();
      throw error;
    }
  }

  /** The upload's manifest when it is for `key`; otherwise, as S3 answers, no such upload. */
  private async manifestFor(key: string, uploadId: string): Promise<Manifest> {
    const manifest = await this.manifestOf(uploadId);
    if (manifest.key !== key) throw noSuchUpload();
    return manifest;
  }

  async create(options: CreateMultipartOptions): Promise<string> {
    assertSafeKey(options.key);
    const uploadId = randomBytes(16).toString('hex');
    const directory = this.directoryOf(uploadId);
    await fs.mkdir(directory, { recursive: true });
    const manifest: Manifest = {
      key: options.key,
      contentType: options.contentType,
      partSize: options.partSize,
      fileSize: options.fileSize,
      partCount: Math.max(1, Math.ceil(options.fileSize / options.partSize)),
      createdAt: this.now().toISOString(),
    };
    const temp = path.join(directory, `.${MANIFEST}.tmp`);
    await fs.writeFile(temp, JSON.stringify(manifest), { flag: 'wx', flush: true });
    await fs.rename(temp, path.join(directory, MANIFEST));
    // the upload id the answer gives still names an upload after a crash
    await syncDirectory(directory);
    return uploadId;
  }

  async partUrl(options: PartUrlOptions): Promise<string> {
    const manifest = await this.manifestFor(options.key, options.uploadId);
    this.checkPart(manifest, options.partNumber, options.size);
    if (!this.options.secret) throw new Error('Local multipart uploads need an upload secret');
    const grant = {
      uploadId: options.uploadId,
      partNumber: options.partNumber,
      size: options.size,
      expiresAt: new Date(this.now().getTime() + options.expiresSeconds * 1000),
    };
    const receiver = buildPath(storageMultipartPartRoute.path, {
      uploadId: grant.uploadId,
      partNumber: String(grant.partNumber),
    });
    return `${receiver}?${signPartQuery(grant, this.options.secret)}`;
  }

  private checkPart(manifest: Manifest, partNumber: number, size: number): void {
    if (partNumber > manifest.partCount) {
      throw new MultipartUploadError(
        MultipartFailure.invalidPart,
        MULTIPART_TEXTS.partOutOfRange(partNumber, manifest.partCount),
        partNumber,
      );
    }
    if (size !== expectedPartSize(manifest, partNumber)) {
      throw new MultipartUploadError(MultipartFailure.invalidPart, MULTIPART_TEXTS.sizeChanged);
    }
  }

  /** Checks a part URL with this driver's secret (the part receiver's first step). */
  verifyPartUrl(url: Parameters<typeof verifyPartUrl>[0]): PartGrant {
    return verifyPartUrl(url, this.options.secret ?? '', this.now());
  }

  /**
   * Writes one part from a signed URL's grant: streamed to a temporary file while its MD5 is
   * taken, then renamed into place, replacing an earlier copy of the same part. `body` must
   * carry exactly the granted bytes: a longer one is stopped as it arrives.
   */
  async receivePart(grant: PartGrant, body: Readable): Promise<UploadedPart> {
    const manifest = await this.manifestOf(grant.uploadId);
    this.checkPart(manifest, grant.partNumber, grant.size);
    const directory = this.directoryOf(grant.uploadId);
    const temp = path.join(directory, `.${grant.partNumber}.${randomUUID()}.tmp`);
    const md5 = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        // stop a longer body as it arrives, not after it is on disk
        if (size > grant.size) {
          done(
            new MultipartUploadError(
              MultipartFailure.partTooLarge,
              `The part is larger than this URL takes (${grant.size} bytes)`,
              grant.partNumber,
            ),
          );
          return;
        }
        md5.update(chunk);
        done(null, chunk);
      },
    });
    // fsynced before the rename: a part answered with its ETag survives a crash
    const out = new DurableFileSink(temp);
    try {
      try {
        await pipeline(body, measure, out);
      } catch (error) {
        // the file may still be opening: wait, or it appears after the cleanup below
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        throw error;
      }
      if (size !== grant.size) {
        throw new MultipartUploadError(
          MultipartFailure.invalidPart,
          `The part has ${size} bytes; this URL takes exactly ${grant.size}`,
          grant.partNumber,
        );
      }
      const etag = md5.digest('hex');
      const name = `${grant.partNumber}.${etag}`;
      await fs.rename(temp, path.join(directory, name));
      await syncDirectory(directory);
      // an earlier upload of the same part is replaced, as on S3
      for (const other of await fs.readdir(directory)) {
        const match = PART_FILE.exec(other);
        if (match && Number(match[1]) === grant.partNumber && other !== name) {
          await fs.rm(path.join(directory, other), { force: true });
        }
      }
      return { partNumber: grant.partNumber, size, etag: `"${etag}"` };
    } catch (error) {
      await fs.rm(temp, { force: true });
      // aborted or completed meanwhile: the directory is gone
      if (isMissing(error)) throw noSuchUpload();
      throw error;
    }
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    await this.manifestFor(key, uploadId);
    return (await this.partsOf(uploadId)).map(({ file: _file, ...part }) => part);
  }

  private async partsOf(uploadId: string): Promise<(UploadedPart & { file: string })[]> {
    const directory = this.directoryOf(uploadId);
    let names: string[];
    try {
      names = await fs.readdir(directory);
    } catch (error) {
      if (isMissing(error)) throw noSuchUpload();
      throw error;
    }
    const parts = new Map<number, UploadedPart & { file: string; mtimeMs: number }>();
    for (const name of names) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      const file = path.join(directory, name);
      const stats = await fs.stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!stats) continue;
      const partNumber = Number(match[1]);
      const earlier = parts.get(partNumber);
      // two copies only while a replacement lands: the newer one is the part
      if (earlier && earlier.mtimeMs >= stats.mtimeMs) continue;
      parts.set(partNumber, {
        partNumber,
        size: stats.size,
        etag: `"${match[2]}"`,
        file,
        mtimeMs: stats.mtimeMs,
      });
    }
    return [...parts.values()]
      .sort((a, b) => a.partNumber - b.partNumber)
      .map(({ mtimeMs: _mtimeMs, ...part }) => part);
  }

  async complete(
    key: string,
    uploadId: string,
    parts: readonly { partNumber: number; etag: string }[],
  ): Promise<void> {
    await this.manifestFor(key, uploadId);
    const stored = new Map((await this.partsOf(uploadId)).map((part) => [part.partNumber, part]));
    const files = parts.map(({ partNumber, etag }) => {
      const part = stored.get(partNumber);
      if (!part || !sameEtag(part.etag, etag)) {
        throw new MultipartUploadError(
          MultipartFailure.invalidPart,
          MULTIPART_TEXTS.partMismatch(partNumber),
          partNumber,
        );
      }
      return part.file;
    });
    const temp = await this.options.createTempPath();
    try {
      // a chunk of one part in memory at a time, and the sink's staging buffers
      async function* partsInOrder() {
        for (const file of files) {
          yield* createReadStream(file, {
            highWaterMark: COPY_CHUNK_BYTES,
          }) as AsyncIterable<Buffer>;
        }
      }
      const out = new DurableFileSink(temp);
      try {
        await pipeline(Readable.from(partsInOrder()), out);
      } catch (error) {
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        throw error;
      }
      await this.options.adoptFile(key, temp);
    } catch (error) {
      // completed twice at once: the other call wrote the key, and this upload is done
      if (error instanceof StorageObjectExistsError) throw noSuchUpload();
      throw error;
    } finally {
      await fs.rm(temp, { force: true });
    }
    await fs.rm(this.directoryOf(uploadId), { recursive: true, force: true });
  }

  async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.manifestFor(key, uploadId);
    } catch (error) {
      if (error instanceof MultipartUploadError) return;
      throw error;
    }
    await fs.rm(this.directoryOf(uploadId), { recursive: true, force: true });
  }

  /**
   * Removes the uploads to keys under `prefix` that received no part since `before` (a
   * directory's mtime moves whenever a part lands in it), and any directory a crash left without
   * its record.
   */
  async abortStale(prefix: string, before: Date): Promise<number> {
    let ids: string[];
    try {
      ids = await fs.readdir(this.base);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const uploadId of ids.filter((id) => UPLOAD_ID.test(id))) {
      const directory = path.join(this.base, uploadId);
      const stats = await fs.stat(directory).catch(() => null);
      if (!stats || stats.mtimeMs >= before.getTime()) continue;
      const key = await this.manifestOf(uploadId).then(
        (manifest) => manifest.key,
        () => null,
      );
      if (key !== null && !key.startsWith(prefix)) continue;
      await fs.rm(directory, { recursive: true, force: true });
      removed++;
    }
    return removed;
  }
}
