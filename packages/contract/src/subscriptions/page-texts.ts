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
