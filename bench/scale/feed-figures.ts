// The For You feed's figures of `npm run bench -- scale`: a ranking generation computed from
// the rollups, and the next page after page 1 and after a rank halfway down the catalogue.
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import type { Db } from '../../apps/server/src/db/database';
import { createAccess } from '../../apps/server/src/modules/access/create-access';
import { feedCursor } from '../../apps/server/src/modules/feed/feed-cursor';
import { createFeed } from '../../apps/server/src/modules/feed/create-feed';
import type { Storage } from '../../apps/server/src/storage/storage';

/** A guest with a viewer id, as the web app pages the feed. */
const VIEWER = 'scale-bench-viewer';

export type FeedPages = {
  /** The first page's generation, computed when the feed service is made (ms). */
  generationMs: number;
  nextPage: () => Promise<unknown>;
  middlePage: () => Promise<unknown>;
};

/**
 * A feed service over `db`, its current generation computed (and timed), and the two page
 * reads to time: the page after page 1, and one after the rank halfway through `series`.
 */
export const feedPages = async (db: Db, storage: Storage, series: number): Promise<FeedPages> => {
  const { access } = createAccess({
    db,
    storage,
    secret: 'scale-bench-secret',
    log: pino({ level: 'silent' }),
    onCatalogueChange: () => undefined,
  });
  const { feed } = createFeed({ db, storage, access });
  const started = performance.now();
  const first = await feed.page({ viewer_id: VIEWER }, null);
  const generationMs = performance.now() - started;
  if (!first.nextCursor) throw new Error('the feed has one page only');
  const next = first.nextCursor;
  const middle = feedCursor.encode({
    ...feedCursor.decode(next),
    rank: Math.floor(series / 2),
  });
  const page = (cursor: string) => feed.page({ viewer_id: VIEWER, cursor }, null);
  if ((await page(middle)).items.length === 0) throw new Error('no feed page at the middle');
  return { generationMs, nextPage: () => page(next), middlePage: () => page(middle) };
};
