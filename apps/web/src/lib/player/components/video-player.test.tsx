import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaEvent, READY_60S, setMedia, stubMediaMethods } from '../../../test/fake-media';
import { VideoPlayer } from './video-player';

const SRC = '/media/neon-heirs/1/original.mp4';

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const view = render(<VideoPlayer src={SRC} {...props} />);
  const video = view.container.querySelector('video')!;
  return { ...view, video };
}

const key = (k: string, target: Element | Document = document) =>
  fireEvent.keyDown(target, { key: k });

const controls = () => screen.getByTestId('player-controls');

afterEach(() => vi.useRealTimers());

describe('VideoPlayer', () => {
  it('plays an MP4 source directly and starts it when autoPlay is set', () => {
    const { play } = stubMediaMethods();
    const { video } = renderPlayer({ autoPlay: true });

    expect(video.getAttribute('src')).toBe(SRC);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('shows the poster over the video until the source’s first frame, not as its attribute', () => {
    stubMediaMethods();
    const { video, rerender } = renderPlayer({ poster: '/media/posters/a.jpg' });
    // Chromium holds the first frame back behind a poster attribute
    expect(video.hasAttribute('poster')).toBe(false);
    expect(screen.getByTestId('player-poster').getAttribute('src')).toBe('/media/posters/a.jpg');
    mediaEvent(video, ['loadeddata'], READY_60S);
    expect(screen.queryByTestId('player-poster')).toBeNull();
    // the next episode shows its own poster until its own first frame
    rerender(<VideoPlayer src="/media/neon-heirs/2/original.mp4" poster="/media/posters/b.jpg" />);
    mediaEvent(video, ['emptied', 'loadstart'], { readyState: 0 });
    expect(screen.getByTestId('player-poster').getAttribute('src')).toBe('/media/posters/b.jpg');
  });

  it('does not start without autoPlay', () => {
    const { play } = stubMediaMethods();
    renderPlayer();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  describe('keyboard shortcuts', () => {
    it('space plays and pauses', () => {
      const { play, pause } = stubMediaMethods();
      renderPlayer();

      key(' ');
      expect(play).toHaveBeenCalledTimes(1);
      key(' ');
      expect(pause).toHaveBeenCalledTimes(1);
    });

    it('arrows seek ∓10 s and change the volume by 0.1', () => {
      stubMediaMethods();
      const { video } = renderPlayer();
      mediaEvent(video, ['loadeddata'], { ...READY_60S, currentTime: 30 });

      key('ArrowRight');
      expect(video.currentTime).toBe(40);
      key('ArrowLeft');
      key('ArrowLeft');
      expect(video.currentTime).toBe(20);

      video.volume = 0.5;
      key('ArrowUp');
      expect(video.volume).toBe(0.6);
      key('ArrowDown');
      key('ArrowDown');
      expect(video.volume).toBe(0.4);
    });

    it('m mutes and unmutes', () => {
      stubMediaMethods();
      const { video } = renderPlayer();
      key('m');
      expect(video.muted).toBe(true);
      expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
      key('m');
      expect(video.muted).toBe(false);
    });

    it('f asks for fullscreen on the player', () => {
      stubMediaMethods();
      const request = vi.fn(() => Promise.resolve());
      Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
        configurable: true,
        value: request,
      });
      try {
        renderPlayer();
        key('f');
        expect(request).toHaveBeenCalledTimes(1);
        expect(request.mock.contexts[0]).toBe(screen.getByRole('region'));
      } finally {
        delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
      }
    });

    it('ignores keys typed into an input', () => {
      const { play } = stubMediaMethods();
      const { video } = renderPlayer();
      const input = document.createElement('input');
      document.body.append(input);

      key(' ', input);
      key('m', input);
      expect(play).not.toHaveBeenCalled();
      expect(video.muted).toBe(false);
      input.remove();
    });
  });

  it('skips forward 10 s with the button and hides the indicator after 1 s', () => {
    vi.useFakeTimers();
    stubMediaMethods();
    const { video } = renderPlayer();
    mediaEvent(video, ['loadeddata'], { ...READY_60S, currentTime: 5 });

    fireEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(video.currentTime).toBe(15);
    expect(screen.getByTestId('seek-indicator').textContent).toContain('+10s');

    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByTestId('seek-indicator')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('seek-indicator')).toBeNull();
  });

  it('does not skip before the media can seek', () => {
    stubMediaMethods();
    const { video } = renderPlayer();
    setMedia(video, { currentTime: 5, duration: Number.NaN });

    fireEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(video.currentTime).toBe(5);
    expect(screen.queryByTestId('seek-indicator')).toBeNull();
  });

  it('hides the controls 3 s after activity while playing and shows them on pointer move', () => {
    vi.useFakeTimers();
    stubMediaMethods();
    renderPlayer({ autoPlay: true });
    expect(controls().dataset.visible).toBe('true');

    act(() => vi.advanceTimersByTime(3000));
    expect(controls().dataset.visible).toBe('false');

    fireEvent.pointerMove(screen.getByRole('region'));
    expect(controls().dataset.visible).toBe('true');
    act(() => vi.advanceTimersByTime(3000));
    expect(controls().dataset.visible).toBe('false');
  });

  it('keeps the controls while paused', () => {
    vi.useFakeTimers();
    stubMediaMethods();
    renderPlayer();
    act(() => vi.advanceTimersByTime(10_000));
    expect(controls().dataset.visible).toBe('true');
  });

  describe('progress bar', () => {
    it('reports position as a slider and seeks with its keys', () => {
      stubMediaMethods();
      const { video } = renderPlayer();
      mediaEvent(video, ['loadeddata', 'timeupdate', 'progress'], {
        ...READY_60S,
        currentTime: 12.7,
      });

      const slider = screen.getByRole('slider', { name: 'Seek' });
      expect(slider.getAttribute('aria-valuenow')).toBe('12');
      expect(slider.getAttribute('aria-valuemax')).toBe('60');
      expect(slider.getAttribute('aria-valuetext')).toBe('12 seconds of 1 minute 0 seconds');
      expect(screen.getByTestId('progress-buffered').style.width).toBe(`${(20 / 60) * 100}%`);
      expect(screen.getByTestId('time-elapsed').textContent).toBe('0:12');
      expect(screen.getByTestId('time-total').textContent).toBe('1:00');

      fireEvent.keyDown(slider, { key: 'ArrowRight' });
      expect(video.currentTime).toBe(22.7);
      fireEvent.keyDown(slider, { key: 'End' });
      expect(video.currentTime).toBeCloseTo(59.9);
    });

    it('seeks where the pointer releases after a drag', () => {
      stubMediaMethods();
      const { video } = renderPlayer();
      mediaEvent(video, ['loadeddata'], { ...READY_60S, currentTime: 0 });
      const slider = screen.getByRole('slider', { name: 'Seek' });
      slider.getBoundingClientRect = () => ({ left: 100, width: 200 }) as DOMRect;

      fireEvent.pointerDown(slider, { clientX: 120, button: 0, pointerId: 1 });
      fireEvent.pointerMove(slider, { clientX: 150, pointerId: 1 });
      expect(video.currentTime).toBe(0);
      fireEvent.pointerUp(slider, { clientX: 200, pointerId: 1 });
      expect(video.currentTime).toBe(30);
    });
  });

  it('mute restores the previous volume, or 0.5 after the slider went to 0', () => {
    stubMediaMethods();
    const { video } = renderPlayer();
    fireEvent.input(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.7' } });
    expect(video.volume).toBe(0.7);

    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect([video.muted, video.volume]).toEqual([false, 0.7]);

    fireEvent.input(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0' } });
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect([video.muted, video.volume]).toEqual([false, 0.5]);
  });

  describe('errors', () => {
    it('asks for a tap when autoplay is refused, and Retry plays again', async () => {
      const { play } = stubMediaMethods(() =>
        Promise.reject(new DOMException('blocked', 'NotAllowedError')),
      );
      renderPlayer({ autoPlay: true });

      const alert = await screen.findByRole('alert');
      expect(alert.querySelector('h2')?.textContent).toBe('Video Error');
      expect(alert.textContent).toContain(
        'Playback requires user interaction. Please tap play again.',
      );

      // the autoplay, then its muted fallback, were both refused
      expect(play).toHaveBeenCalledTimes(2);
      play.mockImplementation(() => Promise.resolve());
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(play).toHaveBeenCalledTimes(3);
    });

    it('falls back to muted autoplay when sound is refused, and offers to unmute', async () => {
      const { play } = stubMediaMethods(function (this: HTMLMediaElement) {
        return this.muted
          ? Promise.resolve()
          : Promise.reject(new DOMException('blocked', 'NotAllowedError'));
      });
      const { video } = renderPlayer({ autoPlay: true });

      const unmute = await screen.findByRole('button', { name: 'Tap to unmute' });
      expect(play).toHaveBeenCalledTimes(2);
      expect(video.muted).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();

      fireEvent.click(unmute);
      expect(video.muted).toBe(false);
      mediaEvent(video, ['volumechange'], {});
      expect(screen.queryByRole('button', { name: 'Tap to unmute' })).toBeNull();
    });

    it('shows the format message for MEDIA_ERR_SRC_NOT_SUPPORTED', () => {
      stubMediaMethods();
      const { video } = renderPlayer();
      mediaEvent(video, ['error'], { error: { code: 4, message: 'DEMUXER_ERROR' } });
      expect(screen.getByRole('alert').textContent).toContain(
        'Video format not supported on this device',
      );
    });

    it('shows the detail of other media errors', () => {
      stubMediaMethods();
      const { video } = renderPlayer();
      mediaEvent(video, ['error'], { error: { code: 3, message: 'PIPELINE_ERROR_DECODE' } });
      expect(screen.getByRole('alert').textContent).toContain(
        'Playback error: PIPELINE_ERROR_DECODE',
      );
    });

    it('keeps the cause when the failed source then aborts play()', async () => {
      let abort: (reason: unknown) => void = () => undefined;
      stubMediaMethods(() => new Promise((_, reject) => (abort = reject)));
      const { video } = renderPlayer({ autoPlay: true });

      mediaEvent(video, ['error'], { error: { code: 4, message: '' } });
      await act(async () => abort(new DOMException('new load', 'AbortError')));
      expect(screen.getByRole('alert').textContent).toContain(
        'Video format not supported on this device',
      );
    });

    it('forgets the error when the source changes', () => {
      stubMediaMethods();
      const { video, rerender } = renderPlayer();
      mediaEvent(video, ['error'], { error: { code: 4, message: '' } });
      expect(screen.queryByRole('alert')).not.toBeNull();

      rerender(<VideoPlayer src="/media/neon-heirs/2/original.mp4" />);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('reports time updates and the end', () => {
    stubMediaMethods();
    const onTimeUpdate = vi.fn();
    const onEnded = vi.fn();
    const { video } = renderPlayer({ onTimeUpdate, onEnded });

    mediaEvent(video, ['timeupdate'], { ...READY_60S, currentTime: 3 });
    expect(onTimeUpdate).toHaveBeenLastCalledWith(3, 60);
    mediaEvent(video, ['ended'], { ended: true, paused: true });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('reports play and pause with the position, but no pause at the end', () => {
    stubMediaMethods();
    const onPlay = vi.fn();
    const onPause = vi.fn();
    const onEnded = vi.fn();
    const { video } = renderPlayer({ onPlay, onPause, onEnded });

    mediaEvent(video, ['play'], { ...READY_60S, currentTime: 4, paused: false });
    expect(onPlay).toHaveBeenCalledWith(4, 60);
    mediaEvent(video, ['pause'], { currentTime: 7, paused: true });
    expect(onPause).toHaveBeenCalledWith(7, 60);
    mediaEvent(video, ['pause', 'ended'], { currentTime: 60, paused: true, ended: true });
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith(60, 60);
  });

  it('starts a source at startAt once its metadata is known', () => {
    stubMediaMethods();
    const { video } = renderPlayer({ startAt: 12.5 });

    mediaEvent(video, ['loadedmetadata'], READY_60S);
    expect(video.currentTime).toBe(12.5);
  });

  it('renders its overlay slot inside the player', () => {
    stubMediaMethods();
    render(
      <VideoPlayer src={SRC}>
        <p>overlay</p>
      </VideoPlayer>,
    );
    expect(screen.getByRole('region').textContent).toContain('overlay');
  });
});
