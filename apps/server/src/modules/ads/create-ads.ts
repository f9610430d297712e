import type { Logger } from 'pino';
import type { AccessType } from '@app/contract';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { deriveKey } from '../../secrets';
import type { Storage } from '../../storage/storage';
import { AdsRepository } from './ads.repository';
import { AdsService, type RewardedAds } from './ads.service';
import { TrailerStore } from './trailer-store';
import type { RateLimiter } from '../../rate-limit/rate-limiter';

export type AdsModule = {
  ads: AdsService;
  /** Ad events and trailer sources: the trailer job's too. */
  adsRepository: AdsRepository;
  trailers: TrailerStore;
};

export const createAds = (deps: {
  db: Db;
  storage: Storage;
  queue: JobQueue;
  /** Who may watch without ads (subscribers, buyers). */
  access: (userId: string | null, contentId: string | undefined) => Promise<AccessType>;
  /** AD_VAST_URL. */
  vastUrl: string | undefined;
  jwtSecret: string;
  log: Logger;
  /** Budgets the tracking pixel per client address. */
  limiter?: RateLimiter;
  /** The wallet: starts a rewarded session's ad clock, and unlocks on its `complete`. */
  rewarded?: RewardedAds;
}): AdsModule => {
  const adsRepository = new AdsRepository(deps.db);
  const trailers = new TrailerStore(deps.storage);
  return {
    ads: new AdsService({
      ads: adsRepository,
      trailers,
      storage: deps.storage,
      queue: deps.queue,
      access: deps.access,
      vastUrl: deps.vastUrl,
      viewerKey: deriveKey(deps.jwtSecret, 'ad-viewer'),
      log: deps.log,
      ...(deps.limiter ? { limiter: deps.limiter } : {}),
      ...(deps.rewarded ? { rewarded: deps.rewarded } : {}),
      rewardKey: deriveKey(deps.jwtSecret, 'ad-reward-viewer'),
    }),
    adsRepository,
    trailers,
  };
};
