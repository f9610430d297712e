import { useCallback, useEffect, useState } from 'react';
import {
  clampPlaybackRate,
  readPlaybackRate,
  savePlaybackRate,
  stepPlaybackRate,
} from '../lib/playback-rate';

const apply = (video: HTMLVideoElement, rate: number) => {
  // a new source runs the media load algorithm, which resets playbackRate to the default one
  video.defaultPlaybackRate = rate;
  if (video.playbackRate !== rate) video.playbackRate = rate;
};

/**
 * The viewer's playback speed on `video`: read from this browser at start, applied to every
 * source the element plays, saved on each change.
 */
export function usePlaybackRate(video: HTMLVideoElement | null) {
  const [rate, setRate] = useState(readPlaybackRate);

  useEffect(() => {
    if (video === null) return;
    apply(video, rate);
    // hls.js and the early start may load a new source into the element after this ran
    const reapply = () => apply(video, rate);
    video.addEventListener('loadedmetadata', reapply);
    video.addEventListener('loadstart', reapply);
    return () => {
      video.removeEventListener('loadedmetadata', reapply);
      video.removeEventListener('loadstart', reapply);
    };
  }, [video, rate]);

  const change = useCallback((next: number) => {
    const clamped = clampPlaybackRate(next);
    setRate(clamped);
    savePlaybackRate(clamped);
  }, []);

  const step = useCallback(
    (steps: number) => change(stepPlaybackRate(rate, steps)),
    [rate, change],
  );

  return { rate, changeRate: change, stepRate: step };
}
