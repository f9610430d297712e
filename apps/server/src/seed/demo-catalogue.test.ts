import { describe, expect, it } from 'vitest';
import { DEMO_SERIES, shortDemo, tinyDemo } from './demo-catalogue';

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

describe('SEED=demo-tiny', () => {
  it('keeps three demo series, two of them in the hero, with at most two 4 s episodes each', () => {
    const { series, frame } = tinyDemo();
    expect(series.map((s) => s.id)).toEqual(DEMO_SERIES.slice(0, 3).map((s) => s.id));
    expect(series.filter((s) => s.lists.includes('featured')).length).toBeGreaterThanOrEqual(2);
    // the first has a next episode, as a playing episode usually has
    expect(series[0]!.episodes).toEqual([4, 4]);
    for (const s of series) {
      expect(s.episodes.length).toBeLessThanOrEqual(2);
      expect(s.episodes.every((seconds) => seconds === 4)).toBe(true);
    }
    expect(frame).toEqual({ width: 360, height: 640 });
  });
});
