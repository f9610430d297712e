import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mediaEvent, READY_60S, stubMediaMethods } from '../../../test/fake-media';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

const SRC = '/media/neon-heirs/1/original.mp4';

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const view = render(<VideoPlayer src={SRC} {...props} />);
  const video = view.container.querySelector('video')!;
  const rerender = (next: Partial<VideoPlayerProps>) =>
    view.rerender(<VideoPlayer src={SRC} {...props} {...next} />);
  return { ...view, video, rerender };
}

describe('VideoPlayer hold (an ad owns the screen)', () => {
  it('keeps autoplay waiting while held and plays when released', () => {
    const { play } = stubMediaMethods();
    const { rerender } = renderPlayer({ autoPlay: true, hold: true });
    expect(play).not.toHaveBeenCalled();

    rerender({ hold: false });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('pauses playing content when held and ignores the viewer until released', () => {
    const { play, pause } = stubMediaMethods();
    const { video, rerender } = renderPlayer({ autoPlay: true });
    mediaEvent(video, ['loadeddata'], READY_60S);
    expect(play).toHaveBeenCalledTimes(1);

    rerender({ hold: true });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);

    fireEvent.keyDown(document, { key: ' ' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(0);

    rerender({ hold: false });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('does not play on its own when it was never held', () => {
    const { play } = stubMediaMethods();
    const { rerender } = renderPlayer();
    rerender({ hold: false });
    expect(play).not.toHaveBeenCalled();
  });
});

describe('VideoPlayer onSeekRequest', () => {
  it('lands a viewer seek where the guard says', () => {
    stubMediaMethods();
    const onSeekRequest = vi.fn((_from: number, to: number) => (to > 30 ? 25 : to));
    const { video } = renderPlayer({ onSeekRequest });
    mediaEvent(video, ['loadeddata', 'timeupdate'], { ...READY_60S, currentTime: 12 });

    const slider = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onSeekRequest).toHaveBeenLastCalledWith(12, 60);
    expect(video.currentTime).toBe(25);

    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(onSeekRequest).toHaveBeenLastCalledWith(25, 15);
    expect(video.currentTime).toBe(15);
  });
});
