import { ErrorCode } from '@app/contract';
import { HttpError, badRequest, forbidden, notFound } from './http-error';
import { MultipartFailure, MultipartUploadError } from '../storage/multipart';
import { InvalidStorageKeyError } from '../storage/storage';
import { UploadPolicyError } from '../storage/upload-policy';

/** Whether the error carries its own HTTP status (an HttpError, or one of Fastify's). */
export const hasStatus = (error: unknown): boolean =>
  typeof (error as { statusCode?: unknown } | undefined)?.statusCode === 'number';

/** A failure of the system (a disk, a socket), not of what the client sent. */
export const isSystemError = (error: unknown): boolean =>
  typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';

/**
 * Storage's refusals in HTTP terms, for every route that serves or receives files: a key that
 * leaves the storage root is a bad path, a refused upload policy 403 (as S3 answers it), a
 * refused multipart call 404, 413 or 400. Anything else is returned as it is.
 */
export const toHttpError = (error: unknown): unknown => {
  if (error instanceof InvalidStorageKeyError) return badRequest('Invalid path');
  if (error instanceof UploadPolicyError) return forbidden(error.message);
  if (error instanceof MultipartUploadError) {
    if (error.reason === MultipartFailure.noSuchUpload) return notFound(error.message);
    if (error.reason === MultipartFailure.partTooLarge) {
      return new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, error.message);
    }
    return badRequest(error.message);
  }
  return error;
};

/** Runs a handler that touches storage, turning storage refusals into 4xx answers. */
export const mappingStorageErrors =
  <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await handler(...args);
    } catch (error) {
      throw toHttpError(error);
    }
  };
