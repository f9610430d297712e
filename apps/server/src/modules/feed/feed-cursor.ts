import { ErrorCode, FOR_YOU_TEXTS, SERIES_ID_PATTERN } from '@app/contract';
import { badRequest } from '../../http/http-error';

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

/** Opaque to clients: base64url of `f1.<generation>.<epoch ms>.<0|1>.<rank>[.<series id>]`. */
export const encodeFeedCursor = (cursor: FeedCursor): string =>
  Buffer.from(
    [
      'f1',
      cursor.generation,
      cursor.startedBefore.getTime(),
      cursor.started ? 1 : 0,
      cursor.rank,
      ...(cursor.pinned === null ? [] : [cursor.pinned]),
    ].join('.'),
  ).toString('base64url');

/** The cursor a client sent back, or 400 for anything this server did not make. */
export const decodeFeedCursor = (value: string): FeedCursor => {
  const match = FORMAT.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const pinned = match?.[5] ?? null;
  if (!match || (pinned !== null && !SERIES_ID_PATTERN.test(pinned))) {
    throw badRequest(FOR_YOU_TEXTS.invalidCursor, ErrorCode.VALIDATION_FAILED);
  }
  return {
    generation: Number(match[1]),
    startedBefore: new Date(Number(match[2])),
    started: match[3] === '1',
    rank: Number(match[4]),
    pinned,
  };
};
