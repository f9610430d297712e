import type { AccessType, EpisodeAccess, UnlockVia } from '@app/contract';

/**
 * A series' pricing (docs/product/wallet.md#fair-unlocks): free_episodes null means every
 * episode is free, the default; so does a series without a coin price.
 */
export type SeriesPricing = { freeEpisodes: number | null; coinPricePerEpisode: number | null };

/** What a viewer holds on a whole series: the plans' access, or an editor's preview. */
export type SeriesAccess = AccessType | 'editor';

/** Whether an episode costs coins (for viewers without access or an unlock). */
export const isPricedEpisode = (pricing: SeriesPricing, episodeNumber: number): boolean =>
  pricing.freeEpisodes !== null &&
  pricing.coinPricePerEpisode !== null &&
  episodeNumber > pricing.freeEpisodes;

/**
 * Whether an episode's media sit behind playback grants: priced, or locked by its editor (the
 * spec's `isLocked`, which only a subscription, a purchase or an editor opens).
 */
export const isProtectedEpisode = (
  pricing: SeriesPricing,
  episode: { episodeNumber: number; isLocked: boolean },
): boolean => episode.isLocked || isPricedEpisode(pricing, episode.episodeNumber);

/**
 * One episode's state for one viewer (docs/product/wallet.md#access): free, the series' access,
 * the episode's own unlock, the fair cap once reached, else locked. Only priced episodes unlock
 * one by one; an editor's lock gives way to a plan or a purchase alone.
 */
export const episodeState = (
  pricing: SeriesPricing,
  episode: { episodeNumber: number; isLocked: boolean },
  access: SeriesAccess,
  unlock: UnlockVia | undefined,
  capReached: boolean,
): EpisodeAccess => {
  if (!isProtectedEpisode(pricing, episode)) return 'free';
  if (access !== 'none') return access;
  if (!isPricedEpisode(pricing, episode.episodeNumber)) return 'locked';
  return unlock ?? (capReached ? 'cap' : 'locked');
};

/** Whether a state plays: everything but `locked`. */
export const isPlayable = (state: EpisodeAccess): boolean => state !== 'locked';
