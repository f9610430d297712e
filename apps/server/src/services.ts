import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config, VapidKeys } from './config';
import type { Database } from './db/database';
import { JobQueue } from './jobs/job-queue';
import type { Storage } from './storage/storage';
import {
  createPlatform,
  type PlatformModule,
  type PlatformOptions,
} from './platform/create-platform';
import {
  createAccount,
  type AccountModule,
  type AccountOptions,
} from './modules/account/create-account';
import { createAccess, type AccessModule } from './modules/access/create-access';
import { createAds, type AdsModule } from './modules/ads/create-ads';
import { createAnalytics, type AnalyticsModule } from './modules/analytics/create-analytics';
import { createAuthors, type AuthorsModule } from './modules/authors/create-authors';
import { createFeed, type FeedModule, type FeedOptions } from './modules/feed/create-feed';
import { createAuth, type AuthModule, type AuthOptions } from './modules/auth/create-auth';
import { createCaptions, type CaptionsModule } from './modules/captions/create-captions';
import { createCatalogue, type CatalogueModule } from './modules/catalogue/create-catalogue';
import { createRankings, type RankingsModule } from './modules/rankings/create-rankings';
import {
  createNotifications,
  type NotificationsModule,
} from './modules/notifications/create-notifications';
import { urlOf as notificationUrl } from './modules/notifications/notifications.service';
import { createPush, type PushModule, type PushOptions } from './modules/push/create-push';
import { generateVapidKeys } from './secrets';
import { createCacheBus, type CacheBusModule } from './modules/cache-bus/create-cache-bus';
import {
  createComments,
  type CommentsModule,
  type CommentsOptions,
} from './modules/comments/create-comments';
import {
  createContinueWatching,
  type ContinueWatchingModule,
} from './modules/continue-watching/create-continue-watching';
import { createHealth, type HealthModule } from './modules/health/create-health';
import {
  createObservability,
  type ObservabilityModule,
} from './modules/observability/create-observability';
import {
  createMediaAssets,
  type MediaAssetsModule,
} from './modules/media-assets/create-media-assets';
import { createMyList, type MyListModule } from './modules/my-list/create-my-list';
import {
  createMetrics,
  type MetricsModule,
  type MetricsOptions,
} from './modules/metrics/create-metrics';
import { createPayments, type PaymentsModule } from './modules/payments/create-payments';
import {
  SimulatedPaymentProvider,
  type PaymentProvider,
} from './modules/payments/payment-provider';
import {
  createStudio,
  type StudioModule,
  type StudioOptions,
} from './modules/studio/create-studio';
import {
  createStudioSeries,
  type StudioSeriesModule,
} from './modules/studio-series/create-studio-series';
import {
  createStudioMultipart,
  type StudioMultipartModule,
  type StudioMultipartOptions,
} from './modules/studio-multipart/create-studio-multipart';
import {
  createPlanFulfilment,
  createSubscriptions,
  type SubscriptionsModule,
} from './modules/subscriptions/create-subscriptions';
import {
  createWaitlist,
  type WaitlistModule,
  type WaitlistOptions,
} from './modules/waitlist/create-waitlist';
import {
  createWebVitals,
  type WebVitalsModule,
  type WebVitalsOptions,
} from './modules/web-vitals/create-web-vitals';

import {
  createCoinPackFulfilment,
  createWallet,
  type WalletModule,
  type WalletOptions,
} from './modules/wallet/create-wallet';

