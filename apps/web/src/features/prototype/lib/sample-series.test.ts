import { MOCK_PAGES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { episodeAccess, isSelectable, SAMPLE_SERIES } from './sample-series';

describe('the sample series', () => {
  it('has 16 episodes numbered 1 to 16', () => {
    expect(SAMPLE_SERIES.episodes.map((e) => e.number)).toEqual(
      Array.from({ length: MOCK_PAGES.episodes }, (_, i) => i + 1),
    );
  });

  it('lets episodes 1 to 8 be chosen and none from the 9th on', () => {
    const selectable = SAMPLE_SERIES.episodes.filter(isSelectable).map((e) => e.number);
    expect(selectable).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('marks every episode from the 9th locked or VIP, both kinds present', () => {
    const flags = SAMPLE_SERIES.episodes.slice(8).map((e) => e.access);
    expect(flags).toHaveLength(8);
    expect(flags.every((flag) => flag === 'locked' || flag === 'vip')).toBe(true);
    expect(new Set(flags)).toEqual(new Set(['locked', 'vip']));
    expect(episodeAccess(8)).toBe('free');
    expect(episodeAccess(9)).toBe('vip');
    expect(episodeAccess(10)).toBe('locked');
  });

  it('carries a rating out of 10 and a status', () => {
    expect(SAMPLE_SERIES.rating).toBeGreaterThan(0);
    expect(SAMPLE_SERIES.rating).toBeLessThanOrEqual(10);
    expect(['ongoing', 'completed']).toContain(SAMPLE_SERIES.status);
  });
});
