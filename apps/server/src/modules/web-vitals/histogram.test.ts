import { describe, expect, it } from 'vitest';
import { WEB_VITALS } from '@app/contract';
import { bucketOf, histogramPercentile } from './histogram';

describe('INP histogram', () => {
  it('puts a value in the bucket whose upper edge is the value rounded up to 8 ms', () => {
    expect([0, 1, 8, 9, 16, 104].map(bucketOf)).toEqual([0, 1, 1, 2, 2, 13]);
    expect(bucketOf(WEB_VITALS.maxValueMs)).toBe(WEB_VITALS.capMs / WEB_VITALS.bucketMs);
  });

  it('reads a percentile by nearest rank, whatever the order of the buckets', () => {
    const buckets = [
      { bucket: 12, visits: 1 },
      { bucket: 5, visits: 2 },
      { bucket: 7, visits: 1 },
    ];
    // 40, 40, 56, 96 ms: the 75th percentile is the 3rd of 4
    expect(histogramPercentile(buckets, 0.75)).toBe(56);
    expect(histogramPercentile(buckets, 1)).toBe(96);
    expect(histogramPercentile(buckets, 0.5)).toBe(40);
    expect(histogramPercentile([], 0.75)).toBe(0);
  });
});
