import type { PresignBody } from '@app/contract';

/** One file to store: the presign's target (docs/product/studio.md#presigned-uploads). */
export type UploadRequest = {
  file: File;
  /** The presign body without contentType/fileSize, which come from the file. */
  target: Omit<PresignBody, 'contentType' | 'fileSize'>;
  /** Fraction 0..1 of the file's bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export type UploadedFile = { publicUrl: string; s3Key: string };

export type UploadFn = (request: UploadRequest) => Promise<UploadedFile>;
