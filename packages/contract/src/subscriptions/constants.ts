/** The plans' prices and lengths (docs/product/subscriptions.md). */

/** Prices in integer cents. */
export const PRICES_CENTS = {
  individual: 500,
  monthly: 3000,
  annual: 28000,
} as const;
export const MONTHLY_DAYS = 30;
export const ANNUAL_DAYS = 365;
