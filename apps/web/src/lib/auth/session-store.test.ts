import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthSession } from '../../test/fixtures';
import {
  AUTH_STORAGE_KEYS,
  clearSession,
  getAuthState,
  getStoredTokens,
  storeSession,
  useAuth,
} from './session-store';

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('session store', () => {
  it('stores a sign-in as the two stored-login items and reads it back as signed in', () => {
    storeSession(makeAuthSession({ role: 'editor' }), 1_000);

    expect(stored(AUTH_STORAGE_KEYS.tokens)).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      id_token: 'id-1',
      expires_at: 1_000 + 900_000,
    });
    expect(stored(AUTH_STORAGE_KEYS.user)).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      sub: 'sub-alice',
      role: 'editor',
    });
    expect(getAuthState()).toEqual({
      isAuthenticated: true,
      username: 'alice',
      uid: 'sub-alice',
      email: 'alice@example.com',
      role: 'editor',
    });
  });

  it('removes both items on sign-out', () => {
    storeSession(makeAuthSession());
    clearSession();

    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
    expect(getAuthState()).toEqual({ isAuthenticated: false });
    expect(getStoredTokens()).toBeNull();
  });

  it.each([
    ['only the tokens', { access_token: 'a', refresh_token: 'r' }, null],
    ['only the user', null, { username: 'alice', sub: 's' }],
    ['no access token', { access_token: '', refresh_token: 'r' }, { username: 'alice', sub: 's' }],
    ['no username', { access_token: 'a', refresh_token: 'r' }, { sub: 's' }],
  ])('is signed out with %s', (_, tokens, user) => {
    if (tokens) localStorage.setItem(AUTH_STORAGE_KEYS.tokens, JSON.stringify(tokens));
    if (user) localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));

    expect(getAuthState().isAuthenticated).toBe(false);
    expect(getStoredTokens()).toBeNull();
  });

  it('treats unreadable stored JSON as signed out', () => {
    localStorage.setItem(AUTH_STORAGE_KEYS.tokens, '{not json');
    localStorage.setItem(AUTH_STORAGE_KEYS.user, '"alice"');

    expect(getAuthState()).toEqual({ isAuthenticated: false });
  });

  it('never offers the editor role for an unknown stored role', () => {
    storeSession(makeAuthSession());
    localStorage.setItem(
      AUTH_STORAGE_KEYS.user,
      JSON.stringify({ username: 'alice', sub: 's', role: 'admin' }),
    );

    expect(getAuthState()).toMatchObject({ isAuthenticated: true, role: 'viewer' });
  });

  it('re-renders on sign-in here and on sign-out in another tab (storage event)', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAuthenticated).toBe(false);

    act(() => storeSession(makeAuthSession({ username: 'bob' })));
    expect(result.current).toMatchObject({ isAuthenticated: true, username: 'bob' });

    act(() => {
      // what another tab's sign-out looks like from here
      localStorage.removeItem(AUTH_STORAGE_KEYS.tokens);
      localStorage.removeItem(AUTH_STORAGE_KEYS.user);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEYS.tokens }));
    });
    expect(result.current.isAuthenticated).toBe(false);
  });
});
