import type Hls from 'hls.js/light';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { claimEarlyPlayback, PLAYER_VIDEO_CLASSES } from '../lib/early-playback';
import type { NextStage } from '../lib/next-stage';

/** A <video> with the hls.js instance already playing or loading `src` into it, if any. */
type Owned = { video: HTMLVideoElement; handed: { src: string; hls: Hls | null } | null };

const dressed = (video: HTMLVideoElement) => {
  video.className = PLAYER_VIDEO_CLASSES;
  video.playsInline = true;
  video.preload = 'auto';
  return video;
};

/** The element shows itself outside the page (picture-in-picture, iOS fullscreen): keep it. */
const showsElsewhere = (video: HTMLVideoElement) =>
  document.pictureInPictureElement === video ||
  (video as { webkitDisplayingFullscreen?: boolean }).webkitDisplayingFullscreen === true;

/**
 * The player's <video>, made here rather than rendered: on a fresh load of /play it is the one
 * the early start already put in the page and may be playing (lib/early-playback.ts), moved
 * into the player without a restart. Otherwise a new element, which plays each new source;
 * except a source `stage` loaded ahead (the next episode): its element, first frame decoded,
 * takes the old one's place. React's StrictMode re-run of effects puts the same element back.
 */
export function usePlayerVideo(src: string, stage?: NextStage) {
  const videoHostRef = useRef<HTMLDivElement>(null);
  const owned = useRef<Owned | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    // decided while rendering, so the new source's effects meet the element that plays it
    setShownSrc(src);
    const staged = stage?.peek(src);
    if (staged && video !== null && !showsElsewhere(video)) setVideo(staged.video);
  }

  useLayoutEffect(() => {
    const host = videoHostRef.current;
    if (host === null) return;
    if (owned.current === null) {
      const early = claimEarlyPlayback(src);
      owned.current = {
        video: dressed(early?.video ?? document.createElement('video')),
        handed: early && { src: early.src, hls: early.hls },
      };
      early?.stage.remove();
    }
    const element = owned.current.video;
    // moved within one task: a playing video plays on (it pauses only if left outside)
    host.append(element);
    setVideo(element);
    return () => element.remove();
    // the element is made once per player; a new source goes through the same element
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    const current = owned.current;
    if (video === null || current === null || current.video === video) return;
    const staged = stage?.claim(shownSrc);
    if (!staged || staged.video !== video) {
      // dropped between the render and now: the element in the page plays the source
      setVideo(current.video);
      return;
    }
    const previous = current.video;
    // the viewer may have changed the sound since the stage copied it
    staged.video.muted = previous.muted;
    staged.video.volume = previous.volume;
    previous.replaceWith(dressed(staged.video));
    owned.current = { video: staged.video, handed: { src: staged.src, hls: staged.hls } };
  }, [video, shownSrc, stage]);

  /** The hls.js instance already loading `forSrc` into this element (early start, stage), once. */
  const takeEarlyHls = useCallback((forSrc: string): Hls | null => {
    const handed = owned.current?.handed ?? null;
    if (owned.current) owned.current.handed = null;
    return handed !== null && handed.src === forSrc ? handed.hls : null;
  }, []);

  return { videoHostRef, video, takeEarlyHls };
}
