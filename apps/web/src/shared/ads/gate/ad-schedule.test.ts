import { describe, expect, it } from 'vitest';
import { adKindOf, adPoints, dueAd, seekPullback } from './ad-schedule';

describe('adKindOf', () => {
  it.each([
    [1, 'reel'],
    [2, 'episode'],
    [12, 'episode'],
  ] as const)('a series of %i episode(s) is a %s', (count, kind) => {
    expect(adKindOf(count)).toBe(kind);
  });
});

describe('adPoints', () => {
  it.each([
    ['episode, default 2 slots', 'episode', 60, undefined, [0, 30]],
    ['episode, 3 slots spread between half and end', 'episode', 60, 3, [0, 30, 45]],
    ['episode, 4 slots', 'episode', 60, 4, [0, 30, 40, 50]],
    ['episode, 1 slot', 'episode', 60, 1, [0]],
    ['episode, no slots', 'episode', 60, 0, []],
    ['episode, duration unknown', 'episode', Number.NaN, undefined, [0]],
    ['reel, default 1 slot at 30 s', 'reel', 50, undefined, [30]],
    ['reel, 2 slots', 'reel', 60, 2, [30, 45]],
    ['reel shorter than 30 s', 'reel', 20, undefined, []],
    ['reel, duration unknown', 'reel', Number.NaN, undefined, [30]],
  ] as const)('%s', (_name, kind, duration, slots, expected) => {
    expect(adPoints(kind, duration, slots)).toEqual(expected);
  });
});

describe('dueAd (1 s trigger window)', () => {
  const points = [0, 30];
  it.each([
    [0, [], 0],
    [0.9, [], 0],
    [1, [], null],
    [29.5, [], null],
    [30, [], 1],
    [30.99, [], 1],
    [31, [], null],
    [0.2, [0], null],
    [30.2, [0, 1], null],
  ] as const)('at %s s with %j shown → %s', (time, shown, expected) => {
    expect(dueAd(points, shown, time)).toBe(expected);
  });
});

describe('seekPullback (5 s before the point)', () => {
  const points = [0, 30];
  it.each([
    ['forward across the midpoint', 10, 40, [0], { index: 1, target: 25 }],
    ['onto the midpoint exactly', 10, 30, [0], { index: 1, target: 25 }],
    ['from just before the point', 28, 50, [0], { index: 1, target: 25 }],
    ['not reaching the point', 10, 29.9, [0], null],
    ['backwards', 40, 10, [0], null],
    ['across a point already shown', 10, 40, [0, 1], null],
    ['from past the point', 31, 50, [0], null],
  ] as const)('%s', (_name, from, to, shown, expected) => {
    expect(seekPullback(points, shown, from, to)).toEqual(expected);
  });

  it('pulls back to the earliest of several crossed points, never below 0', () => {
    expect(seekPullback([0, 3, 45], [0], 1, 50)).toEqual({ index: 1, target: 0 });
  });
});
