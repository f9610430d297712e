import { describe, expect, it } from 'vitest';
import { hasMediaSource, sourceModeFor } from './source';

const MASTER = '/media/hls/a1/master.m3u8';
const video = (nativeHls: boolean) => ({
  canPlayType: (type: string) =>
    nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
});
const mse = (h264: boolean) => ({ MediaSource: { isTypeSupported: () => h264 } });

describe('how a source reaches the <video>', () => {
  it('plays HLS through hls.js wherever MSE plays H.264, native HLS or not (Chromium has both)', () => {
    expect(sourceModeFor(MASTER, video(true), mse(true))).toBe('hls.js');
    expect(sourceModeFor(MASTER, video(false), mse(true))).toBe('hls.js');
  });

  it('plays HLS natively only without usable MSE (iPhone Safari)', () => {
    expect(sourceModeFor(MASTER, video(true), {})).toBe('direct');
    expect(sourceModeFor(MASTER, video(true), mse(false))).toBe('direct');
    // neither: hls.js reports it unsupported and the player shows its error
    expect(sourceModeFor(MASTER, video(false), {})).toBe('hls.js');
  });

  it('gives MP4 to the element itself', () => {
    expect(sourceModeFor('/media/uploads/a/episode.mp4', video(false), mse(true))).toBe('direct');
    expect(hasMediaSource({})).toBe(false);
  });
});
