import { MEDIA_PATH_PREFIX } from '@app/contract';
import type { Storage } from '../../storage/storage';

/** An episode's video as the catalogue stores it. */
export type EpisodeVideo = {
  videoStatus: string | null;
  videoMasterKey: string | null;
  videoSourceKey: string | null;
};

/** Whether the HLS ladder is ready: the original plays until it is. */
export const isStreamReady = (video: EpisodeVideo): boolean =>
  video.videoStatus === 'ready' && video.videoMasterKey !== null;

/** The key a player loads: the HLS master once transcoded, the original before. */
export const playableKey = (video: EpisodeVideo): string | null =>
  isStreamReady(video) ? video.videoMasterKey : video.videoSourceKey;

/**
 * A stored file's URL in an answer. A protected episode's files are always the app's own
 * `/media/…`, never a public CDN base: only the app checks playback grants
 * (docs/deployment.md#priced-episodes-and-a-cdn).
 */
export const mediaUrl = (storage: Storage, key: string | null | undefined, isProtected = false) =>
  !key ? '' : isProtected ? `${MEDIA_PATH_PREFIX}${key}` : storage.publicUrl(key);
