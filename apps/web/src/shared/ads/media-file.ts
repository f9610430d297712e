import { isHlsUrl } from '../../lib/player/lib/source';

// no vast-client here: the early start of /play (early-ad.ts) picks the ad's file with it too

export type MediaFileLike = { fileURL?: unknown; mimeType?: unknown };

const HLS_TYPES = ['application/x-mpegurl', 'application/vnd.apple.mpegurl'];

/**
 * The media file to play: one the browser plays directly (MP4, WebM), else an HLS stream
 * (the player's hls.js plays it), else none. VAST lists the same ad in several encodings.
 */
export function pickMediaFile(
  files: readonly MediaFileLike[],
  canPlayType: (type: string) => string,
): string | null {
  const usable = files.filter(
    (file): file is { fileURL: string; mimeType?: unknown } =>
      typeof file.fileURL === 'string' && file.fileURL.trim() !== '',
  );
  const typeOf = (file: { mimeType?: unknown }) =>
    typeof file.mimeType === 'string' ? file.mimeType.toLowerCase() : '';
  const isHls = (file: { fileURL: string; mimeType?: unknown }) =>
    HLS_TYPES.includes(typeOf(file)) || isHlsUrl(file.fileURL);
  const direct = usable.find((file) => !isHls(file) && canPlayType(typeOf(file)) !== '');
  const stream = usable.find(isHls);
  return (direct ?? stream)?.fileURL.trim() ?? null;
}

/**
 * A companion resource fit to show as the ad's still: an image with an http(s) address. Its
 * trimmed address, else null. The slot (vast-ad.ts) and the early start (early-ad.ts) read it.
 */
export function stillImageUrl(url: unknown, creativeType: unknown): string | null {
  if (typeof url !== 'string' || typeof creativeType !== 'string') return null;
  const trimmed = url.trim();
  return creativeType.startsWith('image/') && /^https?:\/\//i.test(trimmed) ? trimmed : null;
}
