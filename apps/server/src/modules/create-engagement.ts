import type { Db } from '../db/database';
import type { App } from '../http/typed-app';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { AnalyticsRepository } from './analytics/analytics.repository';
import { analyticsRoutes } from './analytics/analytics.routes';
import { AnalyticsService } from './analytics/analytics.service';
import { CommentsRepository } from './comments/comments.repository';
import { commentsRoutes } from './comments/comments.routes';
import { CommentsService } from './comments/comments.service';
import { ContinueWatchingRepository } from './continue-watching/continue-watching.repository';
import { continueWatchingRoutes } from './continue-watching/continue-watching.routes';
import { ContinueWatchingService } from './continue-watching/continue-watching.service';
import { MetricsRepository } from './metrics/metrics.repository';
import { metricsRoutes } from './metrics/metrics.routes';
import { MetricsService } from './metrics/metrics.service';

/** Test seams; the runtime passes none. */
export type EngagementOptions = {
  clock?: () => Date;
  /** Comments one user may post per minute (COMMENT_PAGING.postsPerMinute by default). */
  commentsPerMinute?: number;
};

export type Engagement = {
  comments: CommentsService;
  metrics: MetricsService;
  positions: ContinueWatchingService;
  analytics: AnalyticsService;
};

/** Comments, watch metrics, continue watching and creator analytics (issue 6). */
export const createEngagement = (
  deps: { db: Db; limiter: RateLimiter },
  options: EngagementOptions = {},
): Engagement => ({
  comments: new CommentsService({
    repository: new CommentsRepository(deps.db),
    limiter: deps.limiter,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.commentsPerMinute ? { postsPerMinute: options.commentsPerMinute } : {}),
  }),
  metrics: new MetricsService(new MetricsRepository(deps.db)),
  positions: new ContinueWatchingService(new ContinueWatchingRepository(deps.db)),
  analytics: new AnalyticsService(new AnalyticsRepository(deps.db)),
});

export const engagementRoutes = async (app: App, { engagement }: { engagement: Engagement }) => {
  await app.register(commentsRoutes, { comments: engagement.comments });
  // the hottest write path: its access log belongs to the load balancer
  await app.register(metricsRoutes, { metrics: engagement.metrics, logLevel: 'warn' });
  await app.register(continueWatchingRoutes, { positions: engagement.positions });
  await app.register(analyticsRoutes, { analytics: engagement.analytics });
};
