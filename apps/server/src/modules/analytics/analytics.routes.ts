import { seriesAnalyticsListRoute, seriesAnalyticsRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { AnalyticsService } from './analytics.service';

/** Creator analytics: editors only (401 for guests, 403 for viewers). */
export const analyticsRoutes = async (app: App, { analytics }: { analytics: AnalyticsService }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, seriesAnalyticsListRoute, (request) => analytics.list(request.query));
  contractRoute(app, seriesAnalyticsRoute, (request) => analytics.ofSeries(request.params.id));
};
