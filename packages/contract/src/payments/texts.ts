import { defineTexts } from '../common/texts';

/** The payments' texts (/payment; docs/product/payments.md), shown verbatim by the web app. */
export const PAYMENT_TEXTS = /* @__PURE__ */ defineTexts('payment', {
  loadConfigFailed: 'Failed to load payment configuration',
  fetchConfigFailed: 'Failed to fetch payment config',
  simulateFailed: 'Failed to simulate payment',
  failed: 'Payment failed',
  success: 'Payment Successful!',
  successNotice: 'Payment successful! You now have access to premium content.',
});

/** The /payment page's labels. */
export const PAYMENT_PAGE_TEXTS = /* @__PURE__ */ defineTexts('paymentPage', {
  title: 'Checkout',
  orderSummary: 'Order summary',
  plan: 'Plan',
  series: 'Series',
  features: 'What you get',
  total: 'Total',
  testMode: 'Test mode: no card is charged. Pay completes a simulated payment.',
  pay: (amount: string) => `Pay ${amount}`,
  processing: 'Processing…',
  redirecting: 'Taking you back…',
  back: 'Back to plans',
  loading: 'Loading…',
});
