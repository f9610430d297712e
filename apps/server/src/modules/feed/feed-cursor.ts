import { FOR_YOU_TEXTS, SERIES_ID_PATTERN } from '@app/contract';
import { opaqueCursor } from '../../lib/opaque-cursor';

/**
 * Where a feed page ended, and what fixes the feed's order for its later pages: the ranking
 * generation, the time of the first page (series started after it keep their place), the
 * last item's group (started or not) and rank, and the first page's pinned item, if any.
 */
export type FeedCursor = {
  generation: number;
  startedBefore: Date;
  started: boolean;
  rank: number;
  pinned: string | null;
};

const FORMAT = /^f1\.(\d{1,15})\.(\d{1,15})\.([01])\.(\d{1,9})(?:\.([a-z0-9-]{1,80}))?$/;

/** `f1.<generation>.<epoch ms>.<0|1>.<rank>[.<series id>]`. */
export const feedCursor = opaqueCursor<FeedCursor>({
  write: (cursor) =>
    [
      'f1',
      cursor.generation,
      cursor.startedBefore.getTime(),
      cursor.started ? 1 : 0,
      cursor.rank,
      ...(cursor.pinned === null ? [] : [cursor.pinned]),
    ].join('.'),
  read: (text) => {
    const match = FORMAT.exec(text);
    const pinned = match?.[5] ?? null;
    if (!match || (pinned !== null && !SERIES_ID_PATTERN.test(pinned))) return null;
    return {
      generation: Number(match[1]),
      startedBefore: new Date(Number(match[2])),
      started: match[3] === '1',
      rank: Number(match[4]),
      pinned,
    };
  },
  invalid: FOR_YOU_TEXTS.invalidCursor,
});
