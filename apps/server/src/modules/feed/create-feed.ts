import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import type { AccessService } from '../access/access.service';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';

/** Test seams; the runtime passes none. */
export type FeedOptions = {
  /** Picks the ranking generation: tests move it to make a new ranking. */
  clock?: () => Date;
  /** How long a first page waits for a new bucket's ranking before the last one answers it. */
  rankingWaitMs?: number;
};

export type FeedModule = { feed: FeedService };

export const createFeed = (
  deps: { db: Db; storage: Storage; access: AccessService },
  options: FeedOptions = {},
): FeedModule => ({
  feed: new FeedService({
    repository: new FeedRepository(deps.db),
    storage: deps.storage,
    access: deps.access,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.rankingWaitMs === undefined ? {} : { rankingWaitMs: options.rankingWaitMs }),
  }),
});
