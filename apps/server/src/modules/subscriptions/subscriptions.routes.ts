import {
  cancelSubscriptionRoute,
  createSubscriptionRoute,
  mySubscriptionsRoute,
  subscriptionPlansRoute,
  subscriptionStatusRoute,
  validateAccessRoute,
} from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import { viewerOf } from '../access/access.service';
import type { SubscriptionsService } from './subscriptions.service';

/** Plans are public; the rest is one person's account and needs the bearer. */
export const subscriptionsRoutes = async (
  app: App,
  { subscriptions }: { subscriptions: SubscriptionsService },
) => {
  app.addHook('onSend', async (_request, reply) => {
    // answers about one person's account are never cached; the plan list is the same for all
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  contractRoute(app, subscriptionPlansRoute, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { plans: await subscriptions.plans() };
  });
  contractRoute(app, subscriptionStatusRoute, (request) =>
    subscriptions.status(viewerOf(currentUser(request)), request.query.content_id),
  );
  contractRoute(app, createSubscriptionRoute, (request) =>
    subscriptions.create(
      currentUser(request).id,
      request.body.subscription_type,
      request.body.content_id,
    ),
  );
  contractRoute(app, mySubscriptionsRoute, async (request) => ({
    subscriptions: await subscriptions.mine(currentUser(request).id),
  }));
  contractRoute(app, cancelSubscriptionRoute, (request) =>
    subscriptions.cancel(currentUser(request).id),
  );
  contractRoute(app, validateAccessRoute, (request) =>
    subscriptions.validateAccess(viewerOf(currentUser(request)), request.params.id),
  );
};
