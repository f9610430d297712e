/**
 * The sign-in's constants apart from its schemas (auth.ts): the app's first JavaScript and the
 * early start of /play read the stored login, and zod would weigh on them.
 */

/** The two localStorage items of a signed-in viewer (docs/product/auth.md#stored-login). */
export const AUTH_STORAGE_KEYS = {
  tokens: 'reelforge.authTokens',
  user: 'reelforge.user',
} as const;
