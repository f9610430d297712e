import { apiRoutes } from '@app/contract';
import { requireRole } from '../../http/auth-guard';
import type { App } from '../../http/typed-app';
import type { AnalyticsService } from './analytics.service';

/** Creator analytics: editors only (401 for guests, 403 for viewers). */
export const analyticsRoutes = async (app: App, { analytics }: { analytics: AnalyticsService }) => {
  const { seriesAnalyticsList, seriesAnalytics } = apiRoutes;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    seriesAnalyticsList.path,
    {
      schema: {
        querystring: seriesAnalyticsList.querystring,
        response: { 200: seriesAnalyticsList.response },
        tags: ['analytics'],
      },
      preValidation: requireRole('editor'),
    },
    () => analytics.list(),
  );

  app.get(
    seriesAnalytics.path,
    {
      schema: {
        params: seriesAnalytics.params,
        querystring: seriesAnalytics.querystring,
        response: { 200: seriesAnalytics.response },
        tags: ['analytics'],
      },
      preValidation: requireRole('editor'),
    },
    (request) => analytics.ofSeries(request.params.id),
  );
};
