import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInPath } from './next-path';
import { getAuthState } from '../../lib/auth/session-store';

/**
 * A guest who tries something that needs sign-in goes to /auth and comes back.
 * Returns `requireSignIn()`: true when signed in; otherwise it navigates to
 * /auth?next=<this page> and returns false, so callers write `if (!requireSignIn()) return;`.
 */
export function useRequireSignIn(): () => boolean {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    if (getAuthState().isAuthenticated) return true;
    void navigate(signInPath(`${pathname}${search}${hash}`));
    return false;
  }, [navigate, pathname, search, hash]);
}
