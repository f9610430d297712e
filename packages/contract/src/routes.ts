import type { z } from 'zod';
import { healthResponseSchema } from './health';
import {
  availableListsResponseSchema,
  homeResponseSchema,
  searchIndexResponseSchema,
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
import { adBannerQuerySchema, adBannerResponseSchema } from './ads';
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
import { seriesAnalyticsListResponseSchema, seriesAnalyticsResponseSchema } from './analytics';

type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `:name` marks a parameter. */
  path: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/**
 * Every API call: one table both sides read. The server registers these schemas on its
 * routes; the web client builds URLs and parses answers from the same entries.
 */
export const apiRoutes = {
  health: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/health',
    response: healthResponseSchema,
  },
  home: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/home',
    response: homeResponseSchema,
  },
  searchIndex: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/videos/',
    response: searchIndexResponseSchema,
  },
  videoDetail: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/videos/:id',
    params: seriesIdParamsSchema,
    response: videoDetailResponseSchema,
  },
  /** Series detail by id for the play page (spec §7 leaves the path open). */
  seriesById: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/series/:id',
    params: seriesIdParamsSchema,
    response: seriesResponseSchema,
  },
  availableLists: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/content/available-lists',
    response: availableListsResponseSchema,
  },
  // --- auth (spec §7 "Auth"; refresh, confirm-forgot-password, signout and me are ours) ---
  signUp: {
    method: 'POST',
    path: '/api/auth/signup',
    body: signUpBodySchema,
    response: signUpResponseSchema,
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/signin',
    body: signInBodySchema,
    response: authResponseSchema,
  },
  confirmSignUp: {
    method: 'POST',
    path: '/api/auth/confirm-signup',
    body: confirmSignUpBodySchema,
    response: authMessageResponseSchema,
  },
  resendConfirmation: {
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    body: usernameBodySchema,
    response: authMessageResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: usernameBodySchema,
    response: authMessageResponseSchema,
  },
  confirmForgotPassword: {
    method: 'POST',
    path: '/api/auth/confirm-forgot-password',
    body: confirmForgotPasswordBodySchema,
    response: authMessageResponseSchema,
  },
  refresh: {
    method: 'POST',
    path: '/api/auth/refresh',
    body: refreshBodySchema,
    response: authResponseSchema,
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/signout',
    body: refreshBodySchema,
    response: authMessageResponseSchema,
  },
  socialCallback: {
    method: 'POST',
    path: '/api/auth/callback',
    body: socialCallbackBodySchema,
    response: authResponseSchema,
  },
  me: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/auth/me',
    response: meResponseSchema,
  },
  // --- subscriptions (spec §7; plans is public, the rest need the bearer: 401 for guests) ---
  subscriptionPlans: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/subscriptions/plans',
    response: plansResponseSchema,
  },
  subscriptionStatus: {
    method: 'GET',
    querystring: subscriptionStatusQuerySchema,
    path: '/api/subscriptions/status',
    response: subscriptionStatusResponseSchema,
  },
  createSubscription: {
    method: 'POST',
    path: '/api/subscriptions/create',
    body: createSubscriptionBodySchema,
    response: createSubscriptionResponseSchema,
  },
  mySubscriptions: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/subscriptions/my-subscriptions',
    response: mySubscriptionsResponseSchema,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/subscriptions/cancel',
    body: emptyBodySchema,
    response: cancelSubscriptionResponseSchema,
  },
  validateAccess: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/subscriptions/validate-access/:id',
    params: seriesIdParamsSchema,
    response: validateAccessResponseSchema,
  },
  // --- payments (spec §7; config is public, the rest need the bearer) ---
  paymentConfig: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/payments/config',
    response: paymentConfigResponseSchema,
  },
  simulatePayment: {
    method: 'POST',
    path: '/api/payments/simulate-payment/:paymentId',
    params: paymentIdParamsSchema,
    body: emptyBodySchema,
    response: paymentResultSchema,
  },
  createPaymentIntent: {
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: createPaymentIntentBodySchema,
    response: paymentIntentSchema,
  },
  confirmPayment: {
    method: 'POST',
    path: '/api/payments/confirm-payment',
    body: confirmPaymentBodySchema,
    response: paymentResultSchema,
  },
  // --- ads (public; the bearer is optional: viewers with access get no ad). VAST and the
  // tracking pixel are not JSON: AD_VAST_PATH and AD_TRACK_PATH in ads.ts ---
  adBanner: {
    method: 'GET',
    querystring: adBannerQuerySchema,
    path: '/api/ads/banner',
    response: adBannerResponseSchema,
  },
  // --- engagement (issue 6). Comments: reading is public, posting and liking need the bearer
  // (401 for guests). Metrics and continue watching: the bearer is optional ---
  comments: {
    method: 'GET',
    querystring: commentsQuerySchema,
    path: '/api/comments',
    response: commentsPageSchema,
  },
  postComment: {
    method: 'POST',
    path: '/api/comments',
    body: postCommentBodySchema,
    response: commentSchema,
  },
  commentReplies: {
    method: 'GET',
    path: '/api/comments/:id/replies',
    params: commentIdParamsSchema,
    querystring: commentRepliesQuerySchema,
    response: commentRepliesPageSchema,
  },
  likeComment: {
    method: 'POST',
    path: '/api/comments/:id/like',
    params: commentIdParamsSchema,
    body: likeCommentBodySchema,
    response: likeCommentResponseSchema,
  },
  /** 200, or 207 when some events were rejected: see metricsBatchResultSchema. */
  watchEvents: {
    method: 'POST',
    path: '/api/metrics/events/watch',
    body: watchEventsBodySchema,
    response: metricsBatchResultSchema,
  },
  userEvents: {
    method: 'POST',
    path: '/api/metrics/events/user',
    body: userEventsBodySchema,
    response: metricsBatchResultSchema,
  },
  continueWatching: {
    method: 'GET',
    querystring: continueWatchingQuerySchema,
    path: '/api/continue-watching',
    response: continueWatchingResponseSchema,
  },
  seriesProgress: {
    method: 'GET',
    querystring: continueWatchingQuerySchema,
    path: '/api/continue-watching/:id',
    params: seriesIdParamsSchema,
    response: seriesProgressResponseSchema,
  },
  // --- creator analytics: editors only (401 guests, 403 viewers) ---
  seriesAnalyticsList: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/analytics/series',
    response: seriesAnalyticsListResponseSchema,
  },
  seriesAnalytics: {
    method: 'GET',
    querystring: emptyQuerySchema,
    path: '/api/analytics/series/:id',
    params: seriesIdParamsSchema,
    response: seriesAnalyticsResponseSchema,
  },
} as const satisfies Record<string, RouteDef>;

/**
 * Not a JSON call: the browser navigates here and is redirected to the provider (spec §7).
 * The provider returns to SOCIAL_CALLBACK_ROUTE, a web page that posts the code to socialCallback.
 */
export const SOCIAL_LOGIN_PATH = '/api/social-auth/login/:provider';
export const SOCIAL_CALLBACK_ROUTE = '/auth/callback';

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;
export type ApiResponse<N extends ApiRouteName> = z.infer<ApiRoutes[N]['response']>;
/** A route's request body as the caller writes it: the schema's input, before its transforms. */
export type ApiBody<N extends ApiRouteName> = ApiRoutes[N] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : never;

/** Fill `:name` parameters of a route path. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
