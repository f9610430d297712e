import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { madeHls } from '../../../test/fake-hls';
import type * as SourceModule from '../lib/source';
import { mediaEvent, stubMediaMethods } from '../../../test/fake-media';
import { VideoPlayer } from './video-player';

vi.mock('../lib/source', async (original) => ({
  ...(await original<typeof SourceModule>()),
  loadHls: async () => (await import('../../../test/fake-hls')).FakeHls,
  sourceModeFor: (src: string) => (src.endsWith('.m3u8') ? 'hls.js' : 'direct'),
}));

const HLS_1 = '/media/hls/neon-heirs-1/master.m3u8';
const HLS_2 = '/media/hls/neon-heirs-2/master.m3u8';
const HLS_3 = '/media/hls/neon-heirs-3/master.m3u8';
const MP4_1 = '/media/neon-heirs/1/original.mp4';
const MP4_2 = '/media/neon-heirs/2/original.mp4';

const videoIn = (container: HTMLElement) => container.querySelector('video')!;
const playAt = (video: HTMLVideoElement, currentTime: number) =>
  mediaEvent(video, ['timeupdate'], { duration: 60, currentTime, readyState: 4 });
/** The instance that plays `src`: the player's own, or the stage's. */
const hlsFor = (src: string) => madeHls.filter((hls) => hls.loadSource.mock.calls[0]?.[0] === src);

afterEach(() => {
  madeHls.length = 0;
});

describe('VideoPlayer loading the next source ahead', () => {
  it('loads nothing of the next source before the last seconds', async () => {
    stubMediaMethods();
    const view = render(<VideoPlayer src={HLS_1} nextSrc={HLS_2} autoPlay />);
    await waitFor(() => expect(hlsFor(HLS_1)).toHaveLength(1));

    playAt(videoIn(view.container), 30);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(hlsFor(HLS_2)).toHaveLength(0);
  });

  it('near the end, loads the next source into an element outside the page', async () => {
    stubMediaMethods();
    const view = render(<VideoPlayer src={HLS_1} nextSrc={HLS_2} autoPlay />);
    await waitFor(() => expect(hlsFor(HLS_1)).toHaveLength(1));

    playAt(videoIn(view.container), 55);

    await waitFor(() => expect(hlsFor(HLS_2)).toHaveLength(1));
    const staged = hlsFor(HLS_2)[0]!;
    expect(staged.media).not.toBe(videoIn(view.container));
    expect(staged.media?.isConnected).toBe(false);
    expect(staged.config.maxBufferLength).toBe(4);
  });

  it('switches to the staged source by swapping elements: no new hls.js, and it plays', async () => {
    const { play } = stubMediaMethods();
    const view = render(<VideoPlayer src={HLS_1} nextSrc={HLS_2} autoPlay />);
    await waitFor(() => expect(hlsFor(HLS_1)).toHaveLength(1));
    const first = videoIn(view.container);
    first.volume = 0.3;
    playAt(first, 55);
    await waitFor(() => expect(hlsFor(HLS_2)).toHaveLength(1));
    const staged = hlsFor(HLS_2)[0]!;

    view.rerender(<VideoPlayer src={HLS_2} nextSrc={HLS_3} autoPlay />);

    const second = videoIn(view.container);
    expect(second).toBe(staged.media);
    expect(first.isConnected).toBe(false);
    expect(second.volume).toBe(0.3);
    expect(hlsFor(HLS_1)[0]!.destroy).toHaveBeenCalled();
    await waitFor(() => expect(play.mock.contexts).toContain(second));
    expect(madeHls).toHaveLength(2);
    expect(staged.destroy).not.toHaveBeenCalled();
    expect(staged.attachMedia).toHaveBeenCalledTimes(1);
    // the player owns it now: its errors are handled, and unmounting ends it
    expect(staged.on).toHaveBeenCalledWith('hlsError', expect.any(Function));
    view.unmount();
    expect(staged.destroy).toHaveBeenCalled();
  });

  it('drops the staged source when the viewer seeks back from the end', async () => {
    stubMediaMethods();
    const view = render(<VideoPlayer src={HLS_1} nextSrc={HLS_2} autoPlay />);
    await waitFor(() => expect(hlsFor(HLS_1)).toHaveLength(1));
    playAt(videoIn(view.container), 55);
    await waitFor(() => expect(hlsFor(HLS_2)).toHaveLength(1));

    playAt(videoIn(view.container), 20);

    expect(hlsFor(HLS_2)[0]!.destroy).toHaveBeenCalled();
  });

  it('plays another source than the staged one in the same element, and drops the staged', async () => {
    stubMediaMethods();
    const view = render(<VideoPlayer src={HLS_1} nextSrc={HLS_2} autoPlay />);
    await waitFor(() => expect(hlsFor(HLS_1)).toHaveLength(1));
    const first = videoIn(view.container);
    playAt(first, 55);
    await waitFor(() => expect(hlsFor(HLS_2)).toHaveLength(1));

    view.rerender(<VideoPlayer src={HLS_3} autoPlay />);

    expect(videoIn(view.container)).toBe(first);
    expect(hlsFor(HLS_2)[0]!.destroy).toHaveBeenCalled();
    await waitFor(() => expect(hlsFor(HLS_3)).toHaveLength(1));
    expect(hlsFor(HLS_3)[0]!.media).toBe(first);
  });

  it('starts afresh when the staged source failed', async () => {
    stubMediaMethods();
    const view = render(<VideoPlayer src={HLS_1} nextSrc={HLS_2} autoPlay />);
    await waitFor(() => expect(hlsFor(HLS_1)).toHaveLength(1));
    const first = videoIn(view.container);
    playAt(first, 55);
    await waitFor(() => expect(hlsFor(HLS_2)).toHaveLength(1));
    hlsFor(HLS_2)[0]!.listeners.get('hlsError')!('hlsError', { fatal: true });

    view.rerender(<VideoPlayer src={HLS_2} autoPlay />);

    expect(videoIn(view.container)).toBe(first);
    await waitFor(() => expect(hlsFor(HLS_2)).toHaveLength(2));
    expect(hlsFor(HLS_2)[1]!.media).toBe(first);
  });

  it('swaps in a progressive source loaded ahead without loading it again', async () => {
    const { load } = stubMediaMethods();
    const view = render(<VideoPlayer src={MP4_1} nextSrc={MP4_2} autoPlay />);
    const first = videoIn(view.container);
    playAt(first, 55);
    load.mockClear();

    view.rerender(<VideoPlayer src={MP4_2} autoPlay />);

    const second = videoIn(view.container);
    expect(second).not.toBe(first);
    expect(second.getAttribute('src')).toBe(MP4_2);
    expect(load.mock.contexts).not.toContain(second);
    // the old element lets go of its source
    expect(first.getAttribute('src')).toBeNull();
  });

  it('loads a source resumed mid-way in its own element, not from the stage', async () => {
    stubMediaMethods();
    const view = render(<VideoPlayer src={MP4_1} nextSrc={MP4_2} autoPlay />);
    const first = videoIn(view.container);
    playAt(first, 55);

    view.rerender(<VideoPlayer src={MP4_2} startAt={20} autoPlay />);

    expect(videoIn(view.container)).toBe(first);
    expect(first.getAttribute('src')).toBe(MP4_2);
  });
});
