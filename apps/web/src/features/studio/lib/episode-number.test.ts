import { describe, expect, it } from 'vitest';
import { assignEpisodeNumbers, episodeNumberFromName } from './episode-number';

describe('episodeNumberFromName', () => {
  it('takes the first number of the name, not of the extension', () => {
    expect(
      [
        'ep2.mp4',
        'Episode 12 - finale.mov',
        'S01E05.webm',
        'ep07.mp4',
        'clip.mp4',
        'final.mp4',
      ].map(episodeNumberFromName),
    ).toEqual([2, 12, 1, 7, null, null]);
  });

  it('ignores numbers a publish would refuse', () => {
    expect(['ep0.mp4', 'take 1000001.mp4'].map(episodeNumberFromName)).toEqual([null, null]);
  });
});

describe('assignEpisodeNumbers', () => {
  it("gives files without a number the next free one, after the batch's own numbers", () => {
    expect(assignEpisodeNumbers(['intro.mp4', 'ep1.mp4', 'bonus.mp4'], [])).toEqual([2, 1, 3]);
    expect(assignEpisodeNumbers(['extra.mp4'], [1, 4])).toEqual([5]);
    expect(assignEpisodeNumbers(['ep4.mp4', 'ep2.mp4'], [1, 2])).toEqual([4, 2]);
  });
});
