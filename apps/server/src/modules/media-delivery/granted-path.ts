import { PLAYBACK_GRANT } from '@app/contract';
import { cacheControlFor } from '../../storage/content-types';

const GRANT_SEGMENT = `${PLAYBACK_GRANT.pathSegment}/`;

/** The 403s' texts: no grant, or one that does not open this file (forged, expired, another episode's). */
export const GRANT_REQUIRED = 'This episode is locked: ask for a playback grant';
export const GRANT_REFUSED = 'The playback grant is not valid for this file';

/**
 * `g/{token}/{key}` → the token and the stored key; any other path is a key without a token. A key
 * never starts with `g/` (storage keys are `hls/`, `uploads/`, `captions/`, `demo/`…).
 */
export const splitGrant = (path: string): { token: string | null; key: string } => {
  if (!path.startsWith(GRANT_SEGMENT)) return { token: null, key: path };
  const end = path.indexOf('/', GRANT_SEGMENT.length);
  if (end === -1) return { token: null, key: path };
  return { token: path.slice(GRANT_SEGMENT.length, end), key: path.slice(end + 1) };
};

/**
 * A granted file's caching: as long as a free one's, but only in the viewer's own browser. The
 * token makes the URL the viewer's; a shared cache must not keep it.
 */
export const grantedCacheControlFor = (key: string): string =>
  cacheControlFor(key).replace(/^public\b/, 'private');
