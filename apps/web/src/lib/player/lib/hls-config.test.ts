import { describe, expect, it } from 'vitest';
import type Hls from 'hls.js/light';
import { hlsConfig, widenBufferAfterFirstFrame } from './hls-config';

describe('hls.js settings', () => {
  it('starts on the lowest rung with a short buffer, then buffers 30 s after the first frame', () => {
    const config = hlsConfig(0);
    expect(config).toMatchObject({ startLevel: 0, startPosition: -1 });
    // maxMaxBufferLength bounds what maxBufferSize would allow (minutes at our bitrates)
    expect(config.maxMaxBufferLength).toBeLessThanOrEqual(4);
    const hls = { config: { ...config } } as unknown as Hls;
    let frame: (() => void) | undefined;
    const video = {
      requestVideoFrameCallback: (callback: () => void) => {
        frame = callback;
        return 1;
      },
    } as unknown as HTMLVideoElement;
    widenBufferAfterFirstFrame(hls, video);
    expect(hls.config.maxMaxBufferLength).toBe(config.maxMaxBufferLength);
    frame!();
    expect(hls.config).toMatchObject({ maxBufferLength: 30, maxMaxBufferLength: 30 });
  });

  it('widens on `playing` where frames cannot be watched, and resumes where asked', () => {
    const hls = { config: { ...hlsConfig(12) } } as unknown as Hls;
    expect(hls.config.startPosition).toBe(12);
    const video = document.createElement('video');
    Object.defineProperty(video, 'requestVideoFrameCallback', { value: undefined });
    widenBufferAfterFirstFrame(hls, video);
    video.dispatchEvent(new Event('playing'));
    expect(hls.config.maxMaxBufferLength).toBe(30);
  });
});
