import { WEB_VITALS } from '@app/contract';

const LAST_BUCKET = WEB_VITALS.capMs / WEB_VITALS.bucketMs;

/** The bucket a value counts in: its upper edge is the value rounded up to the step. */
export const bucketOf = (valueMs: number): number =>
  Math.min(Math.ceil(valueMs / WEB_VITALS.bucketMs), LAST_BUCKET);

/** A bucket read back in ms (its upper edge). */
export const bucketMs = (bucket: number): number => bucket * WEB_VITALS.bucketMs;

/**
 * The `p`-th percentile (0 < p ≤ 1) of a histogram by nearest rank: the first bucket, in value
 * order, whose visits and those below reach p of all; read back as its upper edge.
 */
export function histogramPercentile(
  buckets: readonly { bucket: number; visits: number }[],
  p: number,
): number {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.visits, 0);
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const { bucket, visits } of sorted) {
    seen += visits;
    if (seen >= rank) return bucketMs(bucket);
  }
  return 0;
}
