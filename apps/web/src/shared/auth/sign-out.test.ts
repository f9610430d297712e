import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEYS, getAuthState, storeSession } from '../../lib/auth/session-store';
import { makeAuthSession } from '../../test/fixtures';
import { jsonResponse, stubApi } from '../../test/stub-api';
import { signOut } from './sign-out';

describe('signOut', () => {
  it('clears both items at once and revokes the refresh token on the server', async () => {
    storeSession(makeAuthSession({ refresh_token: 'refresh-9' }));
    const requests = stubApi(() => jsonResponse({ success: true, message: 'Signed out' }));

    const done = signOut();
    expect(getAuthState().isAuthenticated).toBe(false);
    await done;

    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/signout',
        authorization: null,
        body: { refresh_token: 'refresh-9' },
      },
    ]);
  });

  it('stays signed out when the revoke call fails', async () => {
    storeSession(makeAuthSession());
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(signOut()).resolves.toBeUndefined();
    expect(getAuthState().isAuthenticated).toBe(false);
  });
});
