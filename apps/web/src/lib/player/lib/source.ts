/** How a source reaches the <video>: set as src, or fed through hls.js (Media Source Extensions). */
export type SourceMode = 'direct' | 'hls.js';

const HLS_MIME = 'application/vnd.apple.mpegurl';

export const isHlsUrl = (src: string): boolean => {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.toLowerCase().endsWith('.m3u8');
};

// what hls.js itself asks of Media Source Extensions (Hls.isSupported) before it can play H.264
const MSE_H264 = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

type MseGlobal = { MediaSource?: { isTypeSupported(type: string): boolean } };

/** Media Source Extensions that can play our ladders: where hls.js works. */
export const hasMediaSource = (scope: MseGlobal = globalThis as MseGlobal): boolean =>
  typeof scope.MediaSource?.isTypeSupported === 'function' &&
  scope.MediaSource.isTypeSupported(MSE_H264);

/**
 * MP4 goes straight in. HLS goes through hls.js wherever Media Source Extensions exist (as
 * hls.js advises): it starts on the lowest rung and buffers as hlsConfig says, which a native
 * player (Chromium has one too now) does not let us ask. Natively only without MSE (iPhone).
 */
export function sourceModeFor(
  src: string,
  video: Pick<HTMLVideoElement, 'canPlayType'>,
  scope?: MseGlobal,
): SourceMode {
  if (!isHlsUrl(src) || (!hasMediaSource(scope) && video.canPlayType(HLS_MIME) !== '')) {
    return 'direct';
  }
  return 'hls.js';
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
