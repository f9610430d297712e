/** How a source reaches the <video>: set as src, or fed through hls.js (Media Source Extensions). */
export type SourceMode = 'direct' | 'hls.js';

const HLS_MIME = 'application/vnd.apple.mpegurl';

export const isHlsUrl = (src: string): boolean => {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.toLowerCase().endsWith('.m3u8');
};

/** The browser plays HLS itself (Safari, iOS, Chromium 14x and later, some Android). */
export const playsHlsNatively = (video: Pick<HTMLVideoElement, 'canPlayType'>): boolean =>
  video.canPlayType(HLS_MIME) !== '';

/**
 * MP4 and natively playable HLS go straight in: the browser's own player starts without
 * downloading and compiling 390 KB of hls.js first. Other HLS needs hls.js.
 */
export function sourceModeFor(
  src: string,
  video: Pick<HTMLVideoElement, 'canPlayType'>,
): SourceMode {
  if (!isHlsUrl(src)) return 'direct';
  return playsHlsNatively(video) ? 'direct' : 'hls.js';
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
