import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';
import { AUTH_TEXTS, ErrorCode, type Role } from '@app/contract';
import { HttpError } from './http-error';

/** Who sent the request, from a valid access token. */
export type AuthUser = { id: string; username: string; role: Role };

export type AccessTokenVerifier = {
  verifyAccessToken(
    token: string,
  ): Promise<{ ok: true; user: AuthUser } | { ok: false; reason: 'expired' | 'invalid' }>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Null for guests: public routes serve them; `requireUser` refuses them. */
    user: AuthUser | null;
    /** Why a bearer token that was sent did not count. */
    authFailure: 'expired' | 'invalid' | null;
  }
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

/**
 * Optional authentication for every route: a valid `Authorization: Bearer <access_token>` sets
 * `request.user`; no header or a bad token leaves a guest. Routes that need a user say so with
 * their access rule (contract-route.ts), which runs `requireUser` or `requireRole(...)` next.
 */
export const registerAuthentication = (app: FastifyInstance, verifier: AccessTokenVerifier) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authFailure', null);
  // callback style: requests without the header (the hot catalogue paths) cost no promise
  const authenticate: onRequestHookHandler = (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header) return done();
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      request.authFailure = 'invalid';
      return done();
    }
    verifier.verifyAccessToken(token).then(
      (result) => {
        if (result.ok) request.user = result.user;
        else request.authFailure = result.reason;
        done();
      },
      () => {
        request.authFailure = 'invalid';
        done();
      },
    );
  };
  app.addHook('onRequest', authenticate);
};

const unauthorized = (request: FastifyRequest) =>
  request.authFailure === 'expired'
    ? new HttpError(401, ErrorCode.TOKEN_EXPIRED, AUTH_TEXTS.sessionExpired)
    : new HttpError(401, ErrorCode.UNAUTHORIZED, AUTH_TEXTS.signInRequired);

/** The signed-in user, or 401 (TOKEN_EXPIRED when the token ran out: the client refreshes). */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthorized(request);
  return request.user;
};

/** Route onRequest hook, after authentication: 401 for guests. */
export const requireUser: onRequestAsyncHookHandler = async (request) => {
  currentUser(request);
};

/** Route onRequest hook, after authentication: 401 for guests, 403 without the role. */
export const requireRole =
  (role: Role): onRequestAsyncHookHandler =>
  async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (user.role !== role) {
      throw new HttpError(
        403,
        ErrorCode.FORBIDDEN,
        role === 'editor' ? AUTH_TEXTS.editorRequired : AUTH_TEXTS.signInRequired,
      );
    }
  };
