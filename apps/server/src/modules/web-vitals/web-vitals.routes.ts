import { webVitalsRoute, webVitalsSummaryRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { WebVitalsService } from './web-vitals.service';

/** Visits' INP in (anyone, rate-limited); each page's p75 per day out (editors only). */
export const webVitalsRoutes = async (app: App, { webVitals }: { webVitals: WebVitalsService }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, webVitalsRoute, (request) => webVitals.record(request.body, request.ip));
  contractRoute(app, webVitalsSummaryRoute, () => webVitals.summary());
};
