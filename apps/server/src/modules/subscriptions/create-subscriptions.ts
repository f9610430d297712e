import type { Db } from '../../db/database';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { PaymentsRepository } from '../payments/payments.repository';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';
import type { AccessService } from '../access/access.service';

export type SubscriptionsModule = { subscriptions: SubscriptionsService };

export const createSubscriptions = (deps: {
  db: Db;
  catalogue: CatalogueRepository;
  provider: PaymentProvider;
  /** Subscriptions expire by this clock (end_date is compared with it, no cron). */
  clock: () => Date;
  access: AccessService;
}): SubscriptionsModule => ({
  subscriptions: new SubscriptionsService({
    subscriptions: new SubscriptionsRepository(deps.db),
    payments: new PaymentsRepository(deps.db),
    catalogue: deps.catalogue,
    provider: deps.provider,
    clock: deps.clock,
    access: deps.access,
  }),
});
