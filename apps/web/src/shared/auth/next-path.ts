import { PAGE_ROUTES } from '@app/contract';

const AUTH = PAGE_ROUTES.auth;

/** sessionStorage item holding where to return after a social login's round trip. */
export const SOCIAL_NEXT_KEY = 'reelforge.authNext';

/** Where sign-in lands when nothing sent the user (docs/product/auth.md#sign-in). */
export const DEFAULT_AFTER_SIGN_IN = PAGE_ROUTES.login;

/**
 * A return path we may navigate to: same-origin and relative, starting with a single '/'.
 * '//host' and '/\host' are refused (browsers read both as another origin), and so are the
 * auth pages themselves, which would loop.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // control characters and whitespace have no business in a path we built ourselves
  if ([...value].some((char) => char <= ' ' || char === '\u007f')) return null;
  if (value === AUTH || value.startsWith(`${AUTH}/`) || value.startsWith(`${AUTH}?`)) return null;
  return value;
}

/** The /auth URL that brings the user back to `next` after signing in. */
export function signInPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${AUTH}?${new URLSearchParams({ next: safe }).toString()}` : AUTH;
}

/** Remember `next` across the full-page trip to a social provider. */
export function rememberSocialNext(next: string | null): void {
  try {
    if (next) sessionStorage.setItem(SOCIAL_NEXT_KEY, next);
    else sessionStorage.removeItem(SOCIAL_NEXT_KEY);
  } catch {
    // storage disabled: the callback falls back to /login
  }
}

/** Read and forget the path remembered before the social round trip. */
export function takeSocialNext(): string | null {
  try {
    const value = sessionStorage.getItem(SOCIAL_NEXT_KEY);
    sessionStorage.removeItem(SOCIAL_NEXT_KEY);
    return safeNextPath(value);
  } catch {
    return null;
  }
}
