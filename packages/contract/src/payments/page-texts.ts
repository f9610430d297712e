/**
 * Labels of the monetization screens (the ad modal, in-player ads, banners, /subscription and
 * /payment). Their messages are in texts-monetization.ts.
 */
export const AD_MODAL_TEXTS = {
  title: 'Advertisement',
  adNumber: (n: number) => `Ad ${n}`,
  countdown: (seconds: number) => `Continue in ${seconds}s`,
  continue: 'Continue',
  loading: 'Loading ad…',
  learnMore: 'Learn more',
  adFreeTitle: 'Watch without ads',
  subscribe: 'Subscribe',
  buySeries: (price: string) => `Buy this series · ${price}`,
  buyReel: (price: string) => `Buy this movie · ${price}`,
  preparing: 'Preparing payment…',
} as const;

export const IN_PLAYER_AD_TEXTS = {
  label: 'Advertisement',
  countdown: (seconds: number) => `Ad · ${seconds}s`,
  skipIn: (seconds: number) => `Skip in ${seconds}`,
  skip: 'Skip Ad',
} as const;

export const BANNER_AD_TEXTS = {
  label: 'Advertisement',
  sponsored: 'Sponsored',
  watchNow: 'Watch now',
} as const;

export const SUBSCRIPTION_PAGE_TEXTS = {
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
} as const;

export const PAYMENT_PAGE_TEXTS = {
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
} as const;
