import type Hls from 'hls.js/light';
import { onFirstFrame } from './first-frame';

/**
 * Forward buffer until the first frame is on screen: enough to start and not stall. On a fast
 * link a cached first segment makes the bandwidth estimate soar, and hls.js fetched the upper
 * rung's segments back to back before that frame, each transmuxed and appended on the main
 * thread the frame needs.
 */
const START_BUFFER_SECONDS = 4;
// short episodes: half a minute ahead is plenty and spares data when viewers swipe on
const BUFFER_SECONDS = 30;

/** hls.js settings, shared by the player and the early start of /play (features/play/early). */
export function hlsConfig(startPosition: number) {
  return {
    // the lowest rung first: its small first segment gives the fastest first frame,
    // and it is what the previous episode prefetched; ABR climbs from there
    startLevel: 0,
    capLevelToPlayerSize: true,
    startPosition: startPosition > 0 ? startPosition : -1,
    // hls.js buffers max(maxBufferLength, what maxBufferSize holds at the rung's bitrate),
    // minutes for our ladders, up to maxMaxBufferLength: that one is the real bound
    maxBufferLength: START_BUFFER_SECONDS,
    maxMaxBufferLength: START_BUFFER_SECONDS,
    backBufferLength: BUFFER_SECONDS,
  };
}

/** Once `video` shows its first frame, `hls` buffers as far ahead as usual. */
export function widenBufferAfterFirstFrame(hls: Hls, video: HTMLVideoElement): void {
  const widen = () => {
    hls.config.maxBufferLength = BUFFER_SECONDS;
    hls.config.maxMaxBufferLength = BUFFER_SECONDS;
  };
  onFirstFrame(video, widen);
}
