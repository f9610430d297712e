import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubMediaMethods } from '../../../test/fake-media';
import { VideoPlayer } from './video-player';

const SRC = '/media/neon-heirs/1/original.mp4';
const key = (k: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document, { key: k, ...init });
const region = () => screen.getByRole('region', { name: 'Video player' });
const controls = () => screen.getByTestId('player-controls');

afterEach(() => {
  Reflect.deleteProperty(document, 'pictureInPictureEnabled');
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
});

describe('clean mode', () => {
  it('hides the controls until a tap on the picture, which does not pause', () => {
    const { play, pause } = stubMediaMethods();
    render(<VideoPlayer src={SRC} autoPlay />);
    expect(play).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Hide overlays' }));
    expect(region().dataset.clean).toBe('true');
    expect(controls().hidden).toBe(true);

    fireEvent.pointerUp(screen.getByTestId('player-surface'), { pointerType: 'mouse' });
    expect(region().dataset.clean).toBeUndefined();
    expect(controls().hidden).toBe(false);
    expect(pause).not.toHaveBeenCalled();
  });

  it('enters on c, and any key brings the overlays back without acting', () => {
    const { pause } = stubMediaMethods();
    render(<VideoPlayer src={SRC} autoPlay />);

    key('c');
    expect(controls().hidden).toBe(true);
    // a lone modifier is not a key press of its own
    key('Shift');
    expect(controls().hidden).toBe(true);
    key(' ');
    expect(controls().hidden).toBe(false);
    expect(pause).not.toHaveBeenCalled();

    key('c');
    key('Tab');
    expect(controls().hidden).toBe(false);
  });
});

describe('shortcuts sheet', () => {
  it('opens on ?, lists every key from the table, and closes on Escape', () => {
    stubMediaMethods();
    render(<VideoPlayer src={SRC} />);
    const before = screen.getByRole('button', { name: 'Play' });
    before.focus();

    key('?', { shiftKey: true });
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const close = within(sheet).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    const rows = within(sheet)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rows).toContain('Play or pause');
    expect(rows).toContain('Show these shortcuts');
    // no picture-in-picture in jsdom: its key is not the player's, nor in the list
    expect(rows).not.toContain('Picture in picture on or off');
    expect(within(sheet).getByText('Space')).toBeTruthy();

    // the player's keys wait while the sheet is open
    key('c');
    expect(controls().hidden).toBe(false);

    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  });
});

describe('picture-in-picture button', () => {
  it('is absent where the browser has no picture-in-picture', () => {
    stubMediaMethods();
    render(<VideoPlayer src={SRC} />);
    expect(screen.queryByRole('button', { name: 'Picture in picture' })).toBeNull();
  });

  it('shows where it has, and enters the window', async () => {
    stubMediaMethods();
    let requested = 0;
    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
    Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', {
      configurable: true,
      value(this: HTMLVideoElement) {
        requested += 1;
        this.dispatchEvent(new Event('enterpictureinpicture'));
        return Promise.resolve();
      },
    });
    render(<VideoPlayer src={SRC} />);
    fireEvent.click(screen.getByRole('button', { name: 'Picture in picture' }));
    await act(async () => {});
    expect(requested).toBe(1);
    expect(screen.getByRole('button', { name: 'Exit picture in picture' })).toBeTruthy();
    expect(screen.getByText('Playing in picture in picture')).toBeTruthy();
  });
});
