import { defineTexts } from '../common/texts';

/**
 * The ads' texts (docs/product/ads.md, docs/product/play.md#ad-modal), shown verbatim by the web
 * app: the ad modal and its purchase options, the in-player ads and the banners.
 */
export const AD_TEXTS = /* @__PURE__ */ defineTexts('ad', {
  noContentId: 'Error: No content ID provided. Please try again.',
  createPaymentFailed: (message: string) => `Failed to create payment: ${message}`,
  loadingError: 'Ad Loading Error',
});

export const AD_MODAL_TEXTS = /* @__PURE__ */ defineTexts('adModal', {
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
});

export const IN_PLAYER_AD_TEXTS = /* @__PURE__ */ defineTexts('inPlayerAd', {
  label: 'Advertisement',
  countdown: (seconds: number) => `Ad · ${seconds}s`,
  skipIn: (seconds: number) => `Skip in ${seconds}`,
  skip: 'Skip Ad',
});

export const BANNER_AD_TEXTS = /* @__PURE__ */ defineTexts('bannerAd', {
  label: 'Advertisement',
  sponsored: 'Sponsored',
  watchNow: 'Watch now',
});
