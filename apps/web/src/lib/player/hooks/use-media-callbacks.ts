import { useEffect, useEffectEvent } from 'react';

type Callback = (currentTime: number, duration: number) => void;

/** The media's `timeupdate` and `ended` as callbacks with the position. */
export function useMediaCallbacks(
  video: HTMLVideoElement | null,
  onTimeUpdate: Callback | undefined,
  onEnded: Callback | undefined,
) {
  const timeUpdated = useEffectEvent(() => {
    if (video) onTimeUpdate?.(video.currentTime, video.duration);
  });
  const ended = useEffectEvent(() => {
    if (video) onEnded?.(video.currentTime, video.duration);
  });
  useEffect(() => {
    if (video === null) return;
    const onTime = () => timeUpdated();
    const onEnd = () => ended();
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnd);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnd);
    };
  }, [video]);
}
