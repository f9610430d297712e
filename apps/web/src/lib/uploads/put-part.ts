import { STUDIO_UPLOAD_TEXTS, UPLOADS } from '@app/contract';
import {
  uploadAbortError,
  UploadError,
  uploadNetworkError,
  uploadStatusError,
} from './upload-error';

export type PutPartOptions = {
  url: string;
  body: Blob;
  /** Bytes of this part sent so far. */
  onProgress?: (loaded: number) => void;
  signal?: AbortSignal;
};

/**
 * One part of a resumable upload PUT to its signed URL (S3's UploadPart, or the local driver's
 * receiver), with byte progress: XMLHttpRequest, since fetch reports none. Resolves with the
 * answer's ETag, or null where the bucket's CORS rules hide it (the finished parts are listed
 * before completing anyway).
 */
export function putPart({ url, body, onProgress, signal }: PutPartOptions): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(uploadAbortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error: Error | null, etag: string | null = null) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(etag);
    };
    xhr.open('PUT', url);
    xhr.timeout = UPLOADS.timeoutMs;
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(body.size);
        settle(null, xhr.getResponseHeader('ETag'));
      } else settle(uploadStatusError(xhr.status));
    };
    xhr.onerror = () => settle(uploadNetworkError());
    xhr.ontimeout = () => settle(new UploadError(STUDIO_UPLOAD_TEXTS.timedOut, true));
    xhr.onabort = () => settle(uploadAbortError());
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
