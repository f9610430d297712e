import type { Db } from '../../db/database';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { PaymentsRepository } from '../payments/payments.repository';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService, type EpisodeAccessLookup } from './subscriptions.service';

export type SubscriptionsModule = { subscriptions: SubscriptionsService };

export const createSubscriptions = (deps: {
  db: Db;
  catalogue: CatalogueRepository;
  provider: PaymentProvider;
  /** Subscriptions expire by this clock (end_date is compared with it, no cron). */
  clock: () => Date;
  /** Per-episode unlocks (the wallet): the access answers include them. */
  episodes?: EpisodeAccessLookup;
}): SubscriptionsModule => ({
  subscriptions: new SubscriptionsService({
    subscriptions: new SubscriptionsRepository(deps.db),
    payments: new PaymentsRepository(deps.db),
    catalogue: deps.catalogue,
    provider: deps.provider,
    clock: deps.clock,
    ...(deps.episodes ? { episodes: deps.episodes } : {}),
  }),
});
