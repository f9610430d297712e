import { apiRoutes } from '@app/contract';
import type { App } from '../../http/typed-app';

export const healthRoutes = async (app: App) => {
  const { health } = apiRoutes;
  app.get(
    health.path,
    { schema: { response: { 200: health.response }, tags: ['health'] } },
    async () => ({ status: 'ok' as const }),
  );
};
