/** How a source reaches the <video>: set as src, or fed through hls.js (Media Source Extensions). */
export type SourceMode = 'direct' | 'hls.js';

const HLS_MIME = 'application/vnd.apple.mpegurl';

export const isHlsUrl = (src: string): boolean => {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.toLowerCase().endsWith('.m3u8');
};

/** MP4 and natively playable HLS (Safari, iOS, some Android) go straight in; other HLS needs hls.js. */
export function sourceModeFor(
  src: string,
  video: Pick<HTMLVideoElement, 'canPlayType'>,
): SourceMode {
  if (!isHlsUrl(src)) return 'direct';
  return video.canPlayType(HLS_MIME) ? 'direct' : 'hls.js';
}

/**
 * hls.js is imported on demand so it never weighs on pages without a player.
 * The light build (no subtitles, EME or alternate audio) covers our ladders.
 */
export const loadHls = () => import('hls.js/light').then((module) => module.default);

/** Start downloading hls.js while the page still waits for its data (no-op where HLS is native). */
export function preloadHlsIfNeeded(src: string | undefined): void {
  if (typeof document === 'undefined' || src === undefined) return;
  if (sourceModeFor(src, document.createElement('video')) === 'hls.js') {
    // a failed preload is retried by the player itself
    loadHls().catch(() => undefined);
  }
}
