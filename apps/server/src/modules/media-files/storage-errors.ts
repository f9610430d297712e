import { badRequest } from '../../http/http-error';
import { InvalidStorageKeyError } from '../../storage/storage';

/** Storage's own refusals in HTTP terms: a key that leaves the storage root is a bad path. */
export const toHttpError = (error: unknown): unknown =>
  error instanceof InvalidStorageKeyError ? badRequest('Invalid path') : error;

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
