import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
  type _Object as S3Object,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { S3MultipartUploads } from './s3-multipart';
import type { S3Config } from '../config';
import { contentTypeFor } from './content-types';
import { MEDIA_PATH_PREFIX } from '@app/contract';
import { StorageObjectNotFoundError } from './object-not-found-error';
import { assertSafeKey } from './storage-keys';
import type {
  ByteRange,
  ListedObject,
  PresignOptions,
  PresignedPost,
  PutOptions,
  Storage,
  StorageHealth,
  StoredObject,
} from './storage';

const CHECK_TIMEOUT_MS = 5_000;

type AwsError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

const statusOf = (error: unknown): number | undefined =>
  (error as AwsError | undefined)?.$metadata?.httpStatusCode;

const isNotFound = (error: unknown): boolean => {
  const name = (error as AwsError | undefined)?.name;
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(error) === 404;
};

/** `bytes 0-99/1234` → 1234. */
const totalFromContentRange = (contentRange: string | undefined): number | undefined => {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
};

export const createS3Client = (s3: S3Config): S3Client =>
  new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // MinIO, R2 and s3rver address buckets by path, not by virtual host
    forcePathStyle: s3.endpoint !== undefined,
    // unset → the SDK's default chain (environment, instance role)
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // S3-compatible servers do not all understand the SDK's default CRC trailers (aws-chunked)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

export type S3StorageOptions = {
  client?: S3Client;
  /** Keys per listing page in deletePrefix; S3's maximum unless a test wants several pages. */
  listPageSize?: number;
};

// also the most keys one DeleteObjects call accepts
const MAX_KEYS_PER_PAGE = 1000;