/** Test seams, by module; the runtime passes none, so production gets the defaults. */
export type ServiceOptions = {
  /** The rate-limit store and the mailer every module shares. */
  platform?: PlatformOptions;
  /** argon2 cost, clock, limits, fetch. */
  auth?: AuthOptions;
  /** Subscriptions and payments: the clock they expire by, the payment provider. */
  billing?: { clock?: () => Date; provider?: PaymentProvider };
  /** Comments' clock and posting limit. */
  comments?: CommentsOptions;
  /** The studio's publish transaction hook. */
  studio?: StudioOptions;
  /** The resumable uploads' part size. */
  studioMultipart?: StudioMultipartOptions;
  /** The For You feed's clock (which ranking generation is current). */
  feed?: FeedOptions;
  /** The waitlist's clock and per-IP join limit. */
  waitlist?: WaitlistOptions;
  /** Field INP's clock and per-IP report limit. */
  webVitals?: WebVitalsOptions;
  /** The wallet's clock: check-in days, bonus expiry, daily limits. */
  wallet?: WalletOptions;
  /** Watch-event group commit. */
  metrics?: MetricsOptions;
  /** The account export's clock. */
  account?: AccountOptions;
  /** Web Push: loopback push services (tests, bench), batch and retry figures. */
  push?: PushOptions;
};

export type ServiceDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  logger: Logger;
  /**
   * JWT_SECRET or the generated one (secrets.ts); token, code and cookie keys derive from it.
   * Unset (benchmarks): a key for this process only, so tokens die with it.
   */
  jwtSecret?: string;
  /**
   * VAPID_* or the pair generated into DATA_DIR (secrets.ts). Unset (tests, benchmarks): a pair
   * for this process only.
   */
  vapid?: VapidKeys;
  options?: ServiceOptions;
};

/** Every module's services, built once per process and shared by the API and the workers. */
export type Services = {
  config: Config;
  storage: Storage;
  queue: JobQueue;
  /** Mail, rate-limit connections: closed once, after the last request. */
  close(): Promise<void>;
} & PlatformModule &
  AuthModule &
  AccessModule &
  AccountModule &
  CacheBusModule &
  CatalogueModule &
  MediaAssetsModule &
  HealthModule &
  ObservabilityModule &
  SubscriptionsModule &
  PaymentsModule &
  AdsModule &
  CommentsModule &
  WaitlistModule &
  WebVitalsModule &
  MetricsModule &
  ContinueWatchingModule &
  AnalyticsModule &
  CaptionsModule &
  StudioModule &
  StudioSeriesModule &
  StudioMultipartModule &
  AuthorsModule &
  WalletModule &
  MyListModule &
  FeedModule &
  RankingsModule &
  NotificationsModule &
  PushModule;

