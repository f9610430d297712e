import {
  MULTIPART_TEXTS,
  multipartAbortRoute,
  multipartCompleteRoute,
  type MultipartPart,
  multipartPartsRoute,
  type MultipartSignResponse,
  multipartSignRoute,
  type MultipartStartResponse,
  multipartStartRoute,
} from '@app/contract';
import { apiCall } from '../api-client';
import { isApiError } from '../api-error';
import { forgetResume, loadResume, saveResume } from './multipart-resume';
import { putPart } from './put-part';
import { UploadError, uploadNetworkError } from './upload-error';
import { withUploadRetries } from './upload-retries';
import { checkUploadRequest } from './upload-rules';
import type { UploadFn, UploadRequest } from './upload-types';

/** Parts in flight at once: enough to fill a connection, few enough to lose little on a drop. */
const PARALLEL_PARTS = 3;
/** Parts signed per call: their URLs are used within minutes of signing. */
const SIGN_AHEAD = 6;

type SignedPart = MultipartSignResponse['parts'][number];

/** An API call's failure as the upload's: the server's words, or a network error to retry. */
async function call<T>(run: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    if (error.status === 0) throw uploadNetworkError();
    throw new UploadError(error.detail, error.status >= 500, error.status);
  }
}

/** The upload recorded for this file if the server still has it, with its finished parts. */
async function resumed(
  request: UploadRequest,
): Promise<{ upload: MultipartStartResponse; done: MultipartPart[] } | null> {
  const upload = loadResume(request);
  if (!upload) return null;
  try {
    const { parts } = await apiCall(multipartPartsRoute, {
      query: { s3Key: upload.s3Key, uploadId: upload.uploadId },
      signal: request.signal,
    });
    return { upload, done: parts };
  } catch (error) {
    // completed, aborted or expired: start over
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      forgetResume(request);
      return null;
    }
    throw error;
  }
}

/** Runs `task` on every item, at most `limit` at once; after a failure no new item starts. */
async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await task(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Stores a large video in parts (docs/product/studio.md#resumable-uploads): starts an upload (or
 * picks up the one recorded for this file, sending only the parts the server lacks), PUTs the
 * parts a few at a time with byte progress, retrying each after 2 s and 4 s, then completes it
 * from the server's list of parts. A cancel aborts the upload on the server; any other failure
 * keeps it, so the next try of the same file — after a reload too — resumes.
 */
export const multipartUpload: UploadFn = async (request) => {
  const { contentType } = checkUploadRequest(request);
  const { file, signal } = request;
  const body = { ...request.target, fileType: 'video' as const, contentType, fileSize: file.size };

  const previous = await call(() => resumed(request), signal);
  const upload =
    previous?.upload ?? (await call(() => apiCall(multipartStartRoute, { body, signal }), signal));
  if (!previous) saveResume(request, upload);
  const ref = { s3Key: upload.s3Key, uploadId: upload.uploadId };

  const partSize = (n: number) =>
    Math.max(0, Math.min(upload.partSize, file.size - (n - 1) * upload.partSize));
  // a listed part of another size is from another cut of the file: send it again
  const finished = new Set(
    (previous?.done ?? [])
      .filter((p) => p.size === partSize(p.partNumber))
      .map((p) => p.partNumber),
  );
  const remaining = Array.from({ length: upload.partCount }, (_, i) => i + 1).filter(
    (n) => !finished.has(n),
  );

  let sentBytes = [...finished].reduce((sum, n) => sum + partSize(n), 0);
  const inFlight = new Map<number, number>();
  const report = () => {
    const loaded = [...inFlight.values()].reduce((sum, n) => sum + n, 0);
    request.onProgress?.(Math.min(1, (sentBytes + loaded) / file.size));
  };
  report();

  const send = async (part: SignedPart) => {
    const start = (part.partNumber - 1) * upload.partSize;
    const bytes = file.slice(start, start + part.size);
    await withUploadRetries(async () => {
      inFlight.set(part.partNumber, 0);
      await putPart({
        url: part.url,
        body: bytes,
        signal,
        onProgress: (loaded) => {
          inFlight.set(part.partNumber, loaded);
          report();
        },
      });
    }, signal);
    inFlight.delete(part.partNumber);
    sentBytes += part.size;
    report();
  };

  try {
    for (let i = 0; i < remaining.length; i += SIGN_AHEAD) {
      const partNumbers = remaining.slice(i, i + SIGN_AHEAD);
      const { parts } = await withUploadRetries(
        () =>
          call(
            () =>
              apiCall(multipartSignRoute, {
                body: { ...ref, fileSize: file.size, partNumbers },
                signal,
              }),
            signal,
          ),
        signal,
      );
      await inParallel(parts, PARALLEL_PARTS, send);
    }
  } catch (error) {
    if (signal?.aborted) {
      // a cancel: the parts are not wanted (best effort, the request is already cancelled)
      forgetResume(request);
      void apiCall(multipartAbortRoute, { query: ref }).catch(() => undefined);
    }
    throw error;
  }

  // the server's list, not the PUT answers: a bucket's CORS rules may hide the ETag header
  const { parts } = await call(() => apiCall(multipartPartsRoute, { query: ref, signal }), signal);
  if (parts.length !== upload.partCount) throw new UploadError(MULTIPART_TEXTS.partsMissing, true);
  const done = await call(
    () =>
      apiCall(multipartCompleteRoute, {
        body: { ...ref, parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) },
        signal,
      }),
    signal,
  );
  forgetResume(request);
  request.onProgress?.(1);
  return { publicUrl: done.publicUrl, s3Key: done.s3Key };
};
