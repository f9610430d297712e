/**
 * Playback grants (docs/product/wallet.md#playback-grants): the media of a priced or locked
 * episode answer 403 unless their URL sits under a grant's prefix, `/media/g/{token}/`. A grant
 * opens one episode for one viewer, for a few hours; the token is signed by the server. Free of
 * zod: the early start of /play imports it.
 */
export const PLAYBACK_GRANT = {
  /** How long a grant opens its episode. Hours, so a page left open keeps playing. */
  ttlMs: 6 * 60 * 60 * 1000,
  /** The path segment that starts a granted media URL: `/media/g/{token}/{key}`. */
  pathSegment: 'g',
} as const;

// MEDIA_PATH_PREFIX (common/constants.ts), spelled out here to keep this file free of imports
const MEDIA_PREFIX = '/media/';

/** The media path prefix a grant's token goes under. */
export const GRANTED_MEDIA_PREFIX = `${MEDIA_PREFIX}${PLAYBACK_GRANT.pathSegment}/`;

/**
 * A media URL of the catalogue answers (`/media/{key}`) as the grant opens it. URLs elsewhere (a
 * CDN base, empty) are returned as they are: only the app's own media sit behind grants.
 */
export const grantedMediaUrl = (url: string, grant: { media_prefix: string }): string =>
  url.startsWith(MEDIA_PREFIX) && !url.startsWith(GRANTED_MEDIA_PREFIX)
    ? grant.media_prefix + url.slice(MEDIA_PREFIX.length)
    : url;
