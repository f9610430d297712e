import type { Db } from '../../db/database';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { PaymentProvider } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

export type PaymentsModule = { payments: PaymentsService };

export const createPayments = (deps: {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
}): PaymentsModule => ({
  payments: new PaymentsService({
    payments: new PaymentsRepository(deps.db),
    subscriptions: new SubscriptionsRepository(deps.db),
    provider: deps.provider,
    clock: deps.clock,
  }),
});
