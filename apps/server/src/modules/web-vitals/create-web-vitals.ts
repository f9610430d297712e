import type { Db } from '../../db/database';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { WebVitalsRepository } from './web-vitals.repository';
import { WebVitalsService } from './web-vitals.service';

/** Test seams; the runtime passes none. */
export type WebVitalsOptions = {
  clock?: () => Date;
  perIpPerMinute?: number;
};

export type WebVitalsModule = { webVitals: WebVitalsService };

export const createWebVitals = (
  deps: { db: Db; limiter: RateLimiter },
  options: WebVitalsOptions = {},
): WebVitalsModule => ({
  webVitals: new WebVitalsService({
    repository: new WebVitalsRepository(deps.db),
    limiter: deps.limiter,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.perIpPerMinute ? { perIpPerMinute: options.perIpPerMinute } : {}),
  }),
});
