import { AUTH_TEXTS } from '@app/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reloadAuthState } from '../../../lib/auth/session-store';
import { useNotify } from '../../../components/ui/notice';

/**
 * On / with ?auth=success, re-read the stored login, say 'Login successful!' and clean the URL
 * (docs/product/shell.md#sign-in-notice-on-the-home-page). The layout mounts it only on that URL.
 */
export function AuthSuccessHandler() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();

  useEffect(() => {
    reloadAuthState();
    // a StrictMode re-run repeats the notice, which replaces itself: it shows once
    notify(AUTH_TEXTS.loginSuccess);
    const rest = new URLSearchParams(search);
    rest.delete('auth');
    const query = rest.toString();
    void navigate({ pathname: '/', search: query ? `?${query}` : '', hash }, { replace: true });
  }, [search, hash, navigate, notify]);

  return null;
}
