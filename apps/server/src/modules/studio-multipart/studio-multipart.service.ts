import {
  ErrorCode,
  MULTIPART_TEXTS,
  formatFileSize,
  STUDIO_TEXTS,
  STUDIO_UPLOADS,
  type multipartCompleteBodySchema,
  type MultipartCompleteResponse,
  type MultipartPartsResponse,
  type multipartSignBodySchema,
  type MultipartSignResponse,
  type multipartStartBodySchema,
  type MultipartStartResponse,
  type multipartUploadQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../http/http-error';
import { expectedPartSize, type MultipartUploads } from '../../storage/multipart';
import type { Storage } from '../../storage/storage';
import { toHttpError } from '../../http/storage-errors';
import type { StudioService } from '../studio/studio.service';
import { uploadKeyOf } from '../studio/upload-keys';

type StartBody = z.output<typeof multipartStartBodySchema>;
type SignBody = z.output<typeof multipartSignBodySchema>;
type CompleteBody = z.output<typeof multipartCompleteBodySchema>;
type UploadRef = z.output<typeof multipartUploadQuerySchema>;

export type StudioMultipartDeps = {
  storage: Storage;
  /** The presign's rules: keys, content types and limits are the same for parts. */
  studio: Pick<StudioService, 'planUpload'>;
  /** Bytes of every part but the last (STUDIO_UPLOADS.multipartPartBytes unless a test says). */
  partBytes: number;
  /** The video limit the parts add up to (the presign's unless a test says). */
  maxBytes: number;
};

const tooLarge = (size: number, limit: number) =>
  new HttpError(
    400,
    ErrorCode.PAYLOAD_TOO_LARGE,
    STUDIO_TEXTS.fileTooLarge(formatFileSize(size), formatFileSize(limit)),
  );

/** Storage's multipart refusals as answers: an unknown upload is 404, a bad part 400. */
const answered = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
};

/**
 * Resumable uploads of large videos (docs/product/studio.md#resumable-uploads): S3's multipart
 * protocol on either driver, with the presign's keys, content types and limits.
 */
export class StudioMultipartService {
  constructor(private readonly deps: StudioMultipartDeps) {}

  private get uploads(): MultipartUploads {
    const { multipart } = this.deps.storage;
    if (!multipart) throw new Error('This storage driver has no multipart uploads');
    return multipart;
  }

  /** A key a start made (its `s3Key` or `publicUrl`), else 400: nothing else is signed. */
  private keyOf(reference: string): string {
    const key = uploadKeyOf(reference, (k) => this.deps.storage.publicUrl(k), 'video');
    if (!key) throw badRequest(STUDIO_TEXTS.notAnUpload(reference.slice(0, 200)));
    return key;
  }

  private partCount(fileSize: number): number {
    return Math.ceil(fileSize / this.deps.partBytes);
  }

  async start(body: StartBody): Promise<MultipartStartResponse> {
    const { key, contentType } = this.deps.studio.planUpload(body);
    const partSize = this.deps.partBytes;
    const uploadId = await this.uploads.create({
      key,
      contentType,
      partSize,
      fileSize: body.fileSize,
    });
    return {
      uploadId,
      s3Key: key,
      publicUrl: this.deps.storage.publicUrl(key),
      partSize,
      partCount: this.partCount(body.fileSize),
    };
  }

  /** A URL per part, each taking exactly that part's bytes of a file of `fileSize`. */
  async sign(body: SignBody): Promise<MultipartSignResponse> {
    const key = this.keyOf(body.s3Key);
    const limit = this.deps.maxBytes;
    if (body.fileSize > limit) throw tooLarge(body.fileSize, limit);
    const partCount = this.partCount(body.fileSize);
    const numbers = [...new Set(body.partNumbers)];
    const outside = numbers.find((n) => n > partCount);
    if (outside !== undefined) throw badRequest(MULTIPART_TEXTS.partOutOfRange(outside, partCount));
    const expiresSeconds = STUDIO_UPLOADS.presignExpiresSeconds;
    const expiresAt = new Date(Date.now() + expiresSeconds * 1000).toISOString();
    const shape = { partSize: this.deps.partBytes, fileSize: body.fileSize };
    const parts = await answered(() =>
      Promise.all(
        numbers.map(async (partNumber) => {
          const size = expectedPartSize(shape, partNumber);
          const url = await this.uploads.partUrl({
            key,
            uploadId: body.uploadId,
            partNumber,
            size,
            expiresSeconds,
          });
          return { partNumber, url, size };
        }),
      ),
    );
    return { parts, expiresAt };
  }

  async parts(query: UploadRef): Promise<MultipartPartsResponse> {
    const key = this.keyOf(query.s3Key);
    return { parts: await answered(() => this.uploads.listParts(key, query.uploadId)) };
  }

  /**
   * Assembles the parts into the upload's key, where it is an upload like a presigned one:
   * publishing takes its `s3Key` or `publicUrl`.
   */
  async complete(body: CompleteBody): Promise<MultipartCompleteResponse> {
    const key = this.keyOf(body.s3Key);
    if (body.parts.some((part, index) => part.partNumber !== index + 1)) {
      throw badRequest(MULTIPART_TEXTS.partsNotInOrder);
    }
    await answered(() => this.uploads.complete(key, body.uploadId, body.parts));
    // each part URL takes only its bytes of a file within the limit, so this holds unless an
    // S3-compatible server ignores the signed length: then the result goes, as a lie would
    const limit = this.deps.maxBytes;
    const stored = await this.deps.storage.stat(key);
    if (stored && stored.size > limit) {
      await this.deps.storage.delete(key);
      throw tooLarge(stored.size, limit);
    }
    return { publicUrl: this.deps.storage.publicUrl(key), s3Key: key };
  }

  async abort(query: UploadRef): Promise<{ aborted: true }> {
    const key = this.keyOf(query.s3Key);
    await this.uploads.abort(key, query.uploadId);
    return { aborted: true };
  }
}
