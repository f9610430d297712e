import type Hls from 'hls.js/light';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  claimEarlyPlayback,
  PLAYER_VIDEO_CLASSES,
  type EarlyPlayback,
} from '../lib/early-playback';

/**
 * The player's <video>, made here rather than rendered: on a fresh load of /play it is the one
 * the early start already put in the page and may be playing (lib/early-playback.ts), moved
 * into the player without a restart. Otherwise a new element. Either way it lives as long as
 * the player does (React's StrictMode re-run of effects puts the same element back).
 */
export function usePlayerVideo(src: string) {
  const videoHostRef = useRef<HTMLDivElement>(null);
  const owned = useRef<{ video: HTMLVideoElement; early: EarlyPlayback | null } | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);

  useLayoutEffect(() => {
    const host = videoHostRef.current;
    if (host === null) return;
    if (owned.current === null) {
      const early = claimEarlyPlayback(src);
      const element = early?.video ?? document.createElement('video');
      element.className = PLAYER_VIDEO_CLASSES;
      element.playsInline = true;
      element.preload = 'auto';
      owned.current = { video: element, early };
    }
    const { video: element, early } = owned.current;
    // moved within one task: a playing video plays on (it pauses only if left outside)
    host.append(element);
    early?.stage.remove();
    setVideo(element);
    return () => element.remove();
    // the element is made once per player; a new source goes through the same element
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The early start's hls.js instance, once, if it plays `forSrc` into this element. */
  const takeEarlyHls = useCallback((forSrc: string): Hls | null => {
    const early = owned.current?.early ?? null;
    if (owned.current) owned.current.early = null;
    return early !== null && early.src === forSrc ? early.hls : null;
  }, []);

  return { videoHostRef, video, takeEarlyHls };
}
