import { apiRoutes } from '@app/contract';
import type { App } from '../../http/typed-app';
import type { ContinueWatchingService } from './continue-watching.service';

/** Positions to resume from; the bearer is optional (a guest passes its viewer_id). */
export const continueWatchingRoutes = async (
  app: App,
  { positions }: { positions: ContinueWatchingService },
) => {
  const { continueWatching, seriesProgress } = apiRoutes;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    continueWatching.path,
    {
      schema: {
        querystring: continueWatching.querystring,
        response: { 200: continueWatching.response },
        tags: ['continue-watching'],
      },
    },
    async (request) => ({
      items: await positions.list(request.user?.id ?? null, request.query.viewer_id),
    }),
  );

  app.get(
    seriesProgress.path,
    {
      schema: {
        params: seriesProgress.params,
        querystring: seriesProgress.querystring,
        response: { 200: seriesProgress.response },
        tags: ['continue-watching'],
      },
    },
    async (request) => ({
      item: await positions.forSeries(
        request.params.id,
        request.user?.id ?? null,
        request.query.viewer_id,
      ),
    }),
  );
};
