/**
 * Media types and cache lifetimes by file extension, shared by both storage drivers and the media
 * route. Served types come from this table, never from what an uploader declared, so a stored
 * object cannot turn into HTML in a browser.
 */
export const CONTENT_TYPES = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  // captions (modules/captions); WebVTT is UTF-8 by definition
  '.vtt': 'text/vtt; charset=utf-8',
} as const;

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export const CACHE_CONTROL = {
  // segments, renditions and images are written once under a generated key and never change
  immutable: 'public, max-age=31536000, immutable',
  // a playlist may be rewritten (e.g. the ladder finishing): keep it short
  playlist: 'public, max-age=60',
  revalidate: 'no-cache',
} as const;

type Extension = keyof typeof CONTENT_TYPES;

const IMMUTABLE_EXTENSIONS: ReadonlySet<string> = new Set<Extension>([
  '.ts',
  '.m4s',
  '.mp4',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
]);

/** `.m3u8` for `videos/a/master.M3U8`; '' when the last segment has no dot. */
export const extensionOf = (key: string): string => {
  const dot = key.lastIndexOf('.');
  if (dot === -1 || dot < key.lastIndexOf('/')) return '';
  return key.slice(dot).toLowerCase();
};

export const contentTypeFor = (key: string): string =>
  (CONTENT_TYPES as Record<string, string>)[extensionOf(key)] ?? DEFAULT_CONTENT_TYPE;

/** Segments, renditions and images: written once under a generated key, never changed. */
export const isImmutableKey = (key: string): boolean => IMMUTABLE_EXTENSIONS.has(extensionOf(key));

export const cacheControlFor = (key: string): string => {
  const extension = extensionOf(key);
  if (IMMUTABLE_EXTENSIONS.has(extension)) return CACHE_CONTROL.immutable;
  if (extension === '.m3u8') return CACHE_CONTROL.playlist;
  return CACHE_CONTROL.revalidate;
};
