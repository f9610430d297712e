import { describe, expect, it, vi } from 'vitest';
import { setMedia } from '../../../test/fake-media';
import { onFirstFrame } from './first-frame';

describe('onFirstFrame', () => {
  it('waits for the first presented frame, and can be cancelled', () => {
    // jsdom has no frame callbacks: a browser's, driven by the test
    const video = document.createElement('video');
    let frame: VideoFrameRequestCallback | undefined;
    video.requestVideoFrameCallback = (callback) => ((frame = callback), 7);
    video.cancelVideoFrameCallback = vi.fn();
    const shown = vi.fn();
    const cancel = onFirstFrame(video, shown);
    expect(shown).not.toHaveBeenCalled();
    frame!(0, {} as VideoFrameCallbackMetadata);
    expect(shown).toHaveBeenCalledTimes(1);
    cancel();
    expect(video.cancelVideoFrameCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to `playing` where frames cannot be watched', () => {
    const video = document.createElement('video');
    const shown = vi.fn();
    onFirstFrame(video, shown);
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('playing'));
    expect(shown).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    onFirstFrame(video, cancelled)();
    video.dispatchEvent(new Event('playing'));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('calls at once for an element already playing with a frame', () => {
    const video = document.createElement('video');
    setMedia(video, { readyState: 4, currentTime: 3.2 });
    const shown = vi.fn();
    onFirstFrame(video, shown);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('calls at once for an element seen presenting a frame and held there at its start', () => {
    const video = document.createElement('video');
    onFirstFrame(video, vi.fn());
    video.dispatchEvent(new Event('playing'));
    // paused at its first frame (the early ad of /foryou): its time may still read 0
    setMedia(video, { readyState: 2, currentTime: 0 });
    const shown = vi.fn();
    onFirstFrame(video, shown);
    expect(shown).toHaveBeenCalledTimes(1);

    // one never seen presenting a frame at 0 s waits
    const fresh = document.createElement('video');
    setMedia(fresh, { readyState: 2, currentTime: 0 });
    const waits = vi.fn();
    onFirstFrame(fresh, waits);
    expect(waits).not.toHaveBeenCalled();
  });
});
