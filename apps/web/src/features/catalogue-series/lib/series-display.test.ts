import { describe, expect, it } from 'vitest';
import { makeEpisode } from '../../../test/fixtures';
import { firstPlayableEpisode, sortEpisodes } from './series-display';

describe('firstPlayableEpisode', () => {
  it('skips episodes without a video link, in episode order', () => {
    const sorted = sortEpisodes([
      makeEpisode({ episodeNumber: 3, videoUrl: '/c.m3u8' }),
      makeEpisode({ episodeNumber: 2, videoUrl: '/b.m3u8' }),
      makeEpisode({ episodeNumber: 1, videoUrl: '' }),
    ]);
    expect(firstPlayableEpisode(sorted)?.episodeNumber).toBe(2);
    expect(firstPlayableEpisode([makeEpisode({ videoUrl: '' })])).toBeUndefined();
  });
});
