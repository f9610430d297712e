/** The ads' timings and slots (docs/product/ads.md). */

export const ADS = {
  playerCountdownSeconds: 30,
  playerSkipAfterSeconds: 5,
  midrollDefaultsSeconds: [300, 600],
  prerollMaxPositionSeconds: 5,
  modalCountdownSeconds: 15,
  episodeSlots: 2,
  reelSlots: 1,
  reelAdAtSeconds: 30,
  triggerWindowSeconds: 1,
  seekPullbackSeconds: 5,
  /**
   * No ad longer than this (docs/product/ads.md#ad-length): a house ad is cut shorter, an ad
   * network's longer one is passed over for the next, or none.
   */
  maxAdSeconds: 30,
} as const;
