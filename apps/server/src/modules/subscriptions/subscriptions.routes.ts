import { apiRoutes } from '@app/contract';
import { currentUser, requireUser } from '../../http/auth-guard';
import type { App } from '../../http/typed-app';
import type { SubscriptionsService } from './subscriptions.service';

const TAGS = ['subscriptions'];

/** Spec §7 "Subscriptions": plans are public; the rest need the bearer (DESIGN §3). */
export const subscriptionsRoutes = async (
  app: App,
  { subscriptions }: { subscriptions: SubscriptionsService },
) => {
  const r = apiRoutes;

  app.addHook('onSend', async (_request, reply) => {
    // answers about one person's account are never cached; the plan list is the same for all
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    r.subscriptionPlans.path,
    {
      schema: {
        querystring: r.subscriptionPlans.querystring,
        response: { 200: r.subscriptionPlans.response },
        tags: TAGS,
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { plans: await subscriptions.plans() };
    },
  );

  app.get(
    r.subscriptionStatus.path,
    {
      schema: {
        querystring: r.subscriptionStatus.querystring,
        response: { 200: r.subscriptionStatus.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    (request) => subscriptions.status(currentUser(request).id, request.query.content_id),
  );

  app.post(
    r.createSubscription.path,
    {
      schema: {
        body: r.createSubscription.body,
        response: { 200: r.createSubscription.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    (request) =>
      subscriptions.create(
        currentUser(request).id,
        request.body.subscription_type,
        request.body.content_id,
      ),
  );

  app.get(
    r.mySubscriptions.path,
    {
      schema: {
        querystring: r.mySubscriptions.querystring,
        response: { 200: r.mySubscriptions.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    async (request) => ({ subscriptions: await subscriptions.mine(currentUser(request).id) }),
  );

  app.post(
    r.cancelSubscription.path,
    {
      schema: {
        body: r.cancelSubscription.body,
        response: { 200: r.cancelSubscription.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    (request) => subscriptions.cancel(currentUser(request).id),
  );

  app.get(
    r.validateAccess.path,
    {
      schema: {
        params: r.validateAccess.params,
        querystring: r.validateAccess.querystring,
        response: { 200: r.validateAccess.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    async (request) => {
      const accessType = await subscriptions.accessFor(currentUser(request).id, request.params.id);
      return { has_access: accessType !== 'none', access_type: accessType };
    },
  );
};
