import { API_PATHS, STUDIO_API_PATHS, VIEWER_API_PATHS } from './api-paths';
import { PAGE_ROUTES } from './page-paths';
import type { z } from 'zod';
import { healthResponseSchema } from './health';
import {
  availableListsResponseSchema,
  homeResponseSchema,
  searchIndexResponseSchema,
  searchSeriesQuerySchema,
  searchSeriesResponseSchema,
  seriesResponseSchema,
  videoDetailResponseSchema,
} from './catalogue';
import { emptyQuerySchema, seriesIdParamsSchema } from './ids';
import {
  authMessageResponseSchema,
  authResponseSchema,
  confirmForgotPasswordBodySchema,
  confirmSignUpBodySchema,
  meResponseSchema,
  refreshBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  socialProviderParamsSchema,
  socialCallbackBodySchema,
  usernameBodySchema,
} from './auth';
import {
  cancelSubscriptionResponseSchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  emptyBodySchema,
  mySubscriptionsResponseSchema,
  plansResponseSchema,
  subscriptionStatusQuerySchema,
  subscriptionStatusResponseSchema,
  validateAccessResponseSchema,
} from './subscriptions';
import {
  confirmPaymentBodySchema,
  createPaymentIntentBodySchema,
  paymentConfigResponseSchema,
  paymentIdParamsSchema,
  paymentIntentSchema,
  paymentResultSchema,
} from './payments';
import {
  adBannerQuerySchema,
  adBannerResponseSchema,
  adTrackQuerySchema,
  adVastQuerySchema,
} from './ads';
import {
  commentIdParamsSchema,
  commentSchema,
  commentsPageSchema,
  commentsQuerySchema,
  likeCommentBodySchema,
  likeCommentResponseSchema,
  postCommentBodySchema,
  commentRepliesPageSchema,
  commentRepliesQuerySchema,
} from './comments';
import {
  continueWatchingQuerySchema,
  continueWatchingResponseSchema,
  metricsBatchResultSchema,
  seriesProgressResponseSchema,
  userEventsBodySchema,
  watchEventsBodySchema,
} from './metrics';
import {
  seriesAnalyticsListQuerySchema,
  seriesAnalyticsListResponseSchema,
  seriesAnalyticsResponseSchema,
} from './analytics';
import {
  presignBodySchema,
  presignResponseSchema,
  storageStatusResponseSchema,
  uploadCheckBodySchema,
  uploadCheckResponseSchema,
  uploadSeriesBodySchema,
  uploadSeriesResponseSchema,
} from './studio';
import {
  addStudioEpisodesBodySchema,
  deleteStudioSeriesResponseSchema,
  studioEpisodeParamsSchema,
  studioSeriesListResponseSchema,
  studioSeriesResponseSchema,
  updateStudioSeriesBodySchema,
} from './studio-series';
import {
  captionListResponseSchema,
  captionResponseSchema,
  deleteCaptionResponseSchema,
  episodeCaptionParamsSchema,
  episodeCaptionsParamsSchema,
  putCaptionBodySchema,
} from './captions';
import {
  deleteCommentResponseSchema,
  moderateCommentResponseSchema,
  reportCommentBodySchema,
  reportCommentResponseSchema,
  reportedCommentsPageSchema,
  reportedCommentsQuerySchema,
} from './comment-moderation';
import { authorParamsSchema, authorProfileSchema, followStateSchema } from './authors';
import {
  multipartAbortResponseSchema,
  multipartCompleteBodySchema,
  multipartCompleteResponseSchema,
  multipartPartParamsSchema,
  multipartPartQuerySchema,
  multipartPartsResponseSchema,
  multipartSignBodySchema,
  multipartSignResponseSchema,
  multipartStartBodySchema,
  multipartStartResponseSchema,
  multipartUploadQuerySchema,
} from './studio-multipart';
import { waitlistJoinBodySchema, waitlistJoinResponseSchema } from './waitlist';
import { feedPageSchema, feedQuerySchema } from './feed';
import {
  checkInBodySchema,
  checkInResponseSchema,
  coinPackCheckoutSchema,
  coinPackParamsSchema,
  coinPackPaymentParamsSchema,
  coinPackPaymentResultSchema,
  episodeUnlockParamsSchema,
  rewardedAdClaimParamsSchema,
  rewardedAdSessionSchema,
  rewardsQuerySchema,
  rewardsSchema,
  seriesUnlocksSchema,
  unlockEpisodeBodySchema,
  unlockResultSchema,
  walletQuerySchema,
  walletSchema,
} from './wallet';
import { playbackQuerySchema, playbackSchema } from './access';
import {
  myListParamsSchema,
  myListQuerySchema,
  myListResponseSchema,
  myListStateSchema,
} from './library';
import {
  accountExportSchema,
  accountSummarySchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from './account';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call that is not JSON in and out: a redirect, XML, a form post, an empty 204. */
export type RawRouteDef = {
  method: HttpMethod;
  /** Fastify-style path: `:name` marks a parameter. */
  path: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
};

/** A JSON call: its answer is `response`, with status 200 or one of `statuses`. */
export type RouteDef = RawRouteDef & {
  body?: z.ZodType;
  response: z.ZodType;
  /** Success statuses beside 200 that answer the same shape (e.g. 207 for a partial batch). */
  statuses?: readonly number[];
};

/**
 * Every API call: one table both sides read. The server registers these schemas on its
 * routes; the web client builds URLs and parses answers from the same entries.
 */
export const apiRoutes = {
  // any query is ignored: probes add cache-busters
  health: {
    method: 'GET',
    path: API_PATHS.health,
    // its 503 (database down) has the same shape, but stays out of the serializer's schemas:
    // while draining, the shutdown hook answers 503 {detail, code} on every path
    response: healthResponseSchema,
  },
  home: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.home,
    response: homeResponseSchema,
  },
  searchIndex: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.searchIndex,
    response: searchIndexResponseSchema,
  },
  videoDetail: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.videoDetail,
    params: seriesIdParamsSchema,
    response: videoDetailResponseSchema,
  },
  /** Series detail by id for the play page (docs/decisions.md#shapes-the-brief-left-open). */
  seriesById: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.seriesById,
    params: seriesIdParamsSchema,
    response: seriesResponseSchema,
  },
  availableLists: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.availableLists,
    response: availableListsResponseSchema,
  },
  // --- auth (docs/product/auth.md) ---
  signUp: {
    method: 'POST',
    path: API_PATHS.signUp,
    body: signUpBodySchema,
    response: signUpResponseSchema,
  },
  signIn: {
    method: 'POST',
    path: API_PATHS.signIn,
    body: signInBodySchema,
    response: authResponseSchema,
  },
  confirmSignUp: {
    method: 'POST',
    path: API_PATHS.confirmSignUp,
    body: confirmSignUpBodySchema,
    response: authMessageResponseSchema,
  },
  resendConfirmation: {
    method: 'POST',
    path: API_PATHS.resendConfirmation,
    body: usernameBodySchema,
    response: authMessageResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: API_PATHS.forgotPassword,
    body: usernameBodySchema,
    response: authMessageResponseSchema,
  },
  confirmForgotPassword: {
    method: 'POST',
    path: API_PATHS.confirmForgotPassword,
    body: confirmForgotPasswordBodySchema,
    response: authMessageResponseSchema,
  },
  refresh: {
    method: 'POST',
    path: API_PATHS.refresh,
    body: refreshBodySchema,
    response: authResponseSchema,
  },
  signOut: {
    method: 'POST',
    path: API_PATHS.signOut,
    body: refreshBodySchema,
    response: authMessageResponseSchema,
  },
  socialCallback: {
    method: 'POST',
    path: API_PATHS.socialCallback,
    body: socialCallbackBodySchema,
    response: authResponseSchema,
  },
  me: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.me,
    response: meResponseSchema,
  },
  // --- subscriptions (plans is public, the rest need the bearer: 401 for guests) ---
  subscriptionPlans: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.subscriptionPlans,
    response: plansResponseSchema,
  },
  subscriptionStatus: {
    method: 'GET',
    querystring: subscriptionStatusQuerySchema,
    path: API_PATHS.subscriptionStatus,
    response: subscriptionStatusResponseSchema,
  },
  createSubscription: {
    method: 'POST',
    path: API_PATHS.createSubscription,
    body: createSubscriptionBodySchema,
    response: createSubscriptionResponseSchema,
  },
  mySubscriptions: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.mySubscriptions,
    response: mySubscriptionsResponseSchema,
  },
  cancelSubscription: {
    method: 'POST',
    path: API_PATHS.cancelSubscription,
    body: emptyBodySchema,
    response: cancelSubscriptionResponseSchema,
  },
  validateAccess: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.validateAccess,
    params: seriesIdParamsSchema,
    response: validateAccessResponseSchema,
  },
  // --- payments (config is public, the rest need the bearer) ---
  paymentConfig: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: API_PATHS.paymentConfig,
    response: paymentConfigResponseSchema,
  },
  simulatePayment: {
    method: 'POST',
    path: API_PATHS.simulatePayment,
    params: paymentIdParamsSchema,
    body: emptyBodySchema,
    response: paymentResultSchema,
  },
  createPaymentIntent: {
    method: 'POST',
    path: API_PATHS.createPaymentIntent,
    body: createPaymentIntentBodySchema,
    response: paymentIntentSchema,
  },
  confirmPayment: {
    method: 'POST',
    path: API_PATHS.confirmPayment,
    body: confirmPaymentBodySchema,
    response: paymentResultSchema,
  },
  // --- ads (public; the bearer is optional: viewers with access get no ad). VAST and the
  // tracking pixel are not JSON: rawApiRoutes ---
  adBanner: {
    method: 'GET',
    querystring: adBannerQuerySchema,
    path: API_PATHS.adBanner,
    response: adBannerResponseSchema,
  },
  // --- engagement. Comments: reading is public, posting and liking need the bearer
  // (401 for guests). Metrics and continue watching: the bearer is optional ---
  comments: {
    method: 'GET',
    querystring: commentsQuerySchema,
    path: API_PATHS.comments,
    response: commentsPageSchema,
  },
  postComment: {
    method: 'POST',
    path: API_PATHS.postComment,
    body: postCommentBodySchema,
    response: commentSchema,
  },
  commentReplies: {
    method: 'GET',
    path: API_PATHS.commentReplies,
    params: commentIdParamsSchema,
    querystring: commentRepliesQuerySchema,
    response: commentRepliesPageSchema,
  },
  likeComment: {
    method: 'POST',
    path: API_PATHS.likeComment,
    params: commentIdParamsSchema,
    body: likeCommentBodySchema,
    response: likeCommentResponseSchema,
  },
  /** 200, or 207 when some events were rejected: see metricsBatchResultSchema. */
  watchEvents: {
    method: 'POST',
    path: API_PATHS.watchEvents,
    body: watchEventsBodySchema,
    response: metricsBatchResultSchema,
    statuses: [207],
  },
  userEvents: {
    method: 'POST',
    path: API_PATHS.userEvents,
    body: userEventsBodySchema,
    response: metricsBatchResultSchema,
    statuses: [207],
  },
  continueWatching: {
    method: 'GET',
    querystring: continueWatchingQuerySchema,
    path: API_PATHS.continueWatching,
    response: continueWatchingResponseSchema,
  },
  seriesProgress: {
    method: 'GET',
    querystring: continueWatchingQuerySchema,
    path: API_PATHS.seriesProgress,
    params: seriesIdParamsSchema,
    response: seriesProgressResponseSchema,
  },
} as const satisfies Record<string, RouteDef>;

