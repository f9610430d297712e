import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import type { AccessService } from '../access/access.service';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { Inbox } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { PlanFulfilment } from './plan-fulfilment';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

export type SubscriptionsModule = {
  subscriptions: SubscriptionsService;
  /** Renewals and their reminders: the `subscriptions.billing` job runs it. */
  billing: BillingService;
};

/** What a plan's settled payment delivers: payments call it (createPayments' fulfilments). */
export const createPlanFulfilment = (deps: { db: Db; clock: () => Date }): PlanFulfilment =>
  new PlanFulfilment({ subscriptions: new SubscriptionsRepository(deps.db), clock: deps.clock });

export const createSubscriptions = (deps: {
  db: Db;
  catalogue: CatalogueRepository;
  /** Checkouts: a plan is bought, and renewed, through a payment. */
  payments: PaymentsService;
  /**
   * The billing clock: subscriptions expire by it (end_date is compared with it), and the
   * billing job renews and reminds by it.
   */
  clock: () => Date;
  access: AccessService;
  /** The renewal reminders' entries. */
  inbox: Inbox;
  mail: Pick<MailDispatcher, 'dispatch'>;
  /** Links in the reminder mail. */
  publicUrl: string;
  log: Logger;
}): SubscriptionsModule => ({
  subscriptions: new SubscriptionsService({
    subscriptions: new SubscriptionsRepository(deps.db),
    payments: deps.payments,
    catalogue: deps.catalogue,
    clock: deps.clock,
    access: deps.access,
  }),
  billing: new BillingService({
    billing: new BillingRepository(deps.db),
    payments: deps.payments,
    inbox: deps.inbox,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
    clock: deps.clock,
    log: deps.log.child({ component: 'billing' }),
  }),
});
