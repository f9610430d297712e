import { describe, expect, it } from 'vitest';
import { DEMO_RUNGS, planLadder, videoBitrateFor, type Rendition } from './ladder';

const sizes = (ladder: Rendition[]) => ladder.map((r) => `${r.name} ${r.width}x${r.height}`);

describe('planLadder', () => {
  it('gives a 1080x1920 vertical source 360p to 1080p by short side', () => {
    expect(sizes(planLadder({ width: 1080, height: 1920 }))).toEqual([
      '360p 360x640',
      '540p 540x960',
      '720p 720x1280',
      '1080p 1080x1920',
    ]);
  });

  it('gives a horizontal 1920x1080 source landscape renditions', () => {
    expect(sizes(planLadder({ width: 1920, height: 1080 }))).toEqual([
      '360p 640x360',
      '540p 960x540',
      '720p 1280x720',
      '1080p 1920x1080',
    ]);
  });

  it('never plans a rung above the source short side', () => {
    expect(sizes(planLadder({ width: 540, height: 960 }))).toEqual([
      '360p 360x640',
      '540p 540x960',
    ]);
    expect(sizes(planLadder({ width: 700, height: 1244 }))).toEqual([
      '360p 360x640',
      '540p 540x960',
    ]);
    for (const source of [
      { width: 720, height: 1280 },
      { width: 1280, height: 720 },
      { width: 1000, height: 1000 },
    ]) {
      for (const r of planLadder(source)) {
        expect(Math.min(r.width, r.height)).toBeLessThanOrEqual(
          Math.min(source.width, source.height),
        );
        expect(Math.max(r.width, r.height)).toBeLessThanOrEqual(
          Math.max(source.width, source.height),
        );
      }
    }
  });

  it('gives a source smaller than every rung one rendition at its own even size', () => {
    expect(sizes(planLadder({ width: 241, height: 429 }))).toEqual(['240p 240x428']);
    expect(sizes(planLadder({ width: 320, height: 240 }))).toEqual(['240p 320x240']);
  });

  it('keeps every dimension even and the aspect within rounding', () => {
    const sources = [
      { width: 1080, height: 1920 },
      { width: 1079, height: 1917 },
      { width: 886, height: 1920 },
      { width: 1920, height: 817 },
      { width: 1440, height: 1080 },
      { width: 365, height: 651 },
    ];
    for (const source of sources) {
      for (const r of planLadder(source)) {
        expect(r.width % 2, `${r.name} of ${source.width}x${source.height}`).toBe(0);
        expect(r.height % 2).toBe(0);
        expect(Math.abs(r.width / r.height - source.width / source.height)).toBeLessThan(0.02);
        expect(r.height > r.width).toBe(source.height > source.width);
      }
    }
  });

  it('raises bitrate with size and declares audio in the nominal bandwidth', () => {
    const ladder = planLadder({ width: 1080, height: 1920 });
    expect(ladder.map((r) => r.videoBitrate)).toEqual([400_000, 1_400_000, 2_500_000, 4_500_000]);
    for (const [i, r] of ladder.entries()) {
      expect(r.maxrate).toBe(r.videoBitrate);
      expect(r.bufsize).toBeGreaterThanOrEqual(r.maxrate);
      expect(r.bandwidth).toBe(r.maxrate + r.audioBitrate);
      if (i > 0) expect(r.bandwidth).toBeGreaterThan(ladder[i - 1]?.bandwidth ?? 0);
    }
    expect(videoBitrateFor(480)).toBeGreaterThan(videoBitrateFor(360));
    expect(videoBitrateFor(480)).toBeLessThan(videoBitrateFor(540));
    expect(videoBitrateFor(240)).toBeLessThan(videoBitrateFor(360));
    expect(videoBitrateFor(1440)).toBeGreaterThan(videoBitrateFor(1080));
  });

  it('keeps the lowest rung and the top ones when capped by maxRungs', () => {
    const source = { width: 1080, height: 1920 };
    expect(planLadder(source, { maxRungs: 3 }).map((r) => r.name)).toEqual([
      '360p',
      '720p',
      '1080p',
    ]);
    expect(planLadder(source, { maxRungs: 2 }).map((r) => r.name)).toEqual(['360p', '1080p']);
    expect(planLadder(source, { maxRungs: 1 }).map((r) => r.name)).toEqual(['1080p']);
    expect(planLadder(source, { maxRungs: 9 })).toHaveLength(4);
  });

  it('uses custom rungs, such as the demo ladder', () => {
    expect(
      planLadder({ width: 1080, height: 1920 }, { rungs: DEMO_RUNGS }).map((r) => r.name),
    ).toEqual(['360p', '540p', '720p']);
    expect(
      planLadder({ width: 540, height: 960 }, { rungs: [540, 360, 360] }).map((r) => r.name),
    ).toEqual(['360p', '540p']);
  });

  it('refuses a source without a size', () => {
    expect(() => planLadder({ width: 0, height: 1080 })).toThrow(RangeError);
    expect(() => planLadder({ width: Number.NaN, height: 1080 })).toThrow(RangeError);
  });
});
