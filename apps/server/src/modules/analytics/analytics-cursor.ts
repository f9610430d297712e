import { ANALYTICS_TEXTS, SERIES_ID_PATTERN } from '@app/contract';
import { opaqueCursor } from '../../lib/opaque-cursor';
import type { SeriesKey } from './analytics.repository';

/**
 * The analytics list's cursor: the last series of a page as JSON `[title, id]`. The title rides
 * along so a page still starts in the right place when that series has been deleted since.
 */
export const analyticsCursor = opaqueCursor<SeriesKey>({
  write: ({ title, id }) => JSON.stringify([title, id]),
  read: (text) => {
    const key: unknown = JSON.parse(text);
    if (
      !Array.isArray(key) ||
      key.length !== 2 ||
      typeof key[0] !== 'string' ||
      typeof key[1] !== 'string' ||
      !SERIES_ID_PATTERN.test(key[1])
    ) {
      return null;
    }
    return { title: key[0], id: key[1] };
  },
  invalid: ANALYTICS_TEXTS.invalidCursor,
});
