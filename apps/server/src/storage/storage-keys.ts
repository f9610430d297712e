import path from 'node:path';
import { InvalidStorageKeyError } from './storage';

export const MAX_KEY_LENGTH = 512;
// file systems refuse longer names (ENAMETOOLONG); refuse them here as bad input
export const MAX_SEGMENT_LENGTH = 200;

// One segment: safe characters only, so '%', '\', NUL, ':' (drive letters) and spaces never pass.
// A leading dot is refused too: '.'/'..' climb out, and dot-files are where drivers keep their
// temporary files, which must never be addressable.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Keys are server-generated, relative and '/'-separated (docs/decisions.md#uploads-and-media).
 * Anything else — `..`, `%2e%2e`, `%5c`, absolute or drive paths, empty segments — is refused
 * rather than normalised.
 */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidStorageKeyError(String(key));
  }
  for (const segment of key.split('/')) {
    if (segment.length > MAX_SEGMENT_LENGTH || !SEGMENT.test(segment)) {
      throw new InvalidStorageKeyError(key);
    }
  }
}

/** `root/key` as an absolute path, checked to stay inside root after resolution. */
export function safeJoin(root: string, key: string): string {
  assertSafeKey(key);
  const base = path.resolve(root);
  const resolved = path.resolve(base, ...key.split('/'));
  const relative = path.relative(base, resolved);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new InvalidStorageKeyError(key);
  }
  return resolved;
}
