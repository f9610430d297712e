import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHls, madeHls } from '../../../test/fake-hls';
import type * as SourceModule from '../lib/source';
import type Hls from 'hls.js/light';
import { disposeEarlyPlayback, publishEarlyPlayback } from '../lib/early-playback';
import { setMedia, stubMediaMethods } from '../../../test/fake-media';
import { VideoPlayer } from './video-player';

vi.mock('../lib/source', async (original) => ({
  ...(await original<typeof SourceModule>()),
  loadHls: async () => (await import('../../../test/fake-hls')).FakeHls,
  sourceModeFor: (src: string) => (src.endsWith('.m3u8') ? 'hls.js' : 'direct'),
}));

const MP4 = '/media/neon-heirs/1/original.mp4';
const HLS = '/media/hls/neon-heirs-1/master.m3u8';

/** What the early start leaves in the page: a stage holding a video, maybe playing. */
function publishEarly(src: string, hls: FakeHls | null, playing: boolean) {
  const stage = document.createElement('div');
  const video = document.createElement('video');
  if (hls === null) video.setAttribute('src', src);
  setMedia(video, { paused: !playing, readyState: playing ? 4 : 0, duration: 60 });
  stage.append(video);
  document.body.append(stage);
  publishEarlyPlayback({
    src,
    seriesId: 'neon-heirs',
    video,
    hls: hls as unknown as Hls | null,
    failed: false,
    stage,
    settled: Promise.resolve(),
  });
  return { stage, video };
}

afterEach(() => {
  disposeEarlyPlayback();
  madeHls.length = 0;
});

describe('VideoPlayer adopting the early start of /play', () => {
  it('moves the playing video into the player without reloading it', () => {
    const { load } = stubMediaMethods();
    const { stage, video } = publishEarly(MP4, null, true);
    const onPlay = vi.fn();

    const view = render(<VideoPlayer src={MP4} autoPlay onPlay={onPlay} />);

    expect(view.container.querySelector('video')).toBe(video);
    expect(stage.isConnected).toBe(false);
    expect(video.getAttribute('src')).toBe(MP4);
    expect(load).not.toHaveBeenCalled();
    // its `play` came before the player listened: the tracker still hears it, once
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('takes over the early hls.js instance instead of making one', async () => {
    stubMediaMethods();
    const early = new FakeHls();
    const { video } = publishEarly(HLS, early, false);

    const view = render(<VideoPlayer src={HLS} />);

    expect(view.container.querySelector('video')).toBe(video);
    await waitFor(() => expect(early.on).toHaveBeenCalledWith('hlsError', expect.any(Function)));
    expect(madeHls).toHaveLength(1);
    expect(early.attachMedia).not.toHaveBeenCalled();
    expect(early.loadSource).not.toHaveBeenCalled();

    // the player owns it now: unmounting ends it
    view.unmount();
    expect(early.destroy).toHaveBeenCalled();
  });

  it('starts afresh when the early start played another source', async () => {
    stubMediaMethods();
    const early = new FakeHls();
    const { video, stage } = publishEarly('/media/hls/other/master.m3u8', early, true);

    const view = render(<VideoPlayer src={HLS} />);

    expect(view.container.querySelector('video')).not.toBe(video);
    expect(stage.isConnected).toBe(false);
    expect(early.destroy).toHaveBeenCalled();
    await waitFor(() => expect(madeHls).toHaveLength(2));
    expect(madeHls[1]!.attachMedia).toHaveBeenCalledWith(view.container.querySelector('video'));
    expect(madeHls[1]!.loadSource).toHaveBeenCalledWith(HLS);
  });
});
