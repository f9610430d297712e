import type { MyListItem, PlaybackGrant, SeriesUnlocks } from '@app/contract';
import { makeEpisode, makeVideoDetail } from './fixtures';

/** Neon Heirs with 2 free episodes of 5 and 40 coins per locked one, marked AI-generated. */
export const pricedSeries = (overrides: Parameters<typeof makeVideoDetail>[0] = {}) =>
  makeVideoDetail({
    free_episodes: 2,
    coin_price_per_episode: 40,
    ai_disclosure: 'full',
    episodes: [1, 2, 3, 4, 5].map((n) =>
      makeEpisode({
        episodeId: `ep-${n}`,
        episodeNumber: n,
        title: `Chapter ${n}`,
        videoUrl: `/media/neon-heirs/${n}/original.mp4`,
        isLocked: n > 2,
      }),
    ),
    episodesCount: 5,
    ...overrides,
  });

/**
 * A playback grant for episode n, as the access answer's `playback` holds it: good for hours
 * unless `expires_at` says otherwise. `token` tells two grants of one episode apart.
 */
export const makeGrant = (
  n: number,
  { token = `token-${n}`, expires_at = '2099-01-01T00:00:00.000Z' } = {},
): PlaybackGrant => ({ episode_number: n, media_prefix: `/media/g/${token}/`, expires_at });

/** Where pricedSeries' episode n plays from under `token`'s grant. */
export const grantedMp4 = (n: number, token = `token-${n}`) =>
  `/media/g/${token}/neon-heirs/${n}/original.mp4`;

/** The unlocks answer for pricedSeries: `unlocked` are this viewer's. */
export function makeUnlocks(
  unlocked: number[] = [],
  overrides: Partial<SeriesUnlocks> = {},
): SeriesUnlocks {
  const locked = [3, 4, 5].filter((n) => !unlocked.includes(n));
  return {
    series_id: 'neon-heirs',
    free_episodes: 2,
    coin_price_per_episode: 40,
    unlocked,
    access: locked.length === 0 ? 'all' : 'partial',
    episodes: [1, 2, 3, 4, 5].map((n) => ({
      episode_number: n,
      access: n <= 2 ? 'free' : locked.includes(n) ? 'locked' : 'coins',
      price: locked.includes(n) ? 40 : null,
    })),
    coins_spent: unlocked.length * 40,
    fair_cap_coins: 500,
    cost_to_finish:
      locked.length === 0
        ? null
        : {
            episodes: locked.length,
            coins: locked.length * 40,
            usd_cents_equivalent: locked.length * 40,
            series_price_cents: 500,
            cheaper: 'coins',
          },
    balance: null,
    rewarded_ads_left: null,
    ...overrides,
  };
}

export const makeMyListItem = (id: string, title: string): MyListItem => ({
  series_id: id,
  added_at: '2026-11-27T10:00:00.000Z',
  card: {
    id,
    title,
    subtitle: 'Drama',
    image: `/media/posters/${id}.jpg`,
    video_url: `/media/${id}/1/master.m3u8`,
    views: 10,
    episodesCount: 5,
  },
});
