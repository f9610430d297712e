/**
 * Picture-in-picture of the player's <video> (docs/product/play.md#picture-in-picture): the
 * states and their moves, apart from the browser so that they test without one.
 *
 * - `unsupported`: no standard API (Firefox), or the browser turned it off: no button, no key.
 * - `inline`: in the page. `entering` and `leaving`: asked, not yet answered.
 * - `active`: in the floating window. The same element plays there, so its media events (watch
 *   metrics, the ad gate's timeupdate) go on as in the page.
 */
export type PipState = 'unsupported' | 'inline' | 'entering' | 'active' | 'leaving';

export type PipEvent =
  /** A (new) element to watch: what the browser offers for it, and whether it is in PiP now. */
  | { type: 'attach'; supported: boolean; active: boolean }
  /** The viewer asks to enter (button, `i`). */
  | { type: 'request' }
  /** The viewer asks to leave. */
  | { type: 'exit' }
  /** `enterpictureinpicture`: also when the browser's own menu put it there. */
  | { type: 'entered' }
  /** `leavepictureinpicture`: also the window's own close or back-to-tab button. */
  | { type: 'left' }
  /** The request was refused (no user gesture, a policy): back where it was. */
  | { type: 'failed' };

export function pipTransition(state: PipState, event: PipEvent): PipState {
  if (event.type === 'attach') {
    if (!event.supported) return 'unsupported';
    return event.active ? 'active' : 'inline';
  }
  if (state === 'unsupported') return state;
  switch (event.type) {
    case 'request':
      return state === 'inline' ? 'entering' : state;
    case 'exit':
      return state === 'active' ? 'leaving' : state;
    case 'entered':
      return 'active';
    case 'left':
      return 'inline';
    case 'failed':
      return state === 'entering' ? 'inline' : state === 'leaving' ? 'active' : state;
  }
}

/** The video shows in the floating window, or is on its way there. */
export const inPictureInPicture = (state: PipState) => state === 'active' || state === 'entering';

type PipVideo = HTMLVideoElement & { disablePictureInPicture?: boolean };

/** The standard API, enabled by the document (no policy against it) and the element. */
export function supportsPictureInPicture(video: HTMLVideoElement | null): boolean {
  if (video === null) return false;
  return (
    document.pictureInPictureEnabled === true &&
    typeof video.requestPictureInPicture === 'function' &&
    (video as PipVideo).disablePictureInPicture !== true
  );
}

export const isInPictureInPicture = (video: HTMLVideoElement | null) =>
  video !== null && document.pictureInPictureElement === video;

export const PIP_EVENTS = ['enterpictureinpicture', 'leavepictureinpicture'] as const;
