import type { AuthSession, Role } from '@app/contract';
import { useSyncExternalStore } from 'react';

/**
 * The stored login (spec §3 "Stored login"): two localStorage items. This module sits in the
 * entry chunk (the header reads it), so it checks the stored JSON by hand instead of with zod.
 */
export const AUTH_STORAGE_KEYS = {
  tokens: 'reelforge.authTokens',
  user: 'reelforge.user',
} as const;

export type StoredTokens = Pick<AuthSession, 'access_token' | 'refresh_token' | 'id_token'> & {
  /** epoch milliseconds */
  expires_at: number;
};
export type StoredUser = Pick<AuthSession, 'username' | 'email' | 'role'> & { sub: string };

export type AuthState =
  | { isAuthenticated: false }
  | { isAuthenticated: true; username: string; uid: string; email: string | null; role: Role };

export const GUEST: AuthState = { isAuthenticated: false };

type Snapshot = {
  tokensRaw: string | null;
  userRaw: string | null;
  tokens: StoredTokens | null;
  state: AuthState;
};

const listeners = new Set<() => void>();
let cached: Snapshot | undefined;

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // storage disabled (privacy mode, sandboxed frame): nobody is signed in
    return null;
  }
}

function parseJson(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

function toTokens(raw: string | null): StoredTokens | null {
  const value = parseJson(raw);
  if (!value || !nonEmpty(value.access_token) || !nonEmpty(value.refresh_token)) return null;
  return {
    access_token: value.access_token,
    refresh_token: value.refresh_token,
    id_token: typeof value.id_token === 'string' ? value.id_token : '',
    expires_at: typeof value.expires_at === 'number' ? value.expires_at : 0,
  };
}

/** Spec §4: signed in when both items exist with an access token and a username. */
function toState(tokens: StoredTokens | null, raw: string | null): AuthState {
  const user = parseJson(raw);
  if (!tokens || !user || !nonEmpty(user.username)) return GUEST;
  return {
    isAuthenticated: true,
    username: user.username,
    uid: typeof user.sub === 'string' ? user.sub : '',
    email: typeof user.email === 'string' ? user.email : null,
    // the role only decides what the UI offers; the server checks it on every call
    role: user.role === 'editor' ? 'editor' : 'viewer',
  };
}

/** Storage is the source of truth (other tabs write it too); parse again only when it changed. */
function snapshot(): Snapshot {
  const tokensRaw = readItem(AUTH_STORAGE_KEYS.tokens);
  const userRaw = readItem(AUTH_STORAGE_KEYS.user);
  if (cached?.tokensRaw !== tokensRaw || cached.userRaw !== userRaw) {
    const tokens = toTokens(tokensRaw);
    const state = toState(tokens, userRaw);
    cached = { tokensRaw, userRaw, tokens: state.isAuthenticated ? tokens : null, state };
  }
  return cached;
}

export const getAuthState = (): AuthState => snapshot().state;

/** The tokens of the signed-in user, or null for a guest. */
export const getStoredTokens = (): StoredTokens | null => snapshot().tokens;

/** Tell subscribers to read storage again, e.g. after another page wrote it (spec §2 ?auth=success). */
export function reloadAuthState(): void {
  for (const listener of [...listeners]) listener();
}

/** Store a sign-in, refresh or social-login answer (spec §4: sign-in success stores the tokens). */
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

/** Spec §4: sign-out removes both stored items. */
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
