import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MULTIPART_TEXTS } from '@app/contract';
import {
  MultipartFailure,
  MultipartUploadError,
  type CreateMultipartOptions,
  type MultipartUploads,
  type PartUrlOptions,
  type UploadedPart,
} from './multipart';
import { assertSafeKey } from './storage-keys';

type AwsError = { name?: string; Code?: string; message?: string };

const nameOf = (error: unknown): string | undefined =>
  (error as AwsError | undefined)?.name ?? (error as AwsError | undefined)?.Code;

/** S3's refusals of a multipart call as storage errors; anything else is rethrown. */
const translated = (error: unknown): unknown => {
  switch (nameOf(error)) {
    case 'NoSuchUpload':
      return new MultipartUploadError(MultipartFailure.noSuchUpload, MULTIPART_TEXTS.noSuchUpload);
    case 'InvalidPart':
    case 'InvalidPartOrder':
      return new MultipartUploadError(
        MultipartFailure.invalidPart,
        (error as AwsError).message || 'A part is missing or its ETag differs',
      );
    case 'EntityTooSmall':
      return new MultipartUploadError(
        MultipartFailure.partTooSmall,
        (error as AwsError).message || 'A part but the last is smaller than 5 MiB',
      );
    default:
      return error;
  }
};

/** S3 multipart uploads with presigned UploadPart URLs (docs/product/studio.md#resumable-uploads). */
export class S3MultipartUploads implements MultipartUploads {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async create(options: CreateMultipartOptions): Promise<string> {
    assertSafeKey(options.key);
    const answer = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: options.key,
        ContentType: options.contentType,
      }),
    );
    if (!answer.UploadId) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
    return answer.UploadId;
  }

  /**
   * A presigned UploadPart URL. Content-Length is among the signed headers, so S3 refuses a body
   * of any other size: the part's limit holds without the server seeing the bytes.
   */
  async partUrl(options: PartUrlOptions): Promise<string> {
    assertSafeKey(options.key);
    return getSignedUrl(
      this.client,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: options.key,
        UploadId: options.uploadId,
        PartNumber: options.partNumber,
        ContentLength: options.size,
      }),
      { expiresIn: options.expiresSeconds },
    );
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    assertSafeKey(key);
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    try {
      for (;;) {
        const page = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber === undefined || part.ETag === undefined) continue;
          parts.push({ partNumber: part.PartNumber, size: part.Size ?? 0, etag: part.ETag });
        }
        if (!page.IsTruncated || page.NextPartNumberMarker === undefined) break;
        marker = page.NextPartNumberMarker;
      }
    } catch (error) {
      throw translated(error);
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(
    key: string,
    uploadId: string,
    parts: readonly { partNumber: number; etag: string }[],
  ): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })),
          },
        }),
      );
    } catch (error) {
      throw translated(error);
    }
  }

  async abort(key: string, uploadId: string): Promise<void> {
    assertSafeKey(key);
    await this.abortUpload(key, uploadId);
  }

  /** Without the key check: a listing may name keys another client made. */
  private async abortUpload(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      const failure = translated(error);
      if (failure instanceof MultipartUploadError) return;
      throw failure;
    }
  }

  /**
   * ListMultipartUploads under `prefix`, a page at a time, and an abort of each begun before
   * `before`. S3 keeps no time of the last part, so an upload has a day from its start (a bucket
   * lifecycle rule, `AbortIncompleteMultipartUpload`, may do the same).
   */
  async abortStale(prefix: string, before: Date): Promise<number> {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          Prefix: prefix,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
        if (upload.Initiated.getTime() >= before.getTime()) continue;
        await this.abortUpload(upload.Key, upload.UploadId);
        aborted++;
      }
      if (!page.IsTruncated) return aborted;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
      if (keyMarker === undefined) return aborted;
    }
  }
}
