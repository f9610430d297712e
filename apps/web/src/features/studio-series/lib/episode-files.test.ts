import { describe, expect, it } from 'vitest';
import { numberFiles, numberInName, numberProblems, splitList } from './episode-files';

const file = (name: string) => new File(['x'], name, { type: 'video/mp4' });

describe('numberInName', () => {
  it('takes the first number of the name, not of the extension', () => {
    expect(numberInName('ep12.mp4')).toBe(12);
    expect(numberInName('Episode 3 - take 2.mov')).toBe(3);
    expect(numberInName('finale.mp4')).toBeNull();
    expect(numberInName('clip.mp4')).toBeNull();
    expect(numberInName('ep0.mp4')).toBeNull();
  });
});

describe('numberFiles', () => {
  it('numbers from names, else after every number taken so far', () => {
    const chosen = numberFiles([file('ep4.mp4'), file('bonus.mp4'), file('extra.mp4')], [1, 2]);
    expect(chosen.map((c) => [c.file.name, c.episodeNumber])).toEqual([
      ['ep4.mp4', 4],
      ['bonus.mp4', 5],
      ['extra.mp4', 6],
    ]);
  });

  it('replaces an earlier choice for the same number', () => {
    const first = numberFiles([file('ep3.mp4')], [1]);
    const second = numberFiles([file('ep3-final.mp4')], [1], first);
    expect(second.map((c) => c.file.name)).toEqual(['ep3-final.mp4']);
  });
});

describe('numberProblems', () => {
  it('flags numbers the series has and numbers chosen twice', () => {
    const chosen = [
      { file: file('a.mp4'), episodeNumber: 2 },
      { file: file('b.mp4'), episodeNumber: 5 },
      { file: file('c.mp4'), episodeNumber: 5 },
    ];
    expect([...numberProblems(chosen, [1, 2])]).toEqual([
      [0, 'taken'],
      [2, 'repeated'],
    ]);
  });
});

describe('splitList', () => {
  it('trims and drops blanks and repeats', () => {
    expect(splitList(' Drama, ,Indie,Drama ')).toEqual(['Drama', 'Indie']);
    expect(splitList('')).toEqual([]);
  });
});
