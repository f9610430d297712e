/**
 * A series' pricing (docs/product/wallet.md#fair-unlocks): free_episodes null means every
 * episode is free, the spec's behaviour; so does a series without a coin price.
 */
export type SeriesPricing = { freeEpisodes: number | null; coinPricePerEpisode: number | null };

/** Whether an episode costs coins (for viewers without access or an unlock). */
export const isPricedEpisode = (pricing: SeriesPricing, episodeNumber: number): boolean =>
  pricing.freeEpisodes !== null &&
  pricing.coinPricePerEpisode !== null &&
  episodeNumber > pricing.freeEpisodes;
