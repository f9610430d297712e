/**
 * The ads' texts (docs/product/ads.md, docs/product/play.md#ad-modal), shown verbatim by the web
 * app: the ad modal and its purchase options, the in-player ads and the banners.
 */
export const AD_TEXTS = {
  noContentId: 'Error: No content ID provided. Please try again.',
  createPaymentFailed: (message: string) => `Failed to create payment: ${message}`,
  loadingError: 'Ad Loading Error',
} as const;

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
