import { stat } from 'node:fs/promises';
import type { Storage } from '../../storage/storage';
import { contentTypeFor } from '../../storage/content-types';
import type { JobQueue } from '../../jobs/job-queue';
import type { MediaAssetsRepository } from './media-assets.repository';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An asset's live transcode job is found by this key: at most one is queued or running. */
export const TRANSCODE_DEDUPE_PREFIX = 'transcode:';
export const transcodeDedupeKey = (assetId: string): string =>
  `${TRANSCODE_DEDUPE_PREFIX}${assetId}`;

/**
 * Ingest: a stored source becomes a media asset; a video is queued for transcoding.
 * The same path serves uploads and the demo seed, so the seed exercises the real pipeline.
 */
export class MediaIngestService {
  constructor(
    private readonly storage: Storage,
    private readonly assets: MediaAssetsRepository,
    private readonly queue: JobQueue,
  ) {}

  async ingestFile(input: {
    filePath: string;
    key: string;
    kind: 'video' | 'image';
  }): Promise<string> {
    const contentType = contentTypeFor(input.key);
    const { size } = await stat(input.filePath);
    await this.storage.putFile(input.key, input.filePath, { contentType, cacheControl: IMMUTABLE });
    return this.registerStored({ key: input.key, kind: input.kind, contentType, sizeBytes: size });
  }

  /** An object already in storage (e.g. uploaded by the browser) becomes an asset. */
  async registerStored(input: {
    key: string;
    kind: 'video' | 'image';
    contentType: string;
    sizeBytes: number;
  }): Promise<string> {
    const assetId = await this.assets.insertAsset({
      kind: input.kind,
      sourceKey: input.key,
      contentType: input.contentType,
      sizeBytes: input.sizeBytes,
      // images are served as stored; videos become ready once transcoded
      status: input.kind === 'image' ? 'ready' : 'uploaded',
    });
    if (input.kind === 'video') {
      await this.enqueueTranscode(assetId);
    }
    return assetId;
  }

  /** Queues the asset's transcode; false when one is already queued or running. */
  async enqueueTranscode(assetId: string): Promise<boolean> {
    const id = await this.queue.enqueue(
      'media.transcode',
      { assetId },
      { dedupeKey: transcodeDedupeKey(assetId) },
    );
    return id !== null;
  }
}
