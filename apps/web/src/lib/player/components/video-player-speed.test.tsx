import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaEvent, READY_60S, stubMediaMethods } from '../../../test/fake-media';
import { PLAYBACK_RATE_STORAGE_KEY } from '../lib/playback-rate';
import { VideoPlayer } from './video-player';

const SRC = '/media/neon-heirs/1/original.mp4';
const NEXT = '/media/neon-heirs/2/original.mp4';

const speedButton = () => screen.getByRole('button', { name: /^Playback speed/ });

afterEach(() => window.localStorage.clear());

describe('VideoPlayer playback speed', () => {
  it('chooses a speed from an accessible menu and keeps it in this browser', () => {
    stubMediaMethods();
    const { container } = render(<VideoPlayer src={SRC} />);
    const video = container.querySelector('video')!;

    expect(speedButton().getAttribute('aria-label')).toBe('Playback speed: 1×');
    expect(speedButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(speedButton());
    const menu = screen.getByRole('menu', { name: 'Playback speed' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    expect(within(menu).getByRole('menuitemradio', { checked: true }).textContent).toBe('1×');

    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '1.5×' }));
    expect(video.playbackRate).toBe(1.5);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(speedButton().getAttribute('aria-label')).toBe('Playback speed: 1.5×');
    expect(window.localStorage.getItem(PLAYBACK_RATE_STORAGE_KEY)).toBe('1.5');
  });

  it('closes the menu with Escape', () => {
    stubMediaMethods();
    render(<VideoPlayer src={SRC} />);
    fireEvent.click(speedButton());
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('> and < change the speed one step within 0.5× and 2×', () => {
    stubMediaMethods();
    const { container } = render(<VideoPlayer src={SRC} />);
    const video = container.querySelector('video')!;

    fireEvent.keyDown(document, { key: '>' });
    expect(video.playbackRate).toBe(1.25);
    for (let i = 0; i < 6; i += 1) fireEvent.keyDown(document, { key: '>' });
    expect(video.playbackRate).toBe(2);
    for (let i = 0; i < 9; i += 1) fireEvent.keyDown(document, { key: '<' });
    expect(video.playbackRate).toBe(0.5);
    expect(window.localStorage.getItem(PLAYBACK_RATE_STORAGE_KEY)).toBe('0.5');
  });

  it('keeps the speed on the next episode and in the next session', () => {
    stubMediaMethods();
    window.localStorage.setItem(PLAYBACK_RATE_STORAGE_KEY, '1.75');
    const { container, rerender, unmount } = render(<VideoPlayer src={SRC} />);
    const video = container.querySelector('video')!;
    expect(video.playbackRate).toBe(1.75);

    rerender(<VideoPlayer src={NEXT} />);
    // a browser that reset the rate on the new source gets it back
    video.playbackRate = 1;
    mediaEvent(video, ['emptied', 'loadstart', 'loadedmetadata'], READY_60S);
    expect(video.defaultPlaybackRate).toBe(1.75);
    expect(video.playbackRate).toBe(1.75);
    unmount();

    const next = render(<VideoPlayer src={NEXT} />);
    expect(next.container.querySelector('video')!.playbackRate).toBe(1.75);
  });
});
