import type { Episode, Series, SubscriptionStatusResponse } from '@app/contract';
import { grantsAccess } from '../access/grants-access';

/**
 * Whether an episode plays for this viewer (docs/product/wallet.md#fair-unlocks), from what the
 * page already has: the series (its price, and `isLocked` past the free episodes) and, signed
 * in, the access answer with this series' unlocked episodes. No call of its own, so /play's
 * first frame waits for nothing new. Zod-free: the early start uses it too.
 */

/** The coin price of one locked episode; null when the series sells none (all free). */
export const episodePrice = (series: Pick<Series, 'coin_price_per_episode'>): number | null =>
  series.coin_price_per_episode ?? null;

export function isEpisodeLocked(
  series: Pick<Series, 'id' | 'coin_price_per_episode'>,
  episode: Pick<Episode, 'episodeNumber' | 'isLocked'>,
  status: SubscriptionStatusResponse | null,
): boolean {
  if (!episode.isLocked || episodePrice(series) === null) return false;
  if (status === null) return true;
  if (grantsAccess(status, series.id)) return false;
  return !(status.unlocked_episodes ?? []).includes(episode.episodeNumber);
}

/** The episode numbers of `episodes` still locked for this viewer. */
export function lockedEpisodeNumbers(
  series: Pick<Series, 'id' | 'coin_price_per_episode'>,
  episodes: readonly Pick<Episode, 'episodeNumber' | 'isLocked'>[],
  status: SubscriptionStatusResponse | null,
): Set<number> {
  return new Set(
    episodes
      .filter((episode) => isEpisodeLocked(series, episode, status))
      .map((episode) => episode.episodeNumber),
  );
}
