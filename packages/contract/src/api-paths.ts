/**
 * Every API path, free of zod so that the smallest bundles (the early start of /play) and the
 * server's page hints can name a call without restating its path. `:name` marks a parameter;
 * `apiRoutes` (routes.ts) pairs each path with its method and schemas.
 */
export const API_PATHS = {
  health: '/api/health',
  home: '/api/home',
  searchIndex: '/api/videos/',
  videoDetail: '/api/videos/:id',
  seriesById: '/api/series/:id',
  availableLists: '/api/content/available-lists',
  signUp: '/api/auth/signup',
  signIn: '/api/auth/signin',
  confirmSignUp: '/api/auth/confirm-signup',
  resendConfirmation: '/api/auth/resend-confirmation',
  forgotPassword: '/api/auth/forgot-password',
  confirmForgotPassword: '/api/auth/confirm-forgot-password',
  refresh: '/api/auth/refresh',
  signOut: '/api/auth/signout',
  socialCallback: '/api/auth/callback',
  me: '/api/auth/me',
  subscriptionPlans: '/api/subscriptions/plans',
  subscriptionStatus: '/api/subscriptions/status',
  createSubscription: '/api/subscriptions/create',
  mySubscriptions: '/api/subscriptions/my-subscriptions',
  cancelSubscription: '/api/subscriptions/cancel',
  validateAccess: '/api/subscriptions/validate-access/:id',
  paymentConfig: '/api/payments/config',
  simulatePayment: '/api/payments/simulate-payment/:paymentId',
  createPaymentIntent: '/api/payments/create-payment-intent',
  confirmPayment: '/api/payments/confirm-payment',
  adBanner: '/api/ads/banner',
  comments: '/api/comments',
  postComment: '/api/comments',
  commentReplies: '/api/comments/:id/replies',
  likeComment: '/api/comments/:id/like',
  watchEvents: '/api/metrics/events/watch',
  userEvents: '/api/metrics/events/user',
  continueWatching: '/api/continue-watching',
  seriesProgress: '/api/continue-watching/:id',
  // not JSON calls (rawApiRoutes in routes.ts)
  socialLogin: '/api/social-auth/login/:provider',
  adVast: '/api/ads/vast',
  adTrack: '/api/ads/track',
  storageUpload: '/api/storage/upload',
} as const;

/** The creator studio's calls (`studioApiRoutes`), apart so pages that never call them skip them. */
export const STUDIO_API_PATHS = {
  // creator analytics (docs/product/analytics.md)
  seriesAnalyticsList: '/api/analytics/series',
  seriesAnalytics: '/api/analytics/series/:id',
  presignUpload: '/api/content/presigned-url',
  storageStatus: '/api/content/s3-status',
  uploadSeries: '/api/content/upload-series',
  uploadCheck: '/api/debug/upload-check',
  // managing series (docs/product/studio.md#managing-series)
  studioSeriesList: '/api/studio/series',
  studioSeries: '/api/studio/series/:id',
  studioEpisodes: '/api/studio/series/:id/episodes',
  studioEpisode: '/api/studio/series/:id/episodes/:number',
  retryStudioEpisode: '/api/studio/series/:id/episodes/:number/retry',
  // comment moderation (docs/product/studio.md#moderation)
  reportedComments: '/api/studio/comments/reported',
  hideComment: '/api/studio/comments/:id/hide',
  restoreComment: '/api/studio/comments/:id/restore',
  // resumable uploads (docs/product/studio.md#resumable-uploads)
  multipartStart: '/api/content/multipart',
  multipartSign: '/api/content/multipart/sign',
  multipartParts: '/api/content/multipart/parts',
  multipartComplete: '/api/content/multipart/complete',
  multipartAbort: '/api/content/multipart',
  /** The local driver's part receiver (rawApiRoutes): presigned part URLs point here. */
  storageMultipartPart: '/api/storage/multipart/:uploadId/:partNumber',
  // captions (docs/product/studio.md#captions)
  episodeCaptions: '/api/studio/series/:id/episodes/:number/captions',
  episodeCaption: '/api/studio/series/:id/episodes/:number/captions/:language',
  /** The waitlist as CSV (rawApiRoutes; docs/product/waitlist.md#export). */
  waitlistCsv: '/api/studio/waitlist.csv',
} as const;

/**
 * Calls viewers make only from lazily loaded pages (`viewerApiRoutes`): apart from API_PATHS
 * and `apiRoutes` so the first JavaScript does not carry them; called with apiCall.
 */
export const VIEWER_API_PATHS = {
  deleteComment: '/api/comments/:id',
  reportComment: '/api/comments/:id/report',
  /** Public: the catalogue searched on the server (docs/product/catalogue.md#server-search). */
  searchSeries: '/api/search',
  /** Public (docs/product/waitlist.md). */
  waitlistJoin: '/api/waitlist/join',
  // author pages (docs/product/authors.md#calls)
  author: '/api/authors/:name',
  authorFollow: '/api/authors/:name/follow',
  /** The For You feed: public, optional bearer (docs/product/feed.md#calls). */
  feed: '/api/feed',
  // the viewer economy (docs/product/wallet.md#calls)
  wallet: '/api/wallet',
  coinPackPurchase: '/api/wallet/coin-packs/:pack/purchase',
  coinPackPay: '/api/wallet/payments/:paymentId/pay',
  rewards: '/api/rewards',
  rewardsCheckIn: '/api/rewards/check-in',
  seriesUnlocks: '/api/series/:id/unlocks',
  episodeUnlock: '/api/series/:id/episodes/:number/unlock',
  rewardedAd: '/api/series/:id/episodes/:number/rewarded-ad',
  rewardedAdClaim: '/api/series/:id/episodes/:number/rewarded-ad/:session/claim',
  /** A playback grant for one episode (docs/product/wallet.md#playback-grants). */
  episodePlayback: '/api/series/:id/episodes/:number/playback',
  // My List (docs/product/wallet.md#my-list)
  myList: '/api/my-list',
  myListItem: '/api/my-list/:id',
  // the account's own data (docs/product/privacy.md)
  account: '/api/account',
  accountExport: '/api/account/export',
  deleteAccount: '/api/account/delete',
} as const;

/** Fill `:name` parameters of a route path. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