/**
 * The creator studio's calls: editors only (401 guests, 403 viewers; docs/product/studio.md).
 * Apart from `apiRoutes`, whose table the web client carries in every page's first JavaScript:
 * only the studio's lazy pages need these.
 */
export const studioApiRoutes = {
  presignUpload: {
    method: 'POST',
    path: STUDIO_API_PATHS.presignUpload,
    body: presignBodySchema,
    response: presignResponseSchema,
  },
  storageStatus: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: STUDIO_API_PATHS.storageStatus,
    response: storageStatusResponseSchema,
  },
  uploadCheck: {
    method: 'POST',
    path: STUDIO_API_PATHS.uploadCheck,
    body: uploadCheckBodySchema,
    response: uploadCheckResponseSchema,
  },
  uploadSeries: {
    method: 'POST',
    path: STUDIO_API_PATHS.uploadSeries,
    body: uploadSeriesBodySchema,
    response: uploadSeriesResponseSchema,
  },
  // --- managing series (docs/product/studio.md#managing-series) ---
  studioSeriesList: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: STUDIO_API_PATHS.studioSeriesList,
    response: studioSeriesListResponseSchema,
  },
  studioSeries: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: STUDIO_API_PATHS.studioSeries,
    params: seriesIdParamsSchema,
    response: studioSeriesResponseSchema,
  },
  updateStudioSeries: {
    method: 'PATCH',
    path: STUDIO_API_PATHS.studioSeries,
    params: seriesIdParamsSchema,
    body: updateStudioSeriesBodySchema,
    response: studioSeriesResponseSchema,
  },
  deleteStudioSeries: {
    method: 'DELETE',
    path: STUDIO_API_PATHS.studioSeries,
    params: seriesIdParamsSchema,
    response: deleteStudioSeriesResponseSchema,
  },
  addStudioEpisodes: {
    method: 'POST',
    path: STUDIO_API_PATHS.studioEpisodes,
    params: seriesIdParamsSchema,
    body: addStudioEpisodesBodySchema,
    response: studioSeriesResponseSchema,
  },
  deleteStudioEpisode: {
    method: 'DELETE',
    path: STUDIO_API_PATHS.studioEpisode,
    params: studioEpisodeParamsSchema,
    response: studioSeriesResponseSchema,
  },
  retryStudioEpisode: {
    method: 'POST',
    path: STUDIO_API_PATHS.retryStudioEpisode,
    params: studioEpisodeParamsSchema,
    body: emptyBodySchema,
    response: studioSeriesResponseSchema,
  },
  // --- comment moderation (docs/product/studio.md#moderation) ---
  reportedComments: {
    method: 'GET',
    querystring: reportedCommentsQuerySchema,
    path: STUDIO_API_PATHS.reportedComments,
    response: reportedCommentsPageSchema,
  },
  hideComment: {
    method: 'POST',
    path: STUDIO_API_PATHS.hideComment,
    params: commentIdParamsSchema,
    body: emptyBodySchema,
    response: moderateCommentResponseSchema,
  },
  restoreComment: {
    method: 'POST',
    path: STUDIO_API_PATHS.restoreComment,
    params: commentIdParamsSchema,
    body: emptyBodySchema,
    response: moderateCommentResponseSchema,
  },
  // --- resumable uploads (docs/product/studio.md#resumable-uploads) ---
  multipartStart: {
    method: 'POST',
    path: STUDIO_API_PATHS.multipartStart,
    body: multipartStartBodySchema,
    response: multipartStartResponseSchema,
  },
  multipartSign: {
    method: 'POST',
    path: STUDIO_API_PATHS.multipartSign,
    body: multipartSignBodySchema,
    response: multipartSignResponseSchema,
  },
  multipartParts: {
    method: 'GET',
    path: STUDIO_API_PATHS.multipartParts,
    querystring: multipartUploadQuerySchema,
    response: multipartPartsResponseSchema,
  },
  multipartComplete: {
    method: 'POST',
    path: STUDIO_API_PATHS.multipartComplete,
    body: multipartCompleteBodySchema,
    response: multipartCompleteResponseSchema,
  },
  multipartAbort: {
    method: 'DELETE',
    path: STUDIO_API_PATHS.multipartAbort,
    querystring: multipartUploadQuerySchema,
    response: multipartAbortResponseSchema,
  },
  // --- captions (docs/product/studio.md#captions) ---
  episodeCaptions: {
    method: 'GET',
    path: STUDIO_API_PATHS.episodeCaptions,
    params: episodeCaptionsParamsSchema,
    querystring: emptyQuerySchema,
    response: captionListResponseSchema,
  },
  putEpisodeCaption: {
    method: 'PUT',
    path: STUDIO_API_PATHS.episodeCaption,
    params: episodeCaptionParamsSchema,
    body: putCaptionBodySchema,
    response: captionResponseSchema,
  },
  deleteEpisodeCaption: {
    method: 'DELETE',
    path: STUDIO_API_PATHS.episodeCaption,
    params: episodeCaptionParamsSchema,
    response: deleteCaptionResponseSchema,
  },
  // --- creator analytics (docs/product/analytics.md) ---
  seriesAnalyticsList: {
    method: 'GET',
    querystring: seriesAnalyticsListQuerySchema,
    path: STUDIO_API_PATHS.seriesAnalyticsList,
    response: seriesAnalyticsListResponseSchema,
  },
  seriesAnalytics: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: STUDIO_API_PATHS.seriesAnalytics,
    params: seriesIdParamsSchema,
    response: seriesAnalyticsResponseSchema,
  },
} as const satisfies Record<string, RouteDef>;

