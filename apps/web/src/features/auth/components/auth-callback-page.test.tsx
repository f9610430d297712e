import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEYS, getAuthState } from '../../../lib/auth/session-store';
import { makeAuthResponse } from '../../../test/fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { renderAuthRoutes } from '../../../test/auth-pages';

describe('AuthCallbackPage', () => {
  it('exchanges the code once, stores the login and returns to the remembered page', async () => {
    sessionStorage.setItem('reelforge.authNext', '/play?id=neon-heirs');
    const requests = stubApi(() => jsonResponse(makeAuthResponse({ username: 'gwen' })));

    renderAuthRoutes('/auth/callback?code=abc&state=xyz', { strict: true });

    expect(await screen.findByText('page /play?id=neon-heirs')).toBeTruthy();
    expect(screen.getByText('Social login successful!')).toBeTruthy();
    // StrictMode runs the effect twice; a code is single-use
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/callback',
        authorization: null,
        body: { code: 'abc', state: 'xyz' },
      },
    ]);
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, username: 'gwen' });
    expect(sessionStorage.getItem('reelforge.authNext')).toBeNull();
  });

  it('goes to /login when nothing was remembered', async () => {
    stubApi(() => jsonResponse(makeAuthResponse()));
    renderAuthRoutes('/auth/callback?code=abc&state=xyz');

    expect(await screen.findByText('page /login')).toBeTruthy();
  });

  it('returns to /auth with "Social login failed" when the exchange fails', async () => {
    sessionStorage.setItem('reelforge.authNext', '/video/neon-heirs');
    stubApi(() => new Response(null, { status: 400 }));
    const { router } = renderAuthRoutes('/auth/callback?code=abc&state=xyz');

    expect((await screen.findByRole('alert')).textContent).toBe('Social login failed');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    // the next path survives for another try; the message does not survive a reload
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?next=%2Fvideo%2Fneon-heirs');
    expect(screen.getByRole('alert').textContent).toBe('Social login failed');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
  });

  it('shows the server detail of a refused exchange', async () => {
    stubApi(() =>
      jsonResponse({ detail: 'Sign-in with google is not configured', code: 'X' }, 400),
    );
    renderAuthRoutes('/auth/callback?code=abc&state=xyz');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with google is not configured',
    );
  });

  it("shows 'Authentication failed: {error}' for a provider error, without calling the server", async () => {
    const requests = stubApi(() => jsonResponse(makeAuthResponse()));
    renderAuthRoutes('/auth/callback?error=access_denied');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Authentication failed: access_denied',
    );
    expect(requests).toHaveLength(0);
  });

  it('fails without a code or state', async () => {
    const requests = stubApi(() => jsonResponse(makeAuthResponse()));
    renderAuthRoutes('/auth/callback?code=abc');

    expect((await screen.findByRole('alert')).textContent).toBe('Social login failed');
    expect(requests).toHaveLength(0);
  });
});
