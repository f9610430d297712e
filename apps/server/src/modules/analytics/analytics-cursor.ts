import { ANALYTICS_TEXTS, SERIES_ID_PATTERN } from '@app/contract';
import { badRequest } from '../../http/http-error';
import type { SeriesKey } from './analytics.repository';

/**
 * The analytics list's cursor: the last series of a page as [title, id], base64url. Opaque to
 * clients; the title rides along so a page still starts in the right place when that series
 * has been deleted since.
 */
export const encodeCursor = ({ title, id }: SeriesKey): string =>
  Buffer.from(JSON.stringify([title, id])).toString('base64url');

/** The key a cursor names, or 400 for one this server did not make. */
export const decodeCursor = (cursor: string | undefined): SeriesKey | null => {
  if (cursor === undefined) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw badRequest(ANALYTICS_TEXTS.invalidCursor);
  }
  if (
    !Array.isArray(key) ||
    key.length !== 2 ||
    typeof key[0] !== 'string' ||
    typeof key[1] !== 'string' ||
    !SERIES_ID_PATTERN.test(key[1])
  ) {
    throw badRequest(ANALYTICS_TEXTS.invalidCursor);
  }
  return { title: key[0], id: key[1] };
};
