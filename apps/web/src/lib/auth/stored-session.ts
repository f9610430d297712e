import { AUTH_STORAGE_KEYS, type AuthSession, type Role } from '@app/contract';

/**
 * The stored login (docs/product/auth.md#stored-login) as read from localStorage: two
 * items, checked by hand instead of with zod. Free of React, so the early start of /play can
 * read it before the app loads (features/play/early); session-store.ts adds writing and
 * subscriptions.
 */
export { AUTH_STORAGE_KEYS };

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

/** Signed in when both items exist with an access token and a username. */
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
