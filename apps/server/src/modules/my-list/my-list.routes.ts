import { addToMyListRoute, myListRoute, removeFromMyListRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { MyListService } from './my-list.service';

/** My List: the bearer is optional; a guest's list is its viewer id's (docs/product/wallet.md#my-list). */
export const myListRoutes = async (app: App, { myList }: { myList: MyListService }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, myListRoute, async (request) => ({
    items: await myList.list(request.user?.id ?? null, request.query.viewer_id),
  }));
  contractRoute(app, addToMyListRoute, (request) =>
    myList.add(request.params.id, request.user?.id ?? null, request.query.viewer_id),
  );
  contractRoute(app, removeFromMyListRoute, (request) =>
    myList.remove(request.params.id, request.user?.id ?? null, request.query.viewer_id),
  );
};
