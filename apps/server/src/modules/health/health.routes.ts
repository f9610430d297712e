import { apiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { HealthService } from './create-health';

/** `GET /api/health`: 200 `ok`, or 503 `down` while the database does not answer. */
export const healthRoutes = async (app: App, { health }: { health: HealthService }) => {
  contractRoute(app, apiRoutes.health, { access: 'public' }, async (_request, reply) => {
    const body = await health.check();
    return reply
      .code(body.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
