import { describe, expect, it } from 'vitest';
import { DEMO_SERIES, shortDemo } from './demo-catalogue';

describe('SEED=demo-short', () => {
  it('keeps every title, list, person and episode count, with episodes of 10 to 14 s', () => {
    const { series, frame } = shortDemo();
    expect(series.map(({ episodes: _, ...rest }) => rest)).toEqual(
      DEMO_SERIES.map(({ episodes: _, ...rest }) => rest),
    );
    expect(series.map((s) => s.episodes.length)).toEqual(DEMO_SERIES.map((s) => s.episodes.length));
    // the end-to-end tests seek to 10 s, and pull a seek back 5 s before half an episode
    for (const seconds of series.flatMap((s) => s.episodes)) {
      expect(seconds).toBeGreaterThanOrEqual(10);
      expect(seconds).toBeLessThanOrEqual(14);
    }
    // a 9:16 frame whose short side is the ladder's lowest rung: one rendition to transcode
    expect(frame).toEqual({ width: 360, height: 640 });
  });
});
