import type { Db } from '../../db/database';
import type { Fulfilments } from './fulfilment';
import type { PaymentProvider } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

export type PaymentsModule = { payments: PaymentsService };

export const createPayments = (deps: {
  db: Db;
  provider: PaymentProvider;
  /** The sellers: subscriptions deliver plans, the wallet coin packs. */
  fulfilments: Fulfilments;
  clock: () => Date;
}): PaymentsModule => ({
  payments: new PaymentsService({
    payments: new PaymentsRepository(deps.db),
    provider: deps.provider,
    fulfilments: deps.fulfilments,
    clock: deps.clock,
  }),
});