/**
 * Calls viewers make only from lazily loaded pages (signed in: 401 for guests; the waitlist is
 * public): apart from `apiRoutes` so the first JavaScript does not carry them; called with apiCall.
 */
export const viewerApiRoutes = {
  // --- comment moderation (docs/product/comments.md#moderation) ---
  deleteComment: {
    method: 'DELETE',
    path: VIEWER_API_PATHS.deleteComment,
    params: commentIdParamsSchema,
    response: deleteCommentResponseSchema,
  },
  reportComment: {
    method: 'POST',
    path: VIEWER_API_PATHS.reportComment,
    params: commentIdParamsSchema,
    body: reportCommentBodySchema,
    response: reportCommentResponseSchema,
  },
  // --- the catalogue searched on the server: public (docs/product/catalogue.md#server-search) ---
  searchSeries: {
    method: 'GET',
    path: VIEWER_API_PATHS.searchSeries,
    querystring: searchSeriesQuerySchema,
    response: searchSeriesResponseSchema,
  },
  // --- the waitlist: public, limited per client address (docs/product/waitlist.md) ---
  waitlistJoin: {
    method: 'POST',
    path: VIEWER_API_PATHS.waitlistJoin,
    body: waitlistJoinBodySchema,
    response: waitlistJoinResponseSchema,
  },
  // --- author pages (docs/product/authors.md#calls) ---
  /** Public; with a bearer, isFollowing is the caller's. */
  author: {
    method: 'GET',
    path: VIEWER_API_PATHS.author,
    params: authorParamsSchema,
    querystring: emptyQuerySchema,
    response: authorProfileSchema,
  },
  followAuthor: {
    method: 'PUT',
    path: VIEWER_API_PATHS.authorFollow,
    params: authorParamsSchema,
    response: followStateSchema,
  },
  unfollowAuthor: {
    method: 'DELETE',
    path: VIEWER_API_PATHS.authorFollow,
    params: authorParamsSchema,
    response: followStateSchema,
  },
  // --- the For You feed: public; with a bearer, the user's started series count too
  // (docs/product/feed.md#calls) ---
  feed: {
    method: 'GET',
    path: VIEWER_API_PATHS.feed,
    querystring: feedQuerySchema,
    response: feedPageSchema,
  },
  // --- the viewer economy (docs/product/wallet.md#calls): signed in, except seriesUnlocks ---
  wallet: {
    method: 'GET',
    path: VIEWER_API_PATHS.wallet,
    querystring: walletQuerySchema,
    response: walletSchema,
  },
  rewards: {
    method: 'GET',
    path: VIEWER_API_PATHS.rewards,
    querystring: rewardsQuerySchema,
    response: rewardsSchema,
  },
  checkIn: {
    method: 'POST',
    path: VIEWER_API_PATHS.rewardsCheckIn,
    body: checkInBodySchema,
    response: checkInResponseSchema,
  },
  coinPackPurchase: {
    method: 'POST',
    path: VIEWER_API_PATHS.coinPackPurchase,
    params: coinPackParamsSchema,
    body: emptyBodySchema,
    response: coinPackCheckoutSchema,
  },
  coinPackPay: {
    method: 'POST',
    path: VIEWER_API_PATHS.coinPackPay,
    params: coinPackPaymentParamsSchema,
    body: emptyBodySchema,
    response: coinPackPaymentResultSchema,
  },
  /** Public; with a bearer, the caller's unlocks, balance and cost to finish. */
  seriesUnlocks: {
    method: 'GET',
    path: VIEWER_API_PATHS.seriesUnlocks,
    params: seriesIdParamsSchema,
    querystring: emptyQuerySchema,
    response: seriesUnlocksSchema,
  },
  /** Public with an optional bearer: the episode's URL opened for the caller, or 403. */
  episodePlayback: {
    method: 'GET',
    path: VIEWER_API_PATHS.episodePlayback,
    params: episodeUnlockParamsSchema,
    querystring: playbackQuerySchema,
    response: playbackSchema,
  },
  unlockEpisode: {
    method: 'POST',
    path: VIEWER_API_PATHS.episodeUnlock,
    params: episodeUnlockParamsSchema,
    body: unlockEpisodeBodySchema,
    response: unlockResultSchema,
  },
  rewardedAd: {
    method: 'POST',
    path: VIEWER_API_PATHS.rewardedAd,
    params: episodeUnlockParamsSchema,
    body: emptyBodySchema,
    response: rewardedAdSessionSchema,
  },
  /** The unlock once the session's VAST `complete` reached the server; 409 before. */
  claimRewardedAd: {
    method: 'POST',
    path: VIEWER_API_PATHS.rewardedAdClaim,
    params: rewardedAdClaimParamsSchema,
    body: emptyBodySchema,
    response: unlockResultSchema,
  },
  // --- My List: the bearer is optional; guests send viewer_id (docs/product/wallet.md#my-list) ---
  myList: {
    method: 'GET',
    path: VIEWER_API_PATHS.myList,
    querystring: myListQuerySchema,
    response: myListResponseSchema,
  },
  addToMyList: {
    method: 'PUT',
    path: VIEWER_API_PATHS.myListItem,
    params: myListParamsSchema,
    querystring: myListQuerySchema,
    response: myListStateSchema,
  },
  removeFromMyList: {
    method: 'DELETE',
    path: VIEWER_API_PATHS.myListItem,
    params: myListParamsSchema,
    querystring: myListQuerySchema,
    response: myListStateSchema,
  },
  // --- the account's own data: signed-in users only (docs/product/privacy.md) ---
  account: {
    method: 'GET',
    path: VIEWER_API_PATHS.account,
    querystring: emptyQuerySchema,
    response: accountSummarySchema,
  },
  /** A JSON file (Content-Disposition: attachment), limited per user. */
  accountExport: {
    method: 'GET',
    path: VIEWER_API_PATHS.accountExport,
    querystring: emptyQuerySchema,
    response: accountExportSchema,
  },
  deleteAccount: {
    method: 'POST',
    path: VIEWER_API_PATHS.deleteAccount,
    body: deleteAccountBodySchema,
    response: deleteAccountResponseSchema,
  },
} as const satisfies Record<string, RouteDef>;

