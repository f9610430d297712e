import { STUDIO_UPLOAD_TEXTS, UPLOADS } from '@app/contract';
import { isAbortError, uploadAbortError, UploadError } from './upload-error';

/** Resolves after `ms`, or rejects with an AbortError when `signal` fires first. */
export function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(uploadAbortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(uploadAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt` up to UPLOADS.attempts times, waiting UPLOADS.retryWaitsMs between tries (2 s,
 * then 4 s). A failure that cannot succeed on a retry (403, 404, a refused file) or a cancel ends
 * at once; when every attempt failed the error says so, with the last reason.
 */
export async function withUploadRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let last: unknown;
  for (let n = 1; n <= UPLOADS.attempts; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw error;
      if (error instanceof UploadError && !error.retryable) throw error;
      last = error;
    }
    const wait = UPLOADS.retryWaitsMs[n - 1];
    if (n < UPLOADS.attempts && wait !== undefined) await waitFor(wait, signal);
  }
  const reason = last instanceof Error ? last.message : String(last);
  throw new UploadError(`${STUDIO_UPLOAD_TEXTS.allRetriesFailed}: ${reason}`);
}
