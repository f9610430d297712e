import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { App } from '../http/typed-app';
import type { JobQueue } from '../jobs/job-queue';
import { deriveKey } from '../secrets';
import type { Storage } from '../storage/storage';
import { AdsRepository } from './ads/ads.repository';
import { adsRoutes } from './ads/ads.routes';
import { AdsService } from './ads/ads.service';
import { TrailerStore } from './ads/trailer-store';
import type { CatalogueRepository } from './catalogue/catalogue.repository';
import { SimulatedPaymentProvider, type PaymentProvider } from './payments/payment-provider';
import { PaymentsRepository } from './payments/payments.repository';
import { paymentsRoutes } from './payments/payments.routes';
import { PaymentsService } from './payments/payments.service';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/** Test seams; the runtime passes none. */
export type MonetizationOptions = {
  /** Subscriptions expire by this clock (end_date is compared with it, no cron). */
  clock?: () => Date;
  provider?: PaymentProvider;
};

export type Monetization = {
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  ads: AdsService;
};

/** Subscriptions, payments and the house ad server (issue 5), wired from the app's adapters. */
export const createMonetization = (
  deps: {
    config: Config;
    db: Db;
    storage: Storage;
    queue: JobQueue;
    catalogue: CatalogueRepository;
    jwtSecret: string;
    log: Logger;
  },
  options: MonetizationOptions = {},
): Monetization => {
  const clock = options.clock ?? (() => new Date());
  const provider = options.provider ?? new SimulatedPaymentProvider();
  const subscriptionsRepository = new SubscriptionsRepository(deps.db);
  const paymentsRepository = new PaymentsRepository(deps.db);
  const subscriptions = new SubscriptionsService({
    subscriptions: subscriptionsRepository,
    payments: paymentsRepository,
    catalogue: deps.catalogue,
    provider,
    clock,
  });
  const payments = new PaymentsService({
    payments: paymentsRepository,
    subscriptions: subscriptionsRepository,
    provider,
    clock,
  });
  const ads = new AdsService({
    ads: new AdsRepository(deps.db),
    trailers: new TrailerStore(deps.storage),
    storage: deps.storage,
    queue: deps.queue,
    access: (userId, contentId) => subscriptions.accessFor(userId, contentId),
    vastUrl: deps.config.adVastUrl,
    viewerKey: deriveKey(deps.jwtSecret, 'ad-viewer'),
    log: deps.log,
  });
  return { subscriptions, payments, ads };
};

export const monetizationRoutes = async (
  app: App,
  { monetization, publicUrl }: { monetization: Monetization; publicUrl: string },
) => {
  await app.register(subscriptionsRoutes, { subscriptions: monetization.subscriptions });
  await app.register(paymentsRoutes, { payments: monetization.payments });
  await app.register(adsRoutes, { ads: monetization.ads, publicUrl });
};
