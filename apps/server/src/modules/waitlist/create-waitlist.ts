import type { Db } from '../../db/database';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';

/** Test seams; the runtime passes none. */
export type WaitlistOptions = {
  clock?: () => Date;
  /** Joins per client address and window (WAITLIST.joinsPerIp by default). */
  joinsPerIp?: number;
};

export type WaitlistModule = { waitlist: WaitlistService };

export const createWaitlist = (
  deps: { db: Db; limiter: RateLimiter },
  options: WaitlistOptions = {},
): WaitlistModule => ({
  waitlist: new WaitlistService({
    repository: new WaitlistRepository(deps.db),
    limiter: deps.limiter,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.joinsPerIp ? { joinsPerIp: options.joinsPerIp } : {}),
  }),
});
