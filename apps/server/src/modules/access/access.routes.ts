import { episodePlaybackRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import { viewerOf, type AccessService } from './access.service';

/** A playback grant for one episode (docs/product/wallet.md#playback-grants). */
export const accessRoutes = async (app: App, { access }: { access: AccessService }) => {
  app.addHook('onSend', async (_request, reply) => {
    // a grant is the caller's own
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, episodePlaybackRoute, (request) =>
    access.playback(
      viewerOf(request.user, request.query.viewer_id),
      request.params.id,
      request.params.number,
    ),
  );
};
