/**
 * The web app's modules (Vite manifest keys, under apps/web) that each page loads before any
 * interaction: its route's lazy modules in apps/web/src/app's route tables (the page and its
 * warm step), and the early start where it has one. The server names them in its preload hints
 * (apps/server/src/modules/web-shell/page-hints.ts, PAGE_MODULES); the web build groups its
 * shared chunks by the pages that need them (apps/web/build/chunk-plan.ts, all of them).
 */
export const PAGE_MODULES = {
  home: [
    'src/features/catalogue-home/components/home-page.tsx',
    'src/features/catalogue-home/api/get-home.ts',
  ],
  // the action buttons too: the page waits for them (series-page.tsx)
  series: [
    'src/features/catalogue-series/components/series-page.tsx',
    'src/features/catalogue-series/api/get-video-detail.ts',
    'src/features/catalogue-series/components/series-actions.tsx',
  ],
  play: ['src/features/play/components/play-page.tsx', 'src/features/play/api/warm-play-page.ts'],
  // the page's entry (it starts the early start of /play) and the early start: named before
  // anything else, the entry in the HTML would come last. Not hls.js: browsers that play HLS
  // themselves (Safari, Chromium) never run it, and its download and compile held their first
  // frame back; the early start imports it at once where it is needed.
  playEarly: ['index.html', 'src/features/play/early/early-play.ts'],
  // a reach page (apps/web/src/app/reach-pages.tsx): the table, then the page and its warm-up
  author: [
    'src/app/reach-pages.tsx',
    'src/features/authors/components/author-page.tsx',
    'src/features/authors/api/warm-author-page.ts',
  ],
  rankings: [
    'src/app/reach-pages.tsx',
    'src/features/rankings/components/rankings-page.tsx',
    'src/features/rankings/api/warm-rankings-page.ts',
  ],
  rewards: [
    'src/app/reach-pages.tsx',
    'src/features/wallet/components/wallet-page.tsx',
    'src/features/wallet/api/warm-rewards-page.ts',
  ],
  forYou: [
    'src/app/reach-pages.tsx',
    'src/features/feed/components/feed-page.tsx',
    'src/features/feed/api/warm-for-you-page.ts',
  ],
  // the early request of the feed's first page (apps/web/src/features/feed/early)
  forYouEarly: ['src/features/feed/early/early-feed.ts'],
} as const;

/** The other routes' first loads: the server sends them no hints; the chunk plan reads them. */
export const OTHER_PAGE_MODULES = {
  auth: ['src/features/auth/components/auth-page.tsx'],
  authCallback: ['src/features/auth/components/auth-callback-page.tsx'],
  account: ['src/features/account/components/account-page.tsx'],
  subscription: ['src/features/subscriptions/components/subscription-page.tsx'],
  payment: ['src/features/payments/components/payment-page.tsx'],
  landing: ['src/app/reach-pages.tsx', 'src/features/waitlist/components/waitlist-page.tsx'],
  videoDetail: [
    'src/app/reach-pages.tsx',
    'src/features/prototype/components/video-detail-page.tsx',
  ],
  videoAlbum: ['src/app/reach-pages.tsx', 'src/features/prototype/components/video-album-page.tsx'],
  iqiyiDetail: [
    'src/app/reach-pages.tsx',
    'src/features/prototype/components/iqiyi-detail-page.tsx',
  ],
  notifications: [
    'src/app/reach-pages.tsx',
    'src/features/notifications/components/notifications-page.tsx',
  ],
  studio: ['src/app/studio-pages.tsx', 'src/features/studio/components/cms-page.tsx'],
  analytics: ['src/app/studio-pages.tsx', 'src/features/analytics/components/analytics-page.tsx'],
  studioSeries: [
    'src/app/studio-pages.tsx',
    'src/features/studio-series/components/studio-series-page.tsx',
  ],
  moderation: [
    'src/app/studio-pages.tsx',
    'src/features/studio-moderation/components/moderation-page.tsx',
  ],
  debug: ['src/app/studio-pages.tsx', 'src/features/studio-debug/components/debug-page.tsx'],
  posterTest: [
    'src/app/studio-pages.tsx',
    'src/features/poster-test/components/poster-test-page.tsx',
  ],
} as const;
