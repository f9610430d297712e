import type { AuthSession } from '@app/contract';
import { useSyncExternalStore } from 'react';
import {
  AUTH_STORAGE_KEYS,
  GUEST,
  getAuthState,
  type AuthState,
  type StoredTokens,
  type StoredUser,
} from './stored-session';

export {
  AUTH_STORAGE_KEYS,
  GUEST,
  getAuthState,
  getStoredTokens,
  type AuthState,
  type StoredTokens,
  type StoredUser,
} from './stored-session';

/** Writing the stored login, and telling the app when it changes (stored-session.ts reads it). */
const listeners = new Set<() => void>();

/** Tell subscribers to read storage again, e.g. after another page wrote it (?auth=success). */
export function reloadAuthState(): void {
  for (const listener of [...listeners]) listener();
}

/** Store a sign-in, refresh or social-login answer. */
export function storeSession(session: AuthSession, now = Date.now()): void {
  const tokens: StoredTokens = {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    id_token: session.id_token,
    expires_at: now + session.expires_in * 1000,
  };
  const user: StoredUser = {
    username: session.username,
    email: session.email,
    sub: session.user_attributes.sub,
    role: session.role,
  };
  try {
    localStorage.setItem(AUTH_STORAGE_KEYS.tokens, JSON.stringify(tokens));
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  } catch {
    // quota or disabled storage: the user stays a guest rather than half signed in
    clearSession();
    return;
  }
  reloadAuthState();
}

/** Sign-out removes both stored items. */
export function clearSession(): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEYS.tokens);
    localStorage.removeItem(AUTH_STORAGE_KEYS.user);
  } catch {
    // nothing was stored
  }
  reloadAuthState();
}

const onStorage = (event: StorageEvent) => {
  // key null: another tab called localStorage.clear()
  if (
    event.key === null ||
    event.key === AUTH_STORAGE_KEYS.tokens ||
    event.key === AUTH_STORAGE_KEYS.user
  ) {
    reloadAuthState();
  }
};

/** Subscribe to sign-in and sign-out, in this tab and in others (the 'storage' event). */
export function subscribeAuth(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The auth state (username, uid, role, isAuthenticated), re-rendering on every change. */
export const useAuth = (): AuthState =>
  useSyncExternalStore(subscribeAuth, getAuthState, () => GUEST);
