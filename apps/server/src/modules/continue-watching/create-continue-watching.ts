import type { Db } from '../../db/database';
import { ContinueWatchingRepository } from './continue-watching.repository';
import { ContinueWatchingService } from './continue-watching.service';

export type ContinueWatchingModule = { continueWatching: ContinueWatchingService };

export const createContinueWatching = (deps: { db: Db }): ContinueWatchingModule => ({
  continueWatching: new ContinueWatchingService(new ContinueWatchingRepository(deps.db)),
});
