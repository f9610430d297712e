import { feedRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { FeedService } from './feed.service';

/** The For You feed: public; a bearer adds the user's started series to the viewer id's. */
export const feedRoutes = async (app: App, { feed }: { feed: FeedService }) => {
  contractRoute(app, feedRoute, async (request, reply) => {
    // the order depends on who asks
    void reply.header('cache-control', 'private, no-store');
    return feed.page(request.query, request.user);
  });
};
