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
