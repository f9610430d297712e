import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom has no media pipeline: tests give a <video> the state they need. */
export type FakeMediaState = Partial<{
  paused: boolean;
  ended: boolean;
  seeking: boolean;
  duration: number;
  readyState: number;
  currentTime: number;
  seekable: [number, number][];
  buffered: [number, number][];
  error: { code: number; message: string } | null;
}>;

const timeRanges = (pairs: [number, number][]) => ({
  length: pairs.length,
  start: (i: number) => pairs[i]![0],
  end: (i: number) => pairs[i]![1],
});

export function setMedia(video: HTMLMediaElement, state: FakeMediaState) {
  for (const [key, value] of Object.entries(state)) {
    const ranges = key === 'seekable' || key === 'buffered';
    const shaped = ranges ? timeRanges(value as [number, number][]) : value;
    Object.defineProperty(video, key, { configurable: true, writable: true, value: shaped });
  }
}

/** A <video> that has loaded a 60 s source and can seek anywhere in it. */
export const READY_60S: FakeMediaState = {
  duration: 60,
  readyState: 4,
  seekable: [[0, 60]],
  buffered: [[0, 20]],
};

/**
 * play() and pause() flip `paused` and fire their events, like a browser that is allowed
 * to play. `playResult` replaces play()'s answer (a rejection, say).
 */
export function stubMediaMethods(playResult?: (this: HTMLMediaElement) => Promise<void>) {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (playResult) return playResult.call(this);
    // as in browsers, play() on a playing element changes nothing and fires nothing
    if (!this.paused) return Promise.resolve();
    setMedia(this, { paused: false, ended: false });
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setMedia(this, { paused: true });
    this.dispatchEvent(new Event('pause'));
  });
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause, load };
}

/** Set state, then fire the media events that report it (inside act: React renders them). */
export function mediaEvent(video: HTMLMediaElement, types: string[], state: FakeMediaState = {}) {
  setMedia(video, state);
  act(() => {
    for (const type of types) video.dispatchEvent(new Event(type));
  });
}
