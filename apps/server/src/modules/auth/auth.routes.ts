import {
  AUTH_TEXTS,
  confirmForgotPasswordRoute,
  confirmSignUpRoute,
  forgotPasswordRoute,
  meRoute,
  refreshRoute,
  resendConfirmationRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from '@app/contract';
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
  // answers carry tokens or account state: never cached (RFC 6749 §5.1)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  contractRoute(app, signUpRoute, (request) => auth.signUp(request.body, request.ip));
  contractRoute(app, signInRoute, (request) => auth.signIn(request.body, request.ip));
  contractRoute(app, confirmSignUpRoute, (request) => auth.confirmSignUp(request.body, request.ip));
  contractRoute(app, resendConfirmationRoute, (request) =>
    auth.resendConfirmation(request.body.username, request.ip),
  );
  contractRoute(app, forgotPasswordRoute, (request) =>
    auth.forgotPassword(request.body.username, request.ip),
  );
  contractRoute(app, confirmForgotPasswordRoute, (request) =>
    auth.confirmForgotPassword(request.body, request.ip),
  );
  contractRoute(app, refreshRoute, async (request) => ({
    success: true as const,
    message: AUTH_TEXTS.loginSuccess,
    data: await sessions.refresh(request.body.refresh_token),
  }));
  contractRoute(app, signOutRoute, async (request) => {
    await sessions.signOut(request.body.refresh_token);
    return { success: true as const, message: AUTH_TEXTS.signedOut };
  });
  contractRoute(app, meRoute, async (request) => ({
    success: true as const,
    data: await auth.me(currentUser(request).id),
  }));
};
