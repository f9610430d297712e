import { afterEach, describe, expect, it, vi } from 'vitest';
import type Hls from 'hls.js/light';
import {
  beginEarlyStart,
  claimEarlyPlayback,
  disposeEarlyPlayback,
  earlyStartSettled,
  isUnclaimed,
  publishEarlyPlayback,
  publishEarlyRequests,
  takeEarlyRequests,
  type EarlyPlayback,
} from './early-playback';
import { stubMediaMethods } from '../../../test/fake-media';

const SRC = '/media/hls/a/master.m3u8';

function earlyPlayback(overrides: Partial<EarlyPlayback> = {}): EarlyPlayback {
  const stage = document.createElement('div');
  const video = document.createElement('video');
  stage.append(video);
  document.body.append(stage);
  const hls = { destroy: vi.fn() } as unknown as Hls;
  return {
    src: SRC,
    seriesId: 'neon-heirs',
    video,
    hls,
    failed: false,
    stage,
    settled: new Promise<void>(() => undefined),
    ...overrides,
  };
}

afterEach(() => {
  disposeEarlyPlayback();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the early start hand-over', () => {
  it('hands the playback of the same source over once', () => {
    const playback = earlyPlayback();
    publishEarlyPlayback(playback);
    expect(isUnclaimed(playback)).toBe(true);
    expect(claimEarlyPlayback(SRC)).toBe(playback);
    expect(isUnclaimed(playback)).toBe(false);
    expect(claimEarlyPlayback(SRC)).toBeNull();
    // the taker owns it now: nothing was stopped
    expect(playback.hls!.destroy).not.toHaveBeenCalled();
  });

  it('stops an early start of another source, or one that failed', () => {
    const { pause } = stubMediaMethods();
    const other = earlyPlayback();
    publishEarlyPlayback(other);
    expect(claimEarlyPlayback('/media/hls/b/master.m3u8')).toBeNull();
    expect(other.hls!.destroy).toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
    expect(other.stage.isConnected).toBe(false);

    const failed = earlyPlayback({ failed: true });
    publishEarlyPlayback(failed);
    expect(claimEarlyPlayback(SRC)).toBeNull();
    expect(failed.stage.isConnected).toBe(false);
  });

  it('stops itself when the app never takes it', () => {
    vi.useFakeTimers();
    stubMediaMethods();
    const playback = earlyPlayback();
    publishEarlyPlayback(playback);
    vi.advanceTimersByTime(14_000);
    expect(playback.stage.isConnected).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(playback.stage.isConnected).toBe(false);
    expect(claimEarlyPlayback(SRC)).toBeNull();
  });

  it('lets the first render wait for the first frame, within a budget', async () => {
    vi.useFakeTimers();
    await expect(earlyStartSettled(500)).resolves.toBeUndefined();

    let settle!: () => void;
    publishEarlyPlayback(earlyPlayback({ settled: new Promise((r) => (settle = r)) }));
    let done = false;
    void earlyStartSettled(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);

    // a start that never settles holds the render no longer than the budget
    publishEarlyPlayback(earlyPlayback());
    let late = false;
    void earlyStartSettled(500).then(() => (late = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe(true);
  });

  it('lets the app wait for an early start that has not decided yet', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    beginEarlyStart(new Promise<void>((resolve) => (finish = resolve)));
    let done = false;
    void earlyStartSettled(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    // once finished, nothing is under way
    await expect(earlyStartSettled(500)).resolves.toBeUndefined();
  });

  it('gives the early requests to the page of the same series, once', () => {
    const early = { seriesId: 'neon-heirs', series: Promise.resolve({}), access: null };
    publishEarlyRequests(early);
    expect(takeEarlyRequests('other-series')).toBeNull();
    publishEarlyRequests(early);
    expect(takeEarlyRequests('neon-heirs')).toBe(early);
    expect(takeEarlyRequests('neon-heirs')).toBeNull();
  });
});
