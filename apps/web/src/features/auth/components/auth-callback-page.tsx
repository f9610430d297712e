import { AUTH_PAGE_TEXTS, AUTH_TEXTS, PRODUCT_NAME, socialCallbackRoute } from '@app/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiPost } from '../../../lib/api-client';
import { DEFAULT_AFTER_SIGN_IN, signInPath, takeSocialNext } from '../../../shared/auth/next-path';
import { storeSession } from '../../../lib/auth/session-store';
import { useNotify } from '../../../components/ui/notice';
import { authErrorText } from '../lib/auth-errors';
import type { AuthRouteState } from '../lib/auth-flow';
import { DocumentTitle } from '../../../lib/document-title';

/** A provider's error code is shown to the user; keep a hostile one from filling the page. */
const MAX_ERROR_LENGTH = 200;

/**
 * /auth/callback (docs/product/auth.md#social-login): the social return exchanges the code;
 * success shows 'Social login successful!', failure returns to /auth with the reason.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');

  useEffect(() => {
    // StrictMode runs effects twice, and a code can be exchanged only once
    if (started.current) return;
    started.current = true;

    const fail = (text: string) => {
      const routeState: AuthRouteState = { authError: text };
      void navigate(signInPath(takeSocialNext()), { replace: true, state: routeState });
    };

    if (providerError !== null) {
      fail(AUTH_TEXTS.callbackError(providerError.slice(0, MAX_ERROR_LENGTH)));
      return;
    }
    if (!code || !state) {
      fail(AUTH_TEXTS.socialLoginFailed);
      return;
    }
    apiPost(socialCallbackRoute, { code, state }).then(
      (answer) => {
        storeSession(answer.data);
        notify(AUTH_TEXTS.socialLoginSuccess);
        void navigate(takeSocialNext() ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
      },
      (error: unknown) => fail(authErrorText(error, AUTH_TEXTS.socialLoginFailed)),
    );
  }, [code, state, providerError, navigate, notify]);

  return (
    <div className="grid min-h-dvh place-items-center px-6">
      <DocumentTitle>{`${AUTH_PAGE_TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <p role="status" className="flex items-center gap-3 text-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-white/20 border-t-accent"
        />
        {AUTH_PAGE_TEXTS.completing}
      </p>
    </div>
  );
}
