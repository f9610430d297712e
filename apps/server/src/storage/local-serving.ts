import { createReadStream, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isImmutableKey } from './content-types';
import {
  READ_HIGH_WATER_MARK,
  isMissing,
  sliceOf,
  toStoredObject,
  validatorOf,
} from './local-files';
import { SmallFileCache } from './small-file-cache';
import type { ByteRange, InMemoryObject, ServableObject, StoredObject } from './storage';

const DEFAULT_MEMORY_CACHE_BYTES = 64 * 1024 * 1024;
// HLS segments and posters; whole renditions and source videos stream from disk
const MAX_CACHED_FILE_BYTES = 1024 * 1024;
// how long an immutable file held in memory is served without a fresh stat: this process's own
// writes and deletes forget it at once; the worker's (another process) show within this time
const RECENT_STAT_MS = 1000;
const MAX_RECENT_STATS = 16_384;

/**
 * The local driver's side of the media route's fast path: small files' bytes held in memory,
 * and the stats of immutable ones, forgotten by this process's writes (LocalStorage calls
 * `forget` around each).
 */
export class LocalServing {
  private readonly cache: SmallFileCache;
  /**
   * Stats of immutable files whose bytes are in `cache`, by key (keys are canonical, one per
   * file): served without a stat, and without resolving the path again.
   */
  private readonly recentStats = new Map<
    string,
    { file: string; object: StoredObject; validator: string; until: number }
  >();
  /** Bumped by every write and delete: a stat taken before one is not remembered. */
  private writes = 0;

  constructor(
    private readonly root: string,
    memoryCacheBytes = DEFAULT_MEMORY_CACHE_BYTES,
  ) {
    this.cache = new SmallFileCache(memoryCacheBytes, MAX_CACHED_FILE_BYTES);
  }

  /**
   * One stat for headers and conditionals, then the bytes without a second stat — from memory
   * when the file is small and unchanged since it was cached. An immutable file already in
   * memory skips the stat too, for RECENT_STAT_MS after its last one.
   */
  async open(key: string, file: string): Promise<ServableObject | null> {
    const held = this.fromMemory(key);
    if (held) return { object: held.object, body: async (range) => sliceOf(held.data, range) };
    const writesBefore = this.writes;
    let stats: Stats;
    try {
      stats = await fs.stat(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!stats.isFile()) return null;
    const object = toStoredObject(key, stats);
    const validator = validatorOf(stats);
    return {
      object,
      body: async (range) => {
        const body = await this.bodyOf(file, stats, validator, range);
        // only a stat no write or delete in this process overtook, and only with the bytes held
        if (isImmutableKey(key) && this.writes === writesBefore && Buffer.isBuffer(body)) {
          this.remember(key, file, object, validator);
        }
        return body;
      },
    };
  }

  /**
   * An immutable file whose bytes are in memory and whose stat is younger than RECENT_STAT_MS,
   * found by its canonical key without a promise: what the server's front handler answers from.
   */
  fromMemory(key: string): InMemoryObject | undefined {
    const recent = this.recentStats.get(key);
    if (!recent) return undefined;
    const data =
      recent.until > Date.now() ? this.cache.get(recent.file, recent.validator) : undefined;
    if (data) return { object: recent.object, data };
    this.recentStats.delete(key);
    return undefined;
  }

  /** A write or delete of `file` begins or ended: what was known of it goes. */
  forget(file: string): void {
    this.writes += 1;
    this.recentStats.delete(this.keyOf(file));
  }

  /** `base` itself and everything whose path starts with it (deletePrefix's semantics). */
  forgetPrefix(base: string): void {
    this.writes += 1;
    const prefix = this.keyOf(base);
    for (const key of this.recentStats.keys()) {
      if (key.startsWith(prefix)) this.recentStats.delete(key);
    }
  }

  private remember(key: string, file: string, object: StoredObject, validator: string): void {
    this.recentStats.delete(key);
    this.recentStats.set(key, { file, object, validator, until: Date.now() + RECENT_STAT_MS });
    // Map keeps insertion order: the first entries are the oldest
    for (const [oldest] of this.recentStats) {
      if (this.recentStats.size <= MAX_RECENT_STATS) break;
      this.recentStats.delete(oldest);
    }
  }

  /** The key of a path under the root (the inverse of LocalStorage.pathOf). */
  private keyOf(file: string): string {
    return path.relative(this.root, file).split(path.sep).join('/');
  }

  private async bodyOf(
    file: string,
    stats: Stats,
    validator: string,
    range: ByteRange,
  ): Promise<Buffer | Readable> {
    if (this.cache.accepts(stats.size)) {
      let data = this.cache.get(file, validator);
      if (!data) {
        data = await fs.readFile(file);
        // replaced between the stat and the read: serve it, but don't cache it under the old stat
        if (data.length === stats.size) this.cache.set(file, validator, data);
      }
      if (data.length === stats.size) return sliceOf(data, range);
    }
    return createReadStream(file, {
      start: range.start,
      end: range.end,
      highWaterMark: READ_HIGH_WATER_MARK,
    });
  }
}
