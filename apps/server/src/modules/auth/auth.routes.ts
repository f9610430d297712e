import { AUTH_TEXTS, apiRoutes } from '@app/contract';
import { currentUser, requireUser } from '../../http/auth-guard';
import type { App } from '../../http/typed-app';
import type { AuthService } from './auth.service';
import type { SessionService } from './session.service';

/** The account calls of the contract (spec §7 "Auth"); the rules live in the services. */
export const authRoutes = async (
  app: App,
  { auth, sessions }: { auth: AuthService; sessions: SessionService },
) => {
  const r = apiRoutes;
  const schema = <B, R>(body: B, response: R) => ({
    body,
    response: { 200: response },
    tags: ['auth'],
  });

  // answers carry tokens or account state: never cached (RFC 6749 §5.1)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(r.signUp.path, { schema: schema(r.signUp.body, r.signUp.response) }, (request) =>
    auth.signUp(request.body, request.ip),
  );
  app.post(r.signIn.path, { schema: schema(r.signIn.body, r.signIn.response) }, (request) =>
    auth.signIn(request.body, request.ip),
  );
  app.post(
    r.confirmSignUp.path,
    { schema: schema(r.confirmSignUp.body, r.confirmSignUp.response) },
    (request) => auth.confirmSignUp(request.body, request.ip),
  );
  app.post(
    r.resendConfirmation.path,
    { schema: schema(r.resendConfirmation.body, r.resendConfirmation.response) },
    (request) => auth.resendConfirmation(request.body.username, request.ip),
  );
  app.post(
    r.forgotPassword.path,
    { schema: schema(r.forgotPassword.body, r.forgotPassword.response) },
    (request) => auth.forgotPassword(request.body.username, request.ip),
  );
  app.post(
    r.confirmForgotPassword.path,
    { schema: schema(r.confirmForgotPassword.body, r.confirmForgotPassword.response) },
    (request) => auth.confirmForgotPassword(request.body, request.ip),
  );
  app.post(
    r.refresh.path,
    { schema: schema(r.refresh.body, r.refresh.response) },
    async (request) => ({
      success: true as const,
      message: AUTH_TEXTS.loginSuccess,
      data: await sessions.refresh(request.body.refresh_token),
    }),
  );
  app.post(
    r.signOut.path,
    { schema: schema(r.signOut.body, r.signOut.response) },
    async (request) => {
      await sessions.signOut(request.body.refresh_token);
      return { success: true as const, message: AUTH_TEXTS.signedOut };
    },
  );
  app.get(
    r.me.path,
    {
      schema: { querystring: r.me.querystring, response: { 200: r.me.response }, tags: ['auth'] },
      preHandler: requireUser,
    },
    async (request) => ({ success: true as const, data: await auth.me(currentUser(request).id) }),
  );
};
