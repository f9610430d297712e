import { describe, expect, it } from 'vitest';
import { AD_COMPLETE_TOLERANCE_MS, adWatched } from './rewarded-ad-rules';

describe('rewarded ad rules', () => {
  const served = new Date('2026-05-01T12:00:00Z');
  const after = (ms: number) => new Date(served.getTime() + ms);

  it('counts a complete only once the ad could have played to its end', () => {
    const session = { vastServedAt: served, adDurationMs: 12_000 };
    expect(adWatched(session, served)).toBe(false);
    expect(adWatched(session, after(12_000 - AD_COMPLETE_TOLERANCE_MS - 1))).toBe(false);
    expect(adWatched(session, after(12_000 - AD_COMPLETE_TOLERANCE_MS))).toBe(true);
    expect(adWatched(session, after(60_000))).toBe(true);
  });

  it('counts nothing for a session whose VAST was never served', () => {
    expect(adWatched({ vastServedAt: null, adDurationMs: null }, after(60_000))).toBe(false);
  });
});
