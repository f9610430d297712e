import {
  confirmPaymentRoute,
  createPaymentIntentRoute,
  paymentConfigRoute,
  simulatePaymentRoute,
} from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { PaymentsService } from './payments.service';

/** The payment config is public; paying needs the bearer. */
export const paymentsRoutes = async (app: App, { payments }: { payments: PaymentsService }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  contractRoute(app, paymentConfigRoute, () => payments.config());
  contractRoute(app, simulatePaymentRoute, (request) =>
    payments.simulate(currentUser(request).id, request.params.paymentId),
  );
  contractRoute(app, createPaymentIntentRoute, (request) =>
    payments.createIntent(currentUser(request).id, request.body),
  );
  contractRoute(app, confirmPaymentRoute, (request) =>
    payments.confirm(currentUser(request).id, request.body.payment_intent_id),
  );
};
