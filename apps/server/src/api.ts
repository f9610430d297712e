import type { App } from './http/typed-app';
import type { Services } from './services';
import { accountRoutes } from './modules/account/account.routes';
import { accessRoutes } from './modules/access/access.routes';
import { adsRoutes } from './modules/ads/ads.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { authorsRoutes } from './modules/authors/authors.routes';
import { socialRoutes } from './modules/auth/social.routes';
import { captionsRoutes } from './modules/captions/captions.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { commentModerationRoutes } from './modules/comments/comment-moderation.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { continueWatchingRoutes } from './modules/continue-watching/continue-watching.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { rankingsRoutes } from './modules/rankings/rankings.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { pushRoutes } from './modules/push/push.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mediaDeliveryRoutes } from './modules/media-delivery/media-delivery.routes';
import { multipartReceiverRoutes } from './modules/media-delivery/multipart-receiver.routes';
import { uploadReceiverRoutes } from './modules/media-delivery/upload-receiver.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { observabilityRoutes } from './modules/observability/observability.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { studioRoutes } from './modules/studio/studio.routes';
import { studioMultipartRoutes } from './modules/studio-multipart/studio-multipart.routes';
import { studioSeriesRoutes } from './modules/studio-series/studio-series.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { webVitalsRoutes } from './modules/web-vitals/web-vitals.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { myListRoutes } from './modules/my-list/my-list.routes';

/**
 * Every module's routes. API calls are registered from the contract (contract-route.ts);
 * /media/* serves stored files. Hot read and write paths log warnings and errors only: their
 * access logs belong to the CDN or load balancer.
 */
export const registerApi = async (
  app: App,
  services: Services,
  { uploadSecret }: { uploadSecret: string },
) => {
  const { config, storage } = services;
  await app.register(healthRoutes, {
    health: services.health,
    metricsToken: config.metricsToken,
  });
  await app.register(catalogueRoutes, { catalogue: services.catalogue, logLevel: 'warn' });
  await app.register(rankingsRoutes, { rankings: services.rankings, logLevel: 'warn' });
  await app.register(mediaDeliveryRoutes, { storage, access: services.access, logLevel: 'warn' });
  await app.register(accessRoutes, { access: services.access });
  // the local driver stands in for S3's form upload; S3 receives the browser's form itself
  if (storage.kind === 'local') {
    await app.register(uploadReceiverRoutes, { storage, uploadSecret });
    // and S3's presigned part uploads (docs/product/studio.md#resumable-uploads)
    await app.register(multipartReceiverRoutes, { storage });
  }
  await app.register(authRoutes, { auth: services.auth, sessions: services.sessions });
  await app.register(socialRoutes, {
    social: services.social,
    cookieSecret: services.cookieSecret,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await app.register(accountRoutes, { account: services.account });
  await app.register(subscriptionsRoutes, { subscriptions: services.subscriptions });
  await app.register(paymentsRoutes, { payments: services.payments });
  await app.register(adsRoutes, { ads: services.ads, publicUrl: config.publicUrl });
  await app.register(commentsRoutes, { comments: services.comments });
  await app.register(commentModerationRoutes, { moderation: services.commentModeration });
  await app.register(waitlistRoutes, { waitlist: services.waitlist });
  await app.register(metricsRoutes, {
    metrics: services.metrics,
    observability: services.observability,
    logLevel: 'warn',
  });
  // Prometheus scrapes /metrics with METRICS_TOKEN; without the token there is no such path
  if (config.metricsToken) {
    await app.register(observabilityRoutes, {
      observability: services.observability,
      token: config.metricsToken,
    });
  }
  await app.register(continueWatchingRoutes, { continueWatching: services.continueWatching });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(webVitalsRoutes, { webVitals: services.webVitals });
  await app.register(authorsRoutes, { authors: services.authors });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(pushRoutes, { push: services.push });
  await app.register(feedRoutes, { feed: services.feed });
  await app.register(walletRoutes, { wallet: services.wallet });
  await app.register(myListRoutes, { myList: services.myList });
  await app.register(captionsRoutes, { captions: services.captions });
  await app.register(studioRoutes, { studio: services.studio });
  await app.register(studioSeriesRoutes, { studioSeries: services.studioSeries });
  await app.register(studioMultipartRoutes, { studioMultipart: services.studioMultipart });
};