/** An S3-compatible bucket (AWS S3, MinIO, R2): docs/decisions.md#files-and-storage. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBaseUrl: string;
  private readonly listPageSize: number;
  /** Resumable uploads: S3 multipart with presigned part URLs. */
  readonly multipart: S3MultipartUploads;

  constructor(s3: S3Config, options: S3StorageOptions = {}) {
    this.client = options.client ?? createS3Client(s3);
    this.listPageSize = options.listPageSize ?? MAX_KEYS_PER_PAGE;
    this.bucket = s3.bucket;
    this.multipart = new S3MultipartUploads(this.client, this.bucket);
    // without a public URL the server proxies objects through its own media route
    this.publicBaseUrl = s3.publicUrl?.replace(/\/+$/, '') ?? MEDIA_PATH_PREFIX.slice(0, -1);
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertSafeKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
        }),
      );
      return;
    }
    // PutObject needs a length up front: spool a stream of unknown length to disk, not memory
    const spool = path.join(os.tmpdir(), `s3-put-${randomUUID()}`);
    try {
      await pipeline(body, createWriteStream(spool, { flags: 'wx' }));
      await this.putFile(key, spool, options);
    } finally {
      await fs.rm(spool, { force: true });
    }
  }

  async putFile(key: string, filePath: string, options: PutOptions): Promise<void> {
    assertSafeKey(key);
    const { size } = await fs.stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(filePath),
        ContentLength: size,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      }),
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? contentTypeFor(key),
        etag: head.ETag,
        lastModified: head.LastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(
    key: string,
    range?: ByteRange,
  ): Promise<{ stream: Readable; object: StoredObject } | null> {
    assertSafeKey(key);
    let output: GetObjectCommandOutput;
    try {
      output = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      if (statusOf(error) === 416) {
        throw new RangeError(`Byte range ${range?.start}-${range?.end} is outside ${key}`);
      }
      throw error;
    }
    const stream = output.Body as Readable;
    return {
      stream,
      object: {
        size: totalFromContentRange(output.ContentRange) ?? output.ContentLength ?? 0,
        contentType: output.ContentType ?? contentTypeFor(key),
        etag: output.ETag,
        lastModified: output.LastModified,
      },
    };
  }

  async download(key: string, destinationPath: string): Promise<void> {
    const result = await this.read(key);
    if (!result) throw new StorageObjectNotFoundError(key);
    try {
      await pipeline(result.stream, createWriteStream(destinationPath));
    } catch (error) {
      // a cut-off download must not pass for the whole file
      await fs.rm(destinationPath, { force: true });
      throw error;
    }
  }

  /** CopyObject, inside the bucket; the copy gets `options`' metadata, not the source's. */
  async copy(sourceKey: string, targetKey: string, options: PutOptions): Promise<void> {
    assertSafeKey(sourceKey);
    assertSafeKey(targetKey);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: targetKey,
          // safe keys need no escaping: letters, digits, '.', '_', '-' and '/'
          CopySource: `${this.bucket}/${sourceKey}`,
          MetadataDirective: 'REPLACE',
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
        }),
      );
    } catch (error) {
      if (isNotFound(error)) throw new StorageObjectNotFoundError(sourceKey);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    // an empty prefix would empty the bucket: never from here
    assertSafeKey(prefix.replace(/\/$/, ''));
    for await (const page of this.pages(prefix)) {
      const keys = page.flatMap((item) => (item.Key ? [item.Key] : []));
      if (keys.length > 0) await this.deleteKeys(keys, prefix);
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertSafeKey(prefix.replace(/\/$/, ''));
    for await (const page of this.pages(prefix)) {
      for (const item of page) {
        if (!item.Key) continue;
        yield {
          key: item.Key,
          size: item.Size ?? 0,
          lastModified: item.LastModified ?? new Date(0),
        };
      }
    }
  }

  /**
   * The objects under a prefix, a listing page at a time. ListObjects (v1) with a marker: every
   * S3-compatible server has it, while s3rver's v2 continuation tokens use DES, which OpenSSL 3
   * no longer offers.
   */
  private async *pages(prefix: string): AsyncIterable<S3Object[]> {
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({
          Bucket: this.bucket,
          Prefix: prefix,
          Marker: marker,
          MaxKeys: this.listPageSize,
        }),
      );
      const items = page.Contents ?? [];
      if (items.length > 0) yield items;
      const last = items.at(-1)?.Key;
      if (!page.IsTruncated || !last) return;
      marker = last;
    }
  }

  private async deleteKeys(keys: string[], prefix: string): Promise<void> {
    const result = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0];
      throw new Error(
        `Could not delete ${failed.length} object(s) under ${prefix}: ${first?.Key} ${first?.Code}`,
      );
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.publicBaseUrl}/${key}`;
  }

  async createPresignedPost(options: PresignOptions): Promise<PresignedPost> {
    assertSafeKey(options.key);
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: options.key, // the SDK adds the `key` eq condition itself
      Conditions: [
        ['eq', '$Content-Type', options.contentType],
        ['content-length-range', 0, options.maxBytes],
      ],
      Fields: { 'Content-Type': options.contentType },
      Expires: options.expiresSeconds,
    });
    return { url, fields };
  }

  async check(): Promise<StorageHealth> {
    try {
      // an unreachable endpoint should fail the health check quickly, not hang it
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      return { available: true };
    } catch (error) {
      const status = statusOf(error);
      const what = (error as AwsError).name ?? 'Error';
      const message = (error as Error).message || what;
      if (status === 404) {
        return {
          available: false,
          error: `S3 bucket "${this.bucket}" does not exist (${what})`,
          solution: 'Create the bucket, or check S3_BUCKET and S3_ENDPOINT',
        };
      }
      if (status === 301 || status === 400 || status === 403) {
        return {
          available: false,
          error: `S3 refused access to bucket "${this.bucket}" (HTTP ${status} ${what})`,
          solution:
            'Check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION, and that the credentials may access S3_BUCKET',
        };
      }
      return {
        available: false,
        error: `S3 storage is unreachable: ${message}`,
        solution: 'Check S3_ENDPOINT, S3_BUCKET and credentials, and that the S3 server is running',
      };
    }
  }
}
