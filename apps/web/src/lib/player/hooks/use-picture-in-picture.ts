import { useCallback, useEffect, useReducer } from 'react';
import {
  inPictureInPicture,
  isInPictureInPicture,
  PIP_EVENTS,
  pipTransition,
  supportsPictureInPicture,
} from '../lib/picture-in-picture';

/**
 * Picture-in-picture of the player's element (docs/product/play.md#picture-in-picture). Nothing
 * pauses when the page goes out of view: the element, its listeners and the ad gate carry on.
 * An ad that opens (`hold`) brings the video back to the page, where the ad modal stands: the
 * floating window's own play button would otherwise play the episode past it. Unmounting (the
 * viewer leaves /play) closes the window with the player.
 */
export function usePictureInPicture(video: HTMLVideoElement | null, hold: boolean) {
  const [state, dispatch] = useReducer(pipTransition, 'unsupported');

  useEffect(() => {
    dispatch({
      type: 'attach',
      supported: supportsPictureInPicture(video),
      active: isInPictureInPicture(video),
    });
    if (video === null) return;
    const entered = () => dispatch({ type: 'entered' });
    const left = () => dispatch({ type: 'left' });
    const [enterEvent, leaveEvent] = PIP_EVENTS;
    video.addEventListener(enterEvent, entered);
    video.addEventListener(leaveEvent, left);
    return () => {
      video.removeEventListener(enterEvent, entered);
      video.removeEventListener(leaveEvent, left);
    };
  }, [video]);

  const leave = useCallback(() => {
    if (!isInPictureInPicture(video)) return;
    dispatch({ type: 'exit' });
    document.exitPictureInPicture().catch(() => dispatch({ type: 'failed' }));
  }, [video]);

  const toggle = useCallback(() => {
    if (video === null || state === 'unsupported') return;
    if (state === 'active') return leave();
    // under an ad the episode stays in the page, paused
    if (state !== 'inline' || hold) return;
    dispatch({ type: 'request' });
    video.requestPictureInPicture().then(
      () => dispatch({ type: 'entered' }),
      () => dispatch({ type: 'failed' }),
    );
  }, [video, state, hold, leave]);

  useEffect(() => {
    if (hold) leave();
  }, [hold, leave]);

  useEffect(() => () => leave(), [leave]);

  return {
    supported: state !== 'unsupported',
    active: inPictureInPicture(state),
    toggle,
    leave,
  };
}
