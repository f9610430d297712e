import { useCallback, useEffect, useState, type RefObject } from 'react';
import {
  enterFullscreen,
  exitFullscreen,
  FULLSCREEN_EVENTS,
  isFullscreen,
  VIDEO_FULLSCREEN_EVENTS,
} from '../lib/fullscreen';

/** Fullscreen for the player container (controls included), or the bare video on iOS. */
export function useFullscreen(
  containerRef: RefObject<HTMLElement | null>,
  video: HTMLVideoElement | null,
) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(isFullscreen(containerRef.current, video));
    for (const type of FULLSCREEN_EVENTS) document.addEventListener(type, update);
    for (const type of VIDEO_FULLSCREEN_EVENTS) video?.addEventListener(type, update);
    return () => {
      for (const type of FULLSCREEN_EVENTS) document.removeEventListener(type, update);
      for (const type of VIDEO_FULLSCREEN_EVENTS) video?.removeEventListener(type, update);
    };
  }, [containerRef, video]);

  const toggle = useCallback(() => {
    const container = containerRef.current;
    if (container === null) return;
    const request = isFullscreen(container, video)
      ? exitFullscreen(video)
      : enterFullscreen(container, video);
    // refused (no gesture, iframe without allowfullscreen): stay as we are
    request.catch(() => undefined);
  }, [containerRef, video]);

  return { isFullscreen: active, toggleFullscreen: toggle };
}
