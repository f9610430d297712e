import { apiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';

export const healthRoutes = async (app: App) => {
  contractRoute(app, apiRoutes.health, { access: 'public' }, async () => ({
    status: 'ok' as const,
  }));
};
