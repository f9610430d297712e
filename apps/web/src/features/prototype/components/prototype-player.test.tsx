import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaEvent, setMedia, stubMediaMethods } from '../../../test/fake-media';
import type { VastAdVideoProps } from '../../../shared/ads/vast-ad-video';
import { PrototypePlayer } from './prototype-player';

// the VAST video has its own tests: here a stand-in that can end the ad
vi.mock('../../../shared/ads/ad-video', () => ({
  AdVideo: ({ onDone }: VastAdVideoProps) => (
    <button type="button" onClick={() => onDone?.('complete')}>
      end of ad
    </button>
  ),
}));

const named = (name: string) => Object.assign(new Error(name), { name });

type Props = Partial<Parameters<typeof PrototypePlayer>[0]>;
const player = (props: Props = {}) => (
  <MemoryRouter>
    <PrototypePlayer
      src="/media/demo/1/original.mp4"
      episodeNumber={1}
      adsEnabled={false}
      placeholder="Loading video…"
      {...props}
    />
  </MemoryRouter>
);

const renderPlayer = (props: Props = {}) => {
  const view = render(player(props));
  return { ...view, video: view.container.querySelector('video')! };
};

const playButton = () => screen.getByRole('button', { name: 'Play' });
const ad = () => screen.queryByRole('dialog', { name: 'Advertisement' });

let media: ReturnType<typeof stubMediaMethods>;
beforeEach(() => {
  media = stubMediaMethods();
});

describe('PrototypePlayer', () => {
  it('plays the source when Play is pressed, then hands over to the native controls', () => {
    const { video } = renderPlayer();
    expect(video.getAttribute('src')).toBe('/media/demo/1/original.mp4');
    expect(video.controls).toBe(false);

    fireEvent.click(playButton());

    expect(media.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('keeps a load error to itself until playback is attempted', () => {
    const { video } = renderPlayer();
    mediaEvent(video, ['error'], { error: { code: 2, message: '' } });
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(playButton());

    expect(screen.getByRole('alert').textContent).toContain(
      'Network error occurred while loading video',
    );
  });

  it('shows an error that happens while playing', () => {
    const { video } = renderPlayer();
    fireEvent.click(playButton());
    mediaEvent(video, ['error'], { error: { code: 3, message: 'PIPELINE_ERROR_DECODE' } });
    expect(screen.getByRole('alert').textContent).toContain(
      'Video format is not supported by your browser',
    );
  });

  it('plays the next episode at once after the first play; a refused autoplay says so', async () => {
    const { video, rerender } = renderPlayer();
    fireEvent.click(playButton());
    act(() => video.pause());

    media.play.mockImplementation(() => Promise.reject(named('NotAllowedError')));
    rerender(player({ src: '/media/demo/2/original.mp4', episodeNumber: 2 }));

    expect(video.getAttribute('src')).toBe('/media/demo/2/original.mp4');
    expect(media.play).toHaveBeenCalledTimes(2);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Autoplay failed. Please tap to play manually.');

    media.play.mockImplementation(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the same source over for another episode (a url= video)', () => {
    const { video, rerender } = renderPlayer();
    fireEvent.click(playButton());
    setMedia(video, { currentTime: 12 });
    rerender(player({ episodeNumber: 2 }));
    // the source went out and came back: the element loaded it again
    expect(media.load).toHaveBeenCalled();
    expect(video.getAttribute('src')).toBe('/media/demo/1/original.mp4');
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('reports an abort nobody asked for as interrupted loading', async () => {
    renderPlayer();
    media.play.mockImplementation(() => Promise.reject(named('AbortError')));
    fireEvent.click(playButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Video loading was interrupted',
    );
  });

  it('runs a pre-roll on the first play without calling the pause an error', async () => {
    // like a browser: the ad's pause() rejects the pending play() with an AbortError
    let rejected = false;
    media.play.mockImplementation(function (this: HTMLMediaElement) {
      setMedia(this, { paused: false });
      this.dispatchEvent(new Event('play'));
      rejected = this.paused;
      return this.paused ? Promise.reject(named('AbortError')) : Promise.resolve();
    });
    renderPlayer({ adsEnabled: true });

    fireEvent.click(playButton());

    expect(ad()).not.toBeNull();
    expect(rejected).toBe(true);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).toBeNull();

    // the ad ends: the episode plays on
    media.play.mockImplementation(function (this: HTMLMediaElement) {
      setMedia(this, { paused: false });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'end of ad' }));
    expect(ad()).toBeNull();
    expect(screen.getByRole('region', { name: 'Player, episode 1' })).toBeTruthy();
    expect((screen.getByRole('region').querySelector('video') as HTMLVideoElement).paused).toBe(
      false,
    );
  });

  it('runs the 300 s mid-roll once, pausing the episode and resuming it after', () => {
    const { video } = renderPlayer({ adsEnabled: true });
    // past 5 s: the first play brings no pre-roll
    setMedia(video, { currentTime: 290 });
    fireEvent.click(playButton());
    expect(ad()).toBeNull();

    mediaEvent(video, ['timeupdate'], { currentTime: 300.4 });
    expect(ad()).not.toBeNull();
    expect(video.paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'end of ad' }));
    expect(ad()).toBeNull();
    expect(video.paused).toBe(false);

    mediaEvent(video, ['timeupdate'], { currentTime: 300.6 });
    expect(ad()).toBeNull();
  });

  it('shows no ad when ads are off', () => {
    renderPlayer({ adsEnabled: false });
    fireEvent.click(playButton());
    expect(ad()).toBeNull();
  });

  it('says the video is on its way while there is no source', () => {
    renderPlayer({ src: null });
    expect(screen.getByRole('status').textContent).toBe('Loading video…');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });
});
