/** The account's numbers (docs/product/account.md, docs/product/privacy.md). */

/** The profile page's figures (/login; docs/product/account.md). */
export const PROFILE = { firstLoginCoins: 50, walletCoins: 10, castPreviewCount: 3 } as const;

/**
 * The account's own data: what the owner can download, and deleting the account
 * (docs/product/privacy.md).
 */
export const ACCOUNT = {
  /** Downloads per user and hour: an export reads every table the user has rows in. */
  exportsPerHour: 5,
  /** Deletion confirmations per user and 15 minutes: a stolen session cannot guess the password. */
  deleteAttemptsPer15Min: 5,
  /** The newest watch events in an export; past it the export says it was cut. */
  exportMaxWatchEvents: 50_000,
  /** The newest free-form user events in an export. */
  exportMaxUserEvents: 10_000,
  /** How long one instance trusts that an access token's account still exists. */
  activeCheckTtlMs: 5_000,
} as const;