/** The services layer: the app's adapters in, every module's services out. */
export const createServices = (deps: ServiceDeps): Services => {
  const { config, storage, logger: log, options = {} } = deps;
  const db = deps.database.db;
  const jwtSecret = deps.jwtSecret ?? randomBytes(32).toString('base64url');
  const queue = new JobQueue(db);
  // platform services: built here once and given to the modules that use them
  const platform = createPlatform({ config, log }, options.platform);
  const { rateLimiter: limiter, mail } = platform;
  const auth = createAuth({ config, db, jwtSecret, log, mail, limiter }, options.auth);
  const { cacheBus } = createCacheBus({
    database: deps.database,
    databaseUrl: config.databaseUrl,
    log,
  });
  const catalogue = createCatalogue({ db, storage, bus: cacheBus });
  const billing = {
    db,
    provider: options.billing?.provider ?? new SimulatedPaymentProvider(),
    clock: options.billing?.clock ?? (() => new Date()),
  };
  // what a viewer may play is decided in one place; subscriptions, wallet, ads, the feed and
  // media serving ask it, and it asks only repositories
  const { access } = createAccess(
    {
      db,
      storage,
      secret: jwtSecret,
      log,
      onCatalogueChange: (listener) => catalogue.catalogue.onChange(listener),
    },
    { clock: billing.clock },
  );
  // every purchase goes through payments; what a settled one bought is delivered by its seller,
  // in the settling transaction
  const payments = createPayments({
    ...billing,
    fulfilments: {
      plan: createPlanFulfilment({ db, clock: billing.clock }),
      coin_pack: createCoinPackFulfilment({ db }, options.wallet),
    },
  });
  // follows and the inbox: the studio tells followers through it, refunds and renewal
  // reminders write to it (docs/product/notifications.md)
  // a device's pushes are queued with the inbox entries they announce
  const push = createPush(
    {
      db,
      queue,
      vapid: deps.vapid ?? generateVapidKeys(),
      subject: config.vapidSubject,
      urlOf: notificationUrl,
    },
    options.push,
  );
  const notifications = createNotifications({
    db,
    onWritten: (txQueue, entryIds) => push.push.enqueueDeliveries(txQueue, entryIds),
    wake: () => queue.notifyEnqueued(),
  });
  const subscriptions = createSubscriptions({
    db,
    clock: billing.clock,
    catalogue: catalogue.catalogueRepository,
    access,
    payments: payments.payments,
    inbox: notifications.notifications,
    mail,
    publicUrl: config.publicUrl,
    log,
  });
  const wallet = createWallet(
    {
      db,
      catalogue: catalogue.catalogueRepository,
      access,
      payments: payments.payments,
      inbox: notifications.notifications,
    },
    options.wallet,
  );
  const studio = createStudio(
    {
      db,
      storage,
      catalogue: catalogue.catalogue,
      queue,
      dataDir: config.dataDir,
      announcements: notifications.notifications,
    },
    options.studio,
  );
  const metrics = createMetrics(
    {
      db,
      engine: deps.database.engine,
      limiter,
      log,
      onCatalogueChange: (listener) => catalogue.catalogue.onChange(listener),
    },
    options.metrics,
  );
  const observability = createObservability({ queue });
  observability.observability.trackCache('catalogue', catalogue.catalogue.cacheStats);
  let closing: Promise<void> | undefined;
  return {
    config,
    storage,
    queue,
    cacheBus,
    ...platform,
    ...auth,
    ...createAccount({ db, tokens: auth.tokens, limiter }, options.account),
    ...catalogue,
    access,
    ...createMediaAssets({ db, storage, queue }),
    ...subscriptions,
    ...payments,
    ...createAds({
      db,
      storage,
      queue,
      access: (userId, contentId) => access.planAccess(userId, contentId),
      vastUrl: config.adVastUrl,
      jwtSecret,
      log,
      limiter,
      rewarded: wallet.wallet.rewardedAds,
    }),
    ...wallet,
    ...createMyList({
      db,
      catalogueRepository: catalogue.catalogueRepository,
      catalogue: catalogue.catalogue,
    }),
    ...createComments({ db, limiter }, options.comments),
    ...createWaitlist({ db, limiter }, options.waitlist),
    ...createWebVitals({ db, limiter }, options.webVitals),
    ...metrics,
    ...createHealth({ db, storage, queue, log }),
    ...observability,
    ...createContinueWatching({ db }),
    ...createAnalytics({ db }),
    ...createAuthors({ db, storage }),
    ...createFeed({ db, storage, access }, options.feed),
    ...createRankings({
      db,
      catalogueRepository: catalogue.catalogueRepository,
      catalogue: catalogue.catalogue,
    }),
    ...createCaptions({ db, storage, catalogue: catalogue.catalogue, log }),
    ...studio,
    ...createStudioMultipart({ storage, studio: studio.studio }, options.studioMultipart),
    ...createStudioSeries({
      db,
      storage,
      studio: studio.studio,
      catalogue: catalogue.catalogue,
      queue,
      refunds: wallet.wallet.refunds,
      announcements: notifications.notifications,
      log,
    }),
    ...notifications,
    ...push,
    close: () =>
      (closing ??= (async () => {
        // events still gathering are written, and rolled up, before the database closes
        await metrics.metrics.close();
        await mail.close();
        await limiter.close();
        await cacheBus.close();
        push.pushSender.close();
      })()),
  };
};
