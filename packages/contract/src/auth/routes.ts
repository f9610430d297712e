import type { RawRouteDef, RouteDef } from '../common/route-def';
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
  socialProviderParamsSchema,
  usernameBodySchema,
} from './auth';
import { emptyQuerySchema } from '../common/ids';
import { PAGE_ROUTES } from '../web-shell/page-paths';

/** Where the browser goes to sign in with a provider (it is redirected there). */
export const SOCIAL_LOGIN_PATH = '/api/social-auth/login/:provider';

/** The auth calls: each its own export, so a bundle carries only the calls it makes. */

export const signUpRoute = {
  method: 'POST',
  path: '/api/auth/signup',
  access: 'public',
  body: signUpBodySchema,
  response: signUpResponseSchema,
} as const satisfies RouteDef;

export const signInRoute = {
  method: 'POST',
  path: '/api/auth/signin',
  access: 'public',
  body: signInBodySchema,
  response: authResponseSchema,
} as const satisfies RouteDef;

export const confirmSignUpRoute = {
  method: 'POST',
  path: '/api/auth/confirm-signup',
  access: 'public',
  body: confirmSignUpBodySchema,
  response: authMessageResponseSchema,
} as const satisfies RouteDef;

export const resendConfirmationRoute = {
  method: 'POST',
  path: '/api/auth/resend-confirmation',
  access: 'public',
  body: usernameBodySchema,
  response: authMessageResponseSchema,
} as const satisfies RouteDef;

export const forgotPasswordRoute = {
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  body: usernameBodySchema,
  response: authMessageResponseSchema,
} as const satisfies RouteDef;

export const confirmForgotPasswordRoute = {
  method: 'POST',
  path: '/api/auth/confirm-forgot-password',
  access: 'public',
  body: confirmForgotPasswordBodySchema,
  response: authMessageResponseSchema,
} as const satisfies RouteDef;

export const refreshRoute = {
  method: 'POST',
  path: '/api/auth/refresh',
  access: 'public',
  body: refreshBodySchema,
  response: authResponseSchema,
} as const satisfies RouteDef;

export const signOutRoute = {
  method: 'POST',
  path: '/api/auth/signout',
  access: 'public',
  body: refreshBodySchema,
  response: authMessageResponseSchema,
} as const satisfies RouteDef;

export const socialCallbackRoute = {
  method: 'POST',
  path: '/api/auth/callback',
  access: 'public',
  body: socialCallbackBodySchema,
  response: authResponseSchema,
} as const satisfies RouteDef;

export const meRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/auth/me',
  access: 'user',
  response: meResponseSchema,
} as const satisfies RouteDef;

/**
 * The browser navigates here and is redirected to the provider. The provider returns to
 * SOCIAL_CALLBACK_ROUTE, a web page that posts the code to socialCallback.
 */
export const socialLoginRoute = {
  method: 'GET',
  path: SOCIAL_LOGIN_PATH,
  access: 'public',
  params: socialProviderParamsSchema,
} as const satisfies RawRouteDef;

/** The page the provider returns to: it posts the code to socialCallbackRoute. */
export const SOCIAL_CALLBACK_ROUTE = PAGE_ROUTES.authCallback;
