import { describe, expect, it } from 'vitest';
import { makeGrant, pricedSeries } from '../../test/economy-fixtures';
import { makeEpisode, makeVideoDetail } from '../../test/fixtures';
import { makeStatus, PREMIUM_STATUS } from '../../test/monetization-fixtures';
import { episodePrice, lockedEpisodeNumbers } from './episode-economy';

const priced = pricedSeries();
const locked = (...args: Parameters<typeof lockedEpisodeNumbers>) => [
  ...lockedEpisodeNumbers(...args),
];

describe('lockedEpisodeNumbers', () => {
  it('locks every protected episode for a guest', () => {
    expect(locked(priced.episodes, null)).toEqual([3, 4, 5]);
  });

  it('opens exactly the episodes the access answer holds a grant for', () => {
    const status = makeStatus({ unlocked_episodes: [3], playback: [makeGrant(3)] });
    expect(locked(priced.episodes, status)).toEqual([4, 5]);
  });

  it('keeps an episode locked that only unlocked_episodes names: the grant opens its media', () => {
    expect(locked(priced.episodes, makeStatus({ unlocked_episodes: [3, 4, 5] }))).toEqual([
      3, 4, 5,
    ]);
  });

  it('opens a subscriber’s episodes through their grants, not the subscription alone', () => {
    const all = { ...PREMIUM_STATUS, playback: [3, 4, 5].map((n) => makeGrant(n)) };
    expect(locked(priced.episodes, all)).toEqual([]);
    expect(locked(priced.episodes, PREMIUM_STATUS)).toEqual([3, 4, 5]);
  });

  it('locks an episode its editor locked in a series without a price', () => {
    const series = makeVideoDetail({
      episodes: [1, 2].map((n) => makeEpisode({ episodeNumber: n, isLocked: n === 2 })),
    });
    expect(episodePrice(series)).toBeNull();
    expect(locked(series.episodes, makeStatus())).toEqual([2]);
    expect(locked(series.episodes, makeStatus({ playback: [makeGrant(2)] }))).toEqual([]);
  });
});
