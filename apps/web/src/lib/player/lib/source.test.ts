import { describe, expect, it } from 'vitest';
import { playsHlsNatively, sourceModeFor } from './source';

const MASTER = '/media/hls/a1/master.m3u8';
const video = (nativeHls: boolean) => ({
  canPlayType: (type: string) =>
    nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
});

describe('how a source reaches the <video>', () => {
  it('gives HLS to a browser that plays it itself, and to hls.js elsewhere', () => {
    expect(sourceModeFor(MASTER, video(true))).toBe('direct');
    expect(sourceModeFor(`${MASTER}?v=2`, video(false))).toBe('hls.js');
    expect([playsHlsNatively(video(true)), playsHlsNatively(video(false))]).toEqual([true, false]);
  });

  it('gives MP4 to the element itself', () => {
    expect(sourceModeFor('/media/uploads/a/episode.mp4', video(false))).toBe('direct');
  });
});
