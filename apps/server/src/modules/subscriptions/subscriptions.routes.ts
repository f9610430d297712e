import { apiRoutes } from '@app/contract';
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
  const r = apiRoutes;
  const signedIn = { access: 'user' } as const;

  app.addHook('onSend', async (_request, reply) => {
    // answers about one person's account are never cached; the plan list is the same for all
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  contractRoute(app, r.subscriptionPlans, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { plans: await subscriptions.plans() };
  });
  contractRoute(app, r.subscriptionStatus, signedIn, (request) =>
    subscriptions.status(viewerOf(currentUser(request)), request.query.content_id),
  );
  contractRoute(app, r.createSubscription, signedIn, (request) =>
    subscriptions.create(
      currentUser(request).id,
      request.body.subscription_type,
      request.body.content_id,
    ),
  );
  contractRoute(app, r.mySubscriptions, signedIn, async (request) => ({
    subscriptions: await subscriptions.mine(currentUser(request).id),
  }));
  contractRoute(app, r.cancelSubscription, signedIn, (request) =>
    subscriptions.cancel(currentUser(request).id),
  );
  contractRoute(app, r.validateAccess, signedIn, (request) =>
    subscriptions.validateAccess(viewerOf(currentUser(request)), request.params.id),
  );
};
