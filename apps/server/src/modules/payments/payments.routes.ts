import { apiRoutes } from '@app/contract';
import { currentUser, requireUser } from '../../http/auth-guard';
import type { App } from '../../http/typed-app';
import type { PaymentsService } from './payments.service';

const TAGS = ['payments'];

/** Spec §7 "Payments": config is public; paying needs the bearer (DESIGN §3). */
export const paymentsRoutes = async (app: App, { payments }: { payments: PaymentsService }) => {
  const r = apiRoutes;

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    r.paymentConfig.path,
    {
      schema: {
        querystring: r.paymentConfig.querystring,
        response: { 200: r.paymentConfig.response },
        tags: TAGS,
      },
    },
    () => payments.config(),
  );

  app.post(
    r.simulatePayment.path,
    {
      schema: {
        params: r.simulatePayment.params,
        body: r.simulatePayment.body,
        response: { 200: r.simulatePayment.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    (request) => payments.simulate(currentUser(request).id, request.params.paymentId),
  );

  app.post(
    r.createPaymentIntent.path,
    {
      schema: {
        body: r.createPaymentIntent.body,
        response: { 200: r.createPaymentIntent.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    (request) => payments.createIntent(currentUser(request).id, request.body),
  );

  app.post(
    r.confirmPayment.path,
    {
      schema: {
        body: r.confirmPayment.body,
        response: { 200: r.confirmPayment.response },
        tags: TAGS,
      },
      onRequest: requireUser,
    },
    (request) => payments.confirm(currentUser(request).id, request.body.payment_intent_id),
  );
};
