import {
  followSeriesRoute,
  markNotificationsReadRoute,
  notificationsRoute,
  seriesFollowStateRoute,
  unfollowSeriesRoute,
} from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { NotificationsService } from './notifications.service';

/** Following a series (its state public, a bearer adds isFollowing) and the caller's inbox. */
export const notificationsRoutes = async (
  app: App,
  { notifications }: { notifications: NotificationsService },
) => {
  contractRoute(app, seriesFollowStateRoute, async (request, reply) => {
    // isFollowing differs per user: never shared by a cache
    void reply.header('cache-control', 'private, no-store');
    return notifications.state(request.params.id, request.user?.id ?? null);
  });
  contractRoute(app, followSeriesRoute, (request) =>
    notifications.follow(request.params.id, currentUser(request).id),
  );
  contractRoute(app, unfollowSeriesRoute, (request) =>
    notifications.unfollow(request.params.id, currentUser(request).id),
  );
  contractRoute(app, notificationsRoute, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return notifications.page(currentUser(request).id, request.query);
  });
  contractRoute(app, markNotificationsReadRoute, (request) =>
    notifications.markRead(currentUser(request).id, request.body),
  );
};
