/**
 * A write that may not replace what is stored (an upload's key is written once): thrown by both
 * drivers' no-replace writes, so callers need not know the driver.
 */
export class StorageObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`An object is stored at ${JSON.stringify(key).slice(0, 120)} already`);
    this.name = 'StorageObjectExistsError';
  }
}
