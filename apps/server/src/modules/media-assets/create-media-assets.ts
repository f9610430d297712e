import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';
import { MediaIngestService } from './media-ingest.service';
import { MediaAssetsRepository } from './media-assets.repository';

export type MediaAssetsModule = {
  /** Media assets and their renditions (the rows; the files are in storage). */
  mediaAssets: MediaAssetsRepository;
  /** A stored source becomes an asset; a video is queued for transcoding. */
  mediaIngest: MediaIngestService;
};

export const createMediaAssets = (deps: {
  db: Db;
  storage: Storage;
  queue: JobQueue;
}): MediaAssetsModule => {
  const mediaAssets = new MediaAssetsRepository(deps.db);
  return {
    mediaAssets,
    mediaIngest: new MediaIngestService(deps.storage, mediaAssets, deps.queue),
  };
};
