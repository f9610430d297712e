import { describe, expect, it } from 'vitest';
import { makeEpisode } from '../../../test/fixtures';
import { nextEpisode, pickEpisode, sortEpisodes } from './episodes';
import { castPreview } from './series-display';

const episodes = sortEpisodes([
  makeEpisode({ episodeId: 'c', episodeNumber: 3 }),
  makeEpisode({ episodeId: 'a', episodeNumber: 1 }),
  makeEpisode({ episodeId: 'b', episodeNumber: 2 }),
]);

describe('episode choice', () => {
  it('picks the episode whose number matches the query', () => {
    expect(pickEpisode(episodes, '2')?.episodeId).toBe('b');
  });

  it.each([null, '', '9', 'two', '1.5'])('falls back to the first episode for %j', (param) => {
    expect(pickEpisode(episodes, param)?.episodeId).toBe('a');
  });

  it('finds the next episode, and none after the last', () => {
    expect(nextEpisode(episodes, episodes[0])?.episodeId).toBe('b');
    expect(nextEpisode(episodes, episodes[2])).toBeUndefined();
  });
});

describe('series display', () => {
  it('previews 3 cast names and counts the rest', () => {
    expect(castPreview(['A', 'B', 'C', 'D', 'E'])).toEqual({ names: ['A', 'B', 'C'], more: 2 });
    expect(castPreview(['A'])).toEqual({ names: ['A'], more: 0 });
  });
});
