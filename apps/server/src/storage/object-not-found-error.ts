/** `download` of a key that does not exist (both drivers), so callers need not know the driver. */
export class StorageObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at ${JSON.stringify(key).slice(0, 120)}`);
    this.name = 'StorageObjectNotFoundError';
  }
}