/**
 * The API calls that are not JSON in and out. The server registers them from here like the JSON
 * ones; browsers and video players call them directly, not through the typed client.
 */
export const rawApiRoutes = {
  /**
   * The browser navigates here and is redirected to the provider. The provider returns to
   * SOCIAL_CALLBACK_ROUTE, a web page that posts the code to socialCallback.
   */
  socialLogin: { method: 'GET', path: API_PATHS.socialLogin, params: socialProviderParamsSchema },
  /** VAST 4.1 XML for the video ad slot, or a 302 to AD_VAST_URL. */
  adVast: { method: 'GET', path: API_PATHS.adVast, querystring: adVastQuerySchema },
  /** The tracking pixel the VAST and banner URLs point at: 204. */
  adTrack: { method: 'GET', path: API_PATHS.adTrack, querystring: adTrackQuerySchema },
  /** The local storage driver's presigned-POST receiver (multipart form): 204. */
  storageUpload: { method: 'POST', path: API_PATHS.storageUpload },
  /** The local storage driver's part receiver for resumable uploads (signed URL, raw body): 200. */
  storageMultipartPart: {
    method: 'PUT',
    path: STUDIO_API_PATHS.storageMultipartPart,
    params: multipartPartParamsSchema,
    querystring: multipartPartQuerySchema,
  },
  /** The waitlist as CSV, editors only (docs/product/waitlist.md#export). */
  waitlistCsv: {
    method: 'GET',
    path: STUDIO_API_PATHS.waitlistCsv,
    querystring: emptyQuerySchema,
  },
} as const satisfies Record<string, RawRouteDef>;

export const SOCIAL_LOGIN_PATH = API_PATHS.socialLogin;
export const SOCIAL_CALLBACK_ROUTE = PAGE_ROUTES.authCallback;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;
export type ApiResponse<N extends ApiRouteName> = z.infer<ApiRoutes[N]['response']>;
/** A route's request body as the caller writes it: the schema's input, before its transforms. */
export type ApiBody<N extends ApiRouteName> = ApiRoutes[N] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : never;
