import { defineTexts } from '../common/texts';

/**
 * The /subscription page's labels (docs/product/subscriptions.md), apart from texts.ts, which the
 * schemas (subscriptions.ts) and the premium badge import: only this page shows these.
 */
export const SUBSCRIPTION_PAGE_TEXTS = /* @__PURE__ */ defineTexts('subscriptionPage', {
  title: 'Choose your plan',
  subtitle: 'Watch every series without ads. Cancel any time.',
  loading: 'Loading plans…',
  currentTitle: 'Your subscription',
  plan: 'Plan',
  status: 'Status',
  started: 'Started',
  expires: 'Expires',
  cancelling: 'Cancelling…',
  subscribing: 'Subscribing…',
  dismiss: 'Dismiss',
});

/**
 * A plan's renewal, on /subscription and the account page (docs/product/subscriptions.md#renewal):
 * the dates come written by the web's format helpers.
 */
export const PLAN_STATUS_TEXTS = /* @__PURE__ */ defineTexts('planStatus', {
  yourPlan: 'Your plan',
  renewsOn: (date: string) => `Renews on ${date}`,
  accessUntil: (date: string) => `Access until ${date}`,
  doesNotRenew: 'Does not renew',
  status: {
    active: 'Active',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  managePlan: 'Manage plan',
});
