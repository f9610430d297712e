import { viewerApiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { MyListService } from './my-list.service';

/** My List: the bearer is optional; a guest's list is its viewer id's (docs/product/wallet.md#my-list). */
export const myListRoutes = async (app: App, { myList }: { myList: MyListService }) => {
  const r = viewerApiRoutes;
  const open = { access: 'public' } as const;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, r.myList, open, async (request) => ({
    items: await myList.list(request.user?.id ?? null, request.query.viewer_id),
  }));
  contractRoute(app, r.addToMyList, open, (request) =>
    myList.add(request.params.id, request.user?.id ?? null, request.query.viewer_id),
  );
  contractRoute(app, r.removeFromMyList, open, (request) =>
    myList.remove(request.params.id, request.user?.id ?? null, request.query.viewer_id),
  );
};
