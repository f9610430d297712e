import { STUDIO_UPLOAD_TEXTS, UPLOADS } from '@app/contract';
import {
  uploadAbortError,
  UploadError,
  uploadNetworkError,
  uploadStatusError,
} from './upload-error';

export type PostFormOptions = {
  url: string;
  /** The presign's fields, sent before the file as S3 requires. */
  fields: Record<string, string>;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * One presigned POST of a file (S3's POST Object, or the local driver's receiver): a multipart
 * form, fields first, the file last in `file`. XMLHttpRequest rather than fetch: fetch reports no
 * upload progress. Resolves on any 2xx; rejects with an UploadError or, when cancelled, an
 * AbortError.
 */
export function postForm({
  url,
  fields,
  file,
  onProgress,
  signal,
  timeoutMs = UPLOADS.timeoutMs,
}: PostFormOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(uploadAbortError());
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error?: Error) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        settle();
      } else settle(uploadStatusError(xhr.status));
    };
    xhr.onerror = () => settle(uploadNetworkError());
    xhr.ontimeout = () => settle(new UploadError(STUDIO_UPLOAD_TEXTS.timedOut, true));
    xhr.onabort = () => settle(uploadAbortError());
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
