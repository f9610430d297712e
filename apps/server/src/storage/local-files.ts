import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor } from './content-types';
import type { ByteRange, ListedObject, StoredObject } from './storage';

/** The local driver's file helpers (local-storage.ts, local-serving.ts). */

// fewer, larger reads: segments are 100 KB – 2 MB and a 64 KB default means many syscalls each
export const READ_HIGH_WATER_MARK = 512 * 1024;

export const isMissing = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** A strong validator without hashing: the same file keeps its size and mtime. */
const etagOf = (stats: Stats): string =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** atomic writes replace the inode, so inode + size + mtime tell a rewritten file apart */
export const validatorOf = (stats: Stats): string => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

export const toStoredObject = (key: string, stats: Stats): StoredObject => ({
  size: stats.size,
  contentType: contentTypeFor(key),
  etag: etagOf(stats),
  lastModified: stats.mtime,
});

/** fsync of what `target` names, opened with `flags` (a directory opens read-only). */
const fsyncAt = async (target: string, flags: 'r' | 'r+'): Promise<void> => {
  const handle = await fs.open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** fsync of a file by path: its bytes are on disk before it is linked or renamed into place. */
export const syncFile = (file: string): Promise<void> => fsyncAt(file, 'r+');

/**
 * fsync of a directory: a name just linked or renamed into it survives a crash. The file's own
 * fsync comes first and does not cover its new name (ext4 commits a rename within 5 s otherwise).
 */
export const syncDirectory = (directory: string): Promise<void> => fsyncAt(directory, 'r');

export const sliceOf = (data: Buffer, range: ByteRange): Buffer =>
  data.subarray(range.start, range.end + 1);

/** Like S3: an end past the object is cut to its last byte; a start past it is unsatisfiable. */
export function clampRange({ start, end }: ByteRange, size: number): ByteRange {
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    start > end ||
    start >= size
  ) {
    throw new RangeError(`Byte range ${start}-${end} is outside an object of ${size} bytes`);
  }
  return { start, end: Math.min(end, size - 1) };
}

/** A directory's entries, without dot entries (temporary files, `.tmp`); none when it is gone. */
export const entriesOf = async (directory: string) => {
  try {
    const entries = await fs.readdir(directory, { withFileTypes: true });
    return entries.filter((entry) => !entry.name.startsWith('.'));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
};

/** The files at or under `file` (a file or a directory), as listed objects keyed from `root`. */
export async function* walkFiles(root: string, file: string): AsyncIterable<ListedObject> {
  let stats: Stats;
  try {
    stats = await fs.stat(file);
  } catch (error) {
    // deleted while listing: it is simply not there
    if (isMissing(error)) return;
    throw error;
  }
  if (stats.isFile()) {
    const key = path.relative(root, file).split(path.sep).join('/');
    yield { key, size: stats.size, lastModified: stats.mtime };
    return;
  }
  if (!stats.isDirectory()) return;
  for (const entry of await entriesOf(file)) {
    yield* walkFiles(root, path.join(entry.parentPath, entry.name));
  }
}
