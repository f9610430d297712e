import { vi } from 'vitest';

type Listener = (event: string, data: { fatal: boolean }) => void;

/** Every FakeHls made since the test file's last `madeHls.length = 0`, in order. */
export const madeHls: FakeHls[] = [];

/**
 * hls.js cannot run in jsdom: a stand-in that records what the player asks of it. Tests hand it
 * to the player by mocking lib/player/lib/source's loadHls.
 */
export class FakeHls {
  static isSupported = () => true;
  static Events = { ERROR: 'hlsError', FRAG_LOADED: 'hlsFragLoaded' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  listeners = new Map<string, Listener>();
  on = vi.fn((event: string, listener: Listener) => {
    this.listeners.set(event, listener);
  });
  media: HTMLVideoElement | null = null;
  attachMedia = vi.fn((video: HTMLVideoElement) => {
    this.media = video;
  });
  loadSource = vi.fn();
  destroy = vi.fn();
  config = { maxBufferLength: 4, maxMaxBufferLength: 4 };
  levels = [];
  constructor() {
    madeHls.push(this);
  }
}
