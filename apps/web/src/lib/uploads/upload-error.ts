import { STUDIO_UPLOAD_TEXTS } from '@app/contract';

const TEXTS = STUDIO_UPLOAD_TEXTS;

/**
 * A failed upload, its message the one to show. `retryable` says whether another attempt could
 * succeed: a refused file or a 403/404 will not (docs/product/studio.md#presigned-uploads).
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    message: string,
    readonly retryable = false,
    /** The HTTP status that answered, when one did. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The failure an upload answer's HTTP status stands for. */
export function uploadStatusError(status: number): UploadError {
  if (status === 403) return new UploadError(TEXTS.accessDenied, false, status);
  if (status === 404) return new UploadError(TEXTS.notFound, false, status);
  if (status >= 500) return new UploadError(TEXTS.serverError, true, status);
  return new UploadError(TEXTS.failedWithStatus(status), true, status);
}

export const uploadNetworkError = () => new UploadError(TEXTS.network, true);

/** What a cancelled upload rejects with, as fetch does: callers tell it apart by its name. */
export const uploadAbortError = () => new DOMException(TEXTS.cancelled, 'AbortError');

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
