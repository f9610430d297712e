import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaEvent, READY_60S, stubMediaMethods } from '../../../test/fake-media';
import { directionOf } from '../../direction';
import { VideoPlayer } from './video-player';

const SRC = '/media/neon-heirs/1/original.mp4';

describe('VideoPlayer in an RTL page (<html dir="rtl">)', () => {
  beforeEach(() => {
    document.documentElement.dir = 'rtl';
  });
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    window.localStorage.clear();
  });

  it('keeps the control bar and its seek bar left to right', () => {
    stubMediaMethods();
    render(<VideoPlayer src={SRC} />);
    const controls = screen.getByTestId('player-controls');
    expect(controls.getAttribute('dir')).toBe('ltr');
    expect(directionOf(screen.getByRole('slider', { name: 'Seek' }))).toBe('ltr');
    // the rest of the player follows the page
    expect(directionOf(screen.getByRole('region'))).toBe('rtl');
  });

  it('opens the speed menu in the page direction, inside the ltr bar', () => {
    stubMediaMethods();
    render(<VideoPlayer src={SRC} />);
    fireEvent.click(screen.getByRole('button', { name: /^Playback speed/ }));
    const menu = screen.getByRole('menu', { name: 'Playback speed' });
    expect(menu.getAttribute('dir')).toBe('rtl');
    expect(directionOf(menu)).toBe('rtl');
  });

  it('opens it ltr again after a switch back without a reload', () => {
    stubMediaMethods();
    render(<VideoPlayer src={SRC} />);
    document.documentElement.dir = 'ltr';
    fireEvent.click(screen.getByRole('button', { name: /^Playback speed/ }));
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('ltr');
  });

  it('seeks with ArrowRight forward and ArrowLeft back, as along its ltr timeline', () => {
    stubMediaMethods();
    const { container } = render(<VideoPlayer src={SRC} />);
    const video = container.querySelector('video')!;
    mediaEvent(video, ['loadeddata'], { ...READY_60S, currentTime: 30 });

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(40);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(20);
  });
});
