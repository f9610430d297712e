import { useCallback } from 'react';
import { seekMedia } from '../lib/seek';

type Options = {
  /** Something else owns the screen: the viewer's seeks do nothing. */
  hold: boolean;
  /** Asked before each seek the viewer makes, with the current and wanted time: where to land. */
  onSeekRequest?: (from: number, to: number) => number;
  /** A step forward or back landed where it was meant to: the indicator shows it. */
  onStep: (direction: 'forward' | 'back') => void;
};

/** The viewer's seeks: by a step (±10 s) or to a time; onSeekRequest may pull them elsewhere. */
export function useSeekControls(video: HTMLVideoElement | null, options: Options) {
  const { hold, onSeekRequest, onStep } = options;

  const seekTarget = useCallback(
    (media: HTMLVideoElement, to: number) =>
      onSeekRequest ? onSeekRequest(media.currentTime, to) : to,
    [onSeekRequest],
  );

  const seekBy = useCallback(
    (seconds: number) => {
      if (video === null || hold) return;
      const wanted = video.currentTime + seconds;
      const target = seekTarget(video, wanted);
      // a seek moved elsewhere (before an ad) is not the step the indicator announces
      if (seekMedia(video, target) && target === wanted) onStep(seconds > 0 ? 'forward' : 'back');
    },
    [video, hold, seekTarget, onStep],
  );

  const seekTo = useCallback(
    (time: number) => video !== null && !hold && seekMedia(video, seekTarget(video, time)),
    [video, hold, seekTarget],
  );

  return { seekBy, seekTo };
}
