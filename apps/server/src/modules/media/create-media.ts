import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';
import { MediaIngestService } from './media-ingest.service';
import { MediaRepository } from './media.repository';

export type MediaModule = {
  /** Media assets and their renditions (the rows; the files are in storage). */
  mediaAssets: MediaRepository;
  /** A stored source becomes an asset; a video is queued for transcoding. */
  mediaIngest: MediaIngestService;
};

export const createMedia = (deps: { db: Db; storage: Storage; queue: JobQueue }): MediaModule => {
  const mediaAssets = new MediaRepository(deps.db);
  return {
    mediaAssets,
    mediaIngest: new MediaIngestService(deps.storage, mediaAssets, deps.queue),
  };
};
