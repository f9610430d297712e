/** hls.js settings, shared by the player and the early start of /play (features/play/early). */
export function hlsConfig(startPosition: number) {
  return {
    // the lowest rung first: its small first segment gives the fastest first frame,
    // and it is what the previous episode prefetched; ABR climbs from there
    startLevel: 0,
    capLevelToPlayerSize: true,
    startPosition: startPosition > 0 ? startPosition : -1,
    // short episodes: a minute ahead is plenty and spares data when viewers swipe on
    maxBufferLength: 30,
    backBufferLength: 30,
  };
}
