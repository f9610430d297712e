/** The steps of the /auth page (docs/product/auth.md#auth-page). */
export type AuthStep = 'signIn' | 'signUp' | 'verify' | 'reset';

export type AuthMessage = { tone: 'error' | 'success' | 'info'; text: string };

/**
 * What a form asks of the page: show `step`, with `message`, remembering `username` (the
 * "stored username" that verification, resend and the password reset use).
 */
export type GoTo = (step: AuthStep, message?: AuthMessage | null, username?: string) => void;

/** Router state that /auth/callback passes to /auth when a social login fails. */
export type AuthRouteState = { authError: string };

export function readAuthError(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('authError' in state)) return null;
  return typeof state.authError === 'string' ? state.authError : null;
}
