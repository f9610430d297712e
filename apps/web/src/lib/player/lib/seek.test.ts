import { describe, expect, it } from 'vitest';
import { resolveSeekTarget, type SeekableMedia } from './seek';

const ranges = (...pairs: [number, number][]) => ({
  length: pairs.length,
  start: (i: number) => pairs[i]![0],
  end: (i: number) => pairs[i]![1],
});

const media = (overrides: Partial<SeekableMedia> = {}): SeekableMedia => ({
  duration: 60,
  readyState: 4,
  seekable: ranges([0, 60]),
  ...overrides,
});

describe('resolveSeekTarget', () => {
  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a negative time', -1],
  ])('ignores %s as a target', (_, target) => {
    expect(resolveSeekTarget(media(), target)).toBeNull();
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['zero', 0],
    ['negative', -5],
  ])('ignores a seek while the duration is %s', (_, duration) => {
    expect(resolveSeekTarget(media({ duration }), 10)).toBeNull();
  });

  it.each([0, 1])('ignores a seek at readyState %i', (readyState) => {
    expect(resolveSeekTarget(media({ readyState }), 10)).toBeNull();
  });

  it('seeks at readyState 2 (HAVE_CURRENT_DATA)', () => {
    expect(resolveSeekTarget(media({ readyState: 2 }), 10)).toBe(10);
  });

  it('ignores a seek when nothing is seekable', () => {
    expect(resolveSeekTarget(media({ seekable: ranges() }), 10)).toBeNull();
  });

  it.each([
    ['inside the range', 12.5, 12.5],
    ['at zero', 0, 0],
    ['past the end, to duration − 0.1 s', 75, 59.9],
    ['exactly at the duration, to duration − 0.1 s', 60, 59.9],
  ])('keeps a target %s', (_, target, expected) => {
    expect(resolveSeekTarget(media(), target)).toBeCloseTo(expected, 6);
  });

  it('clamps to the seekable range', () => {
    const live = media({ seekable: ranges([5, 20], [25, 40]) });
    expect(resolveSeekTarget(live, 2)).toBe(5);
    expect(resolveSeekTarget(live, 30)).toBe(30);
    expect(resolveSeekTarget(live, 50)).toBe(40);
  });

  it('clamps to duration − 0.1 s when the seekable range reaches the end', () => {
    expect(resolveSeekTarget(media({ duration: 30, seekable: ranges([0, 30]) }), 29.95)).toBe(29.9);
  });
});
