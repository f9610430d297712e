import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePictureInPicture } from './use-picture-in-picture';

/**
 * The browser's picture-in-picture API, which jsdom lacks: entering and leaving answer like
 * Chromium (the promise, then the element's event), or refuse.
 */
function stubPictureInPicture({ refuse = false } = {}) {
  let current: HTMLVideoElement | null = null;
  Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'pictureInPictureElement', {
    configurable: true,
    get: () => current,
  });
  const enter = (video: HTMLVideoElement) => {
    current = video;
    video.dispatchEvent(new Event('enterpictureinpicture'));
  };
  const request = vi.fn(function (this: HTMLVideoElement) {
    if (refuse) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    enter(this);
    return Promise.resolve({} as PictureInPictureWindow);
  });
  const exit = vi.fn(() => {
    const video = current;
    current = null;
    video?.dispatchEvent(new Event('leavepictureinpicture'));
    return Promise.resolve();
  });
  Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', {
    configurable: true,
    value: request,
  });
  Object.defineProperty(document, 'exitPictureInPicture', { configurable: true, value: exit });
  return { request, exit };
}

const unstub = () => {
  for (const key of ['pictureInPictureEnabled', 'pictureInPictureElement', 'exitPictureInPicture'])
    Reflect.deleteProperty(document, key);
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
};

let video: HTMLVideoElement;
beforeEach(() => {
  video = document.createElement('video');
});
afterEach(unstub);

const flush = () => act(async () => {});

describe('usePictureInPicture', () => {
  it('is unsupported without the browser API', () => {
    const { result } = renderHook(() => usePictureInPicture(video, false));
    expect(result.current.supported).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.active).toBe(false);
  });

  it('is unsupported when the element turns it off', () => {
    stubPictureInPicture();
    video.disablePictureInPicture = true;
    const { result } = renderHook(() => usePictureInPicture(video, false));
    expect(result.current.supported).toBe(false);
  });

  it('enters and leaves on toggle', async () => {
    const api = stubPictureInPicture();
    const { result } = renderHook(() => usePictureInPicture(video, false));
    expect(result.current.supported).toBe(true);

    act(() => result.current.toggle());
    await flush();
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe(true);

    act(() => result.current.toggle());
    await flush();
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe(false);
  });

  it('stays in the page when the browser refuses', async () => {
    stubPictureInPicture({ refuse: true });
    const { result } = renderHook(() => usePictureInPicture(video, false));
    act(() => result.current.toggle());
    await flush();
    expect(result.current.active).toBe(false);
  });

  it('follows the window’s own close button', async () => {
    stubPictureInPicture();
    const { result } = renderHook(() => usePictureInPicture(video, false));
    act(() => result.current.toggle());
    await flush();
    act(() => void document.exitPictureInPicture());
    expect(result.current.active).toBe(false);
  });

  it('brings the video back to the page when an ad holds playback, and refuses to enter under one', async () => {
    const api = stubPictureInPicture();
    const { result, rerender } = renderHook(({ hold }) => usePictureInPicture(video, hold), {
      initialProps: { hold: false },
    });
    act(() => result.current.toggle());
    await flush();
    expect(result.current.active).toBe(true);

    rerender({ hold: true });
    await flush();
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe(false);

    act(() => result.current.toggle());
    await flush();
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe(false);
  });

  it('closes the window when the player goes', async () => {
    const api = stubPictureInPicture();
    const { result, unmount } = renderHook(() => usePictureInPicture(video, false));
    act(() => result.current.toggle());
    await flush();
    unmount();
    expect(api.exit).toHaveBeenCalledTimes(1);
  });
});
