import { AUTH_TEXTS, apiRoutes } from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { AuthService } from './auth.service';
import type { SessionService } from './session.service';

/** The account calls of the contract; the rules live in the services. */
export const authRoutes = async (
  app: App,
  { auth, sessions }: { auth: AuthService; sessions: SessionService },
) => {
  const r = apiRoutes;
  const open = { access: 'public' } as const;

  // answers carry tokens or account state: never cached (RFC 6749 §5.1)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  contractRoute(app, r.signUp, open, (request) => auth.signUp(request.body, request.ip));
  contractRoute(app, r.signIn, open, (request) => auth.signIn(request.body, request.ip));
  contractRoute(app, r.confirmSignUp, open, (request) =>
    auth.confirmSignUp(request.body, request.ip),
  );
  contractRoute(app, r.resendConfirmation, open, (request) =>
    auth.resendConfirmation(request.body.username, request.ip),
  );
  contractRoute(app, r.forgotPassword, open, (request) =>
    auth.forgotPassword(request.body.username, request.ip),
  );
  contractRoute(app, r.confirmForgotPassword, open, (request) =>
    auth.confirmForgotPassword(request.body, request.ip),
  );
  contractRoute(app, r.refresh, open, async (request) => ({
    success: true as const,
    message: AUTH_TEXTS.loginSuccess,
    data: await sessions.refresh(request.body.refresh_token),
  }));
  contractRoute(app, r.signOut, open, async (request) => {
    await sessions.signOut(request.body.refresh_token);
    return { success: true as const, message: AUTH_TEXTS.signedOut };
  });
  contractRoute(app, r.me, { access: 'user' }, async (request) => ({
    success: true as const,
    data: await auth.me(currentUser(request).id),
  }));
};
