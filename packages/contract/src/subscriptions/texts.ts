import { defineTexts } from '../common/texts';

/**
 * Texts of subscriptions, verbatim, shown by the web app (docs/product/subscriptions.md). The
 * /subscription page's labels are in page-texts.ts; the ads' and payments' texts in their own
 * folders (ads/texts.ts, payments/texts.ts).
 */
export const SUBSCRIPTION_TEXTS = /* @__PURE__ */ defineTexts('subscription', {
  fetchPlansFailed: 'Failed to fetch subscription plans',
  checkStatusFailed: 'Failed to check subscription status',
  createFailed: (detail: string) => `Failed to create subscription: ${detail}`,
  fetchMineFailed: 'Failed to fetch user subscriptions',
  cancelFailed: 'Failed to cancel subscription',
  validateAccessFailed: 'Failed to validate content access',
  loadFailed: 'Failed to load subscription data',
  cancelled: 'Subscription cancelled successfully',
  confirmCancel: 'Are you sure you want to cancel your subscription?',
  cancelSubscription: 'Cancel Subscription',
  bestValue: 'BEST VALUE',
  annualSaving: 'save $80',
  currentPlan: 'Current Plan',
  subscribeNow: 'Subscribe Now',
  perMonth: '/month',
  perYear: '/year',
  premiumBadge: '✓ Premium Access',
});

/**
 * The server's `detail` for monetization refusals. The web shows them inside the messages above,
 * e.g. 'Failed to create subscription: {detail}'.
 */
export const MONETIZATION_ERRORS = /* @__PURE__ */ defineTexts('monetizationErrors', {
  contentIdRequired: 'content_id is required for a single series or reel purchase',
  contentNotFound: 'No published series with that content_id',
  paymentNotFound: 'Payment not found',
  paymentIntentNotFound: 'Payment intent not found',
  paymentMismatch: 'The payment does not match this subscription type or content',
  noActiveSubscription: 'No active subscription to cancel',
  alreadyPurchased: 'You already have ad-free access to this series',
  /** A priced or locked episode the caller may not play yet (403 EPISODE_LOCKED). */
  episodeLocked: (n: number) => `Episode ${n} is locked: unlock it, subscribe or buy the series`,
  simulationUnavailable: 'Simulated payments are only available in test mode',
  tooManyOpenPayments: 'Too many unfinished checkouts: pay one of them, or try again tomorrow',
});
