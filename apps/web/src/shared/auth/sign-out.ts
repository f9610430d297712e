import { signOutRoute } from '@app/contract';
import { clearSession, getStoredTokens } from '../../lib/auth/session-store';

/**
 * Sign out at once (both stored items go, every tab turns guest), then ask the server to revoke
 * the refresh token. The API client loads lazily: the header offers sign-out from the entry chunk.
 */
export function signOut(): Promise<void> {
  const tokens = getStoredTokens();
  clearSession();
  // this browser's pushes were the signed-out user's: it unsubscribes, so none reaches a shared
  // device any more (the push service then answers 410 and the server deletes the device)
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.pushManager?.getSubscription())
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
  if (!tokens) return Promise.resolve();
  return import('../../lib/api-client')
    .then(({ apiPost }) => apiPost(signOutRoute, { refresh_token: tokens.refresh_token }))
    .then(
      () => undefined,
      // best effort: the token expires on its own, and the user is signed out here either way
      () => undefined,
    );
}
