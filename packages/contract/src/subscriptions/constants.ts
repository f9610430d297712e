/** The plans' prices and lengths (docs/product/subscriptions.md). */

/** Prices in integer cents. */
export const PRICES_CENTS = {
  individual: 500,
  monthly: 3000,
  annual: 28000,
} as const;
export const MONTHLY_DAYS = 30;
export const ANNUAL_DAYS = 365;

/**
 * Renewal (docs/product/subscriptions.md#renewal): a monthly or annual plan buys its next period
 * when it ends, unless cancelled. The reminder goes this many days before; the charge up to
 * `leadMinutes` before the end, so the next period follows on without a gap.
 */
export const RENEWAL = {
  remindDaysBefore: { monthly: 1, annual: 3 },
  leadMinutes: 60,
} as const;
