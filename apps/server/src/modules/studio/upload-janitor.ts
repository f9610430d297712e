import { IMAGE_WIDTHS } from '@app/contract';
import type { JobHandler } from '../../jobs/job-types';
import { removeStaleFiles } from '../../lib/stale-files';
import type { Storage } from '../../storage/storage';
import { isResizable, variantKeyOf } from '../../storage/image-variant-keys';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { PROBE_COPY_PREFIX } from './content-check';
import { UPLOAD_PREFIX } from './upload-keys';

/** Uploads that never made it into a series (docs/product/studio.md#unpublished-uploads). */
export const UPLOAD_JANITOR = {
  /** An upload younger than this is left alone: its editor may still be filling in the form. */
  graceMs: DAY_MS,
  /** How often the worker sweeps. */
  everyMs: HOUR_MS,
  /** Keys looked up in the database at once. */
  batchSize: 500,
} as const;

/** Which of some storage keys a series still uses (media assets: videos, posters, thumbnails). */
export interface UploadReferences {
  referencedKeys(keys: readonly string[]): Promise<Set<string>>;
}

export type UploadJanitorDeps = {
  storage: Storage;
  references: UploadReferences;
  /** DATA_DIR/tmp, where the content check copies videos to probe them. */
  tmpDir: string;
  /** Tests move time by hand. */
  now?: () => Date;
  graceMs?: number;
};

export type SweepResult = {
  /** Files seen under `uploads/`. */
  scanned: number;
  /** The unreferenced ones older than the grace period, now deleted. */
  deleted: string[];
  /** The storage's temporary files and the probe's copies a crash left, now removed. */
  temporaryFiles: number;
  /** Resumable uploads abandoned (or cut off by a crash) with their parts, now aborted. */
  multipartUploads: number;
};

/**
 * Everything an upload leaves behind once older than the grace period, a crash's leftovers
 * included: files under `uploads/` no series references (a form never published, a file
 * replaced before publishing, a pinned copy whose publish failed), the storage's temporary files
 * (local `.tmp/`), resumable uploads never completed with their parts, and the content check's
 * copies in DATA_DIR/tmp.
 */
export class UploadJanitor {
  private readonly now: () => Date;
  private readonly graceMs: number;

  constructor(private readonly deps: UploadJanitorDeps) {
    this.now = deps.now ?? (() => new Date());
    this.graceMs = deps.graceMs ?? UPLOAD_JANITOR.graceMs;
  }

  async sweep(signal?: AbortSignal): Promise<SweepResult> {
    const cutoff = this.now().getTime() - this.graceMs;
    const deleted: string[] = [];
    let scanned = 0;
    let batch: string[] = [];
    for await (const item of this.deps.storage.list(UPLOAD_PREFIX)) {
      signal?.throwIfAborted();
      scanned++;
      if (item.lastModified.getTime() > cutoff) continue;
      batch.push(item.key);
      if (batch.length >= UPLOAD_JANITOR.batchSize) {
        deleted.push(...(await this.deleteUnreferenced(batch)));
        batch = [];
      }
    }
    if (batch.length > 0) deleted.push(...(await this.deleteUnreferenced(batch)));
    const before = new Date(cutoff);
    const { storage } = this.deps;
    const multipartUploads = (await storage.multipart?.abortStale(UPLOAD_PREFIX, before)) ?? 0;
    const temporaryFiles =
      ((await storage.removeTemporaryFiles?.(before)) ?? 0) +
      (await removeStaleFiles(this.deps.tmpDir, before, PROBE_COPY_PREFIX));
    return { scanned, deleted, temporaryFiles, multipartUploads };
  }

  private async deleteUnreferenced(keys: string[]): Promise<string[]> {
    // looked up after listing: a series published meanwhile keeps its files
    const referenced = await this.deps.references.referencedKeys(keys);
    const orphans = keys.filter((key) => !referenced.has(key));
    for (const key of orphans) {
      await this.deps.storage.delete(key);
      // a studio preview may have asked for resized copies of an image
      if (isResizable(key)) {
        for (const width of IMAGE_WIDTHS) await this.deps.storage.delete(variantKeyOf(key, width));
      }
    }
    return orphans;
  }
}

/** `studio.upload-janitor`: one sweep; a failure (storage unreachable) is retried by the queue. */
export const uploadJanitorJob =
  (janitor: UploadJanitor): JobHandler<'studio.upload-janitor'> =>
  async (_payload, { log, signal }) => {
    const { scanned, deleted, temporaryFiles, multipartUploads } = await janitor.sweep(signal);
    if (deleted.length + temporaryFiles + multipartUploads > 0) {
      log.info(
        { scanned, deleted: deleted.length, temporaryFiles, multipartUploads },
        'unpublished uploads deleted',
      );
    }
    return { status: 'done' };
  };
