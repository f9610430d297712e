import { healthRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import { sendsMetricsToken } from '../../http/metrics-token';
import type { App } from '../../http/typed-app';
import type { HealthService } from './create-health';

/**
 * `GET /api/health`: 200 `ok`, or 503 `down` while the database does not answer. The storage's
 * error text (paths, the bucket) only for `Authorization: Bearer <METRICS_TOKEN>`.
 */
export const healthRoutes = async (
  app: App,
  { health, metricsToken }: { health: HealthService; metricsToken: string | undefined },
) => {
  contractRoute(app, healthRoute, async (request, reply) => {
    const body = await health.check();
    if (body.storage?.error !== undefined && !sendsMetricsToken(request, metricsToken)) {
      const { error: _error, ...storage } = body.storage;
      body.storage = storage;
    }
    return reply
      .code(body.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
