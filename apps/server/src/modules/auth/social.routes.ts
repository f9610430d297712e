import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_CALLBACK_ROUTE, socialCallbackRoute, socialLoginRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { App } from '../../http/typed-app';
import {
  SOCIAL_STATE_TTL_MS,
  socialStateSchema,
  type SocialLoginService,
  type SocialState,
} from './social/social-login.service';

const COOKIE = 'rf_oauth';

/** A browser navigation (a click on a social button) rather than an API client. */
const wantsPage = (request: FastifyRequest): boolean =>
  /\btext\/html\b/.test(request.headers.accept ?? '');
// only the callback call needs it back
const COOKIE_PATH = '/api/auth';

/**
 * Social login: the browser is redirected to the provider with state, nonce and PKCE held in a
 * signed, HttpOnly, SameSite=Lax cookie, so only the browser that left can finish.
 */
export const socialRoutes = async (
  app: App,
  options: { social: SocialLoginService; cookieSecret: Buffer; secureCookies: boolean },
) => {
  const { social, secureCookies } = options;
  // registered in this plugin only: other routes never parse cookies
  await app.register(cookie, { secret: options.cookieSecret.toString('base64url') });

  const readState = (request: FastifyRequest): SocialState | null => {
    const raw = request.cookies[COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return null;
    try {
      const json: unknown = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
      const parsed = socialStateSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const clearState = (reply: FastifyReply) =>
    reply.clearCookie(COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' });

  contractRoute(app, socialLoginRoute, async (request, reply) => {
    let started: Awaited<ReturnType<SocialLoginService['start']>>;
    try {
      started = await social.start(request.params.provider);
    } catch (error) {
      // a viewer who clicked a social button gets the app's page with the reason, not raw JSON
      if (!(error instanceof HttpError) || !wantsPage(request)) throw error;
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${SOCIAL_CALLBACK_ROUTE}?error=${encodeURIComponent(error.message)}`, 302);
    }
    const { url, state } = started;
    const value = Buffer.from(JSON.stringify(state)).toString('base64url');
    return reply
      .setCookie(COOKIE, value, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: COOKIE_PATH,
        maxAge: SOCIAL_STATE_TTL_MS / 1000,
      })
      .header('cache-control', 'no-store')
      .redirect(url, 302);
  });

  contractRoute(app, socialCallbackRoute, async (request, reply) => {
    const saved = readState(request);
    // one use: whatever the outcome, this browser must start over for another try
    clearState(reply);
    reply.header('cache-control', 'no-store');
    return social.finish(request.body, saved);
  });
};
