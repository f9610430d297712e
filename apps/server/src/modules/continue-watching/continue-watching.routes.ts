import { continueWatchingRoute, seriesProgressRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { ContinueWatchingService } from './continue-watching.service';

/** Positions to resume from; the bearer is optional (a guest passes its viewer_id). */
export const continueWatchingRoutes = async (
  app: App,
  { continueWatching }: { continueWatching: ContinueWatchingService },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, continueWatchingRoute, async (request) => ({
    items: await continueWatching.list(request.user?.id ?? null, request.query.viewer_id),
  }));
  contractRoute(app, seriesProgressRoute, async (request) => ({
    item: await continueWatching.forSeries(
      request.params.id,
      request.user?.id ?? null,
      request.query.viewer_id,
    ),
  }));
};
