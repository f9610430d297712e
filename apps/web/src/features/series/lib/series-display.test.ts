import { describe, expect, it } from 'vitest';
import { makeEpisode } from '../../../test/fixtures';
import { firstPlayableEpisode, playHref, sortEpisodes, visibleTags } from './series-display';

describe('visibleTags', () => {
  it('drops list markers and blanks, labels known lists and keeps other tags as they are', () => {
    expect(visibleTags(['list:featured', 'Romance', 'must-watch', ' ', 'new-releases'])).toEqual([
      'Romance',
      'Must Watch',
      'New Releases',
    ]);
  });
});

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

describe('playHref', () => {
  it('encodes the series id and episode number as query parameters', () => {
    expect(playHref('neon-heirs', 4)).toBe('/play?id=neon-heirs&episode=4');
  });
});
