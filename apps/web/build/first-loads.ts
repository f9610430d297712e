/**
 * What each page loads before any interaction, as the chunk plan reads it (build/chunk-plan.ts):
 * its route's modules (the page and its warm step, from src/app's route tables), beside
 * EVERY_PAGE. The plan fails the build when a route table's lazy import is in no list here.
 */
export const FIRST_LOADS: Record<string, readonly string[]> = {
  home: [
    'features/catalogue-home/components/home-page.tsx',
    'features/catalogue-home/api/get-home.ts',
  ],
  series: [
    'features/catalogue-series/components/series-page.tsx',
    'features/catalogue-series/api/get-video-detail.ts',
  ],
  play: [
    'features/play/early/early-play.ts',
    'features/play/components/play-page.tsx',
    'features/play/api/warm-play-page.ts',
  ],
  auth: ['features/auth/components/auth-page.tsx'],
  authCallback: ['features/auth/components/auth-callback-page.tsx'],
  account: ['features/account/components/account-page.tsx'],
  subscription: ['features/subscriptions/components/subscription-page.tsx'],
  payment: ['features/payments/components/payment-page.tsx'],
  landing: ['app/reach-pages.tsx', 'features/waitlist/components/waitlist-page.tsx'],
  author: [
    'app/reach-pages.tsx',
    'features/authors/components/author-page.tsx',
    'features/authors/api/warm-author-page.ts',
  ],
  videoDetail: ['app/reach-pages.tsx', 'features/prototype/components/video-detail-page.tsx'],
  videoAlbum: ['app/reach-pages.tsx', 'features/prototype/components/video-album-page.tsx'],
  iqiyiDetail: ['app/reach-pages.tsx', 'features/prototype/components/iqiyi-detail-page.tsx'],
  forYou: [
    'features/feed/early/early-feed.ts',
    'app/reach-pages.tsx',
    'features/feed/components/feed-page.tsx',
    'features/feed/api/warm-for-you-page.ts',
  ],
  rankings: [
    'app/reach-pages.tsx',
    'features/rankings/components/rankings-page.tsx',
    'features/rankings/api/warm-rankings-page.ts',
  ],
  notifications: [
    'app/reach-pages.tsx',
    'features/notifications/components/notifications-page.tsx',
  ],
  rewards: [
    'app/reach-pages.tsx',
    'features/wallet/components/wallet-page.tsx',
    'features/wallet/api/warm-rewards-page.ts',
  ],
  studio: ['app/studio-pages.tsx', 'features/studio/components/cms-page.tsx'],
  analytics: ['app/studio-pages.tsx', 'features/analytics/components/analytics-page.tsx'],
  studioSeries: [
    'app/studio-pages.tsx',
    'features/studio-series/components/studio-series-page.tsx',
  ],
  moderation: ['app/studio-pages.tsx', 'features/studio-moderation/components/moderation-page.tsx'],
  debug: ['app/studio-pages.tsx', 'features/studio-debug/components/debug-page.tsx'],
  posterTest: ['app/studio-pages.tsx', 'features/poster-test/components/poster-test-page.tsx'],
};

/** Loaded on every page: the app itself and the layout's service-worker layer. */
export const EVERY_PAGE = ['app/boot.tsx', 'features/pwa/components/pwa-layer.tsx'] as const;

/** The route tables whose lazy imports must each be in a first load. */
export const ROUTE_TABLES = ['app/router.tsx', 'app/reach-pages.tsx', 'app/studio-pages.tsx'];
