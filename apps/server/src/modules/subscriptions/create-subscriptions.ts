import type { Db } from '../../db/database';
import type { AccessService } from '../access/access.service';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PaymentsService } from '../payments/payments.service';
import { PlanFulfilment } from './plan-fulfilment';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

export type SubscriptionsModule = { subscriptions: SubscriptionsService };

/** What a plan's settled payment delivers: payments call it (createPayments' fulfilments). */
export const createPlanFulfilment = (deps: { db: Db; clock: () => Date }): PlanFulfilment =>
  new PlanFulfilment({ subscriptions: new SubscriptionsRepository(deps.db), clock: deps.clock });

export const createSubscriptions = (deps: {
  db: Db;
  catalogue: CatalogueRepository;
  /** Checkouts: a plan is bought through a payment. */
  payments: PaymentsService;
  /** Subscriptions expire by this clock (end_date is compared with it, no cron). */
  clock: () => Date;
  access: AccessService;
}): SubscriptionsModule => ({
  subscriptions: new SubscriptionsService({
    subscriptions: new SubscriptionsRepository(deps.db),
    payments: deps.payments,
    catalogue: deps.catalogue,
    clock: deps.clock,
    access: deps.access,
  }),
});
