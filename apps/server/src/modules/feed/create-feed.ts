import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';

/** Test seams; the runtime passes none. */
export type FeedOptions = {
  /** Picks the ranking generation: tests move it to make a new ranking. */
  clock?: () => Date;
};

export type FeedModule = { feed: FeedService };

export const createFeed = (
  deps: { db: Db; storage: Storage },
  options: FeedOptions = {},
): FeedModule => ({
  feed: new FeedService({
    repository: new FeedRepository(deps.db),
    storage: deps.storage,
    ...(options.clock ? { clock: options.clock } : {}),
  }),
});
