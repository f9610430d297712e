import { useEffect, useEffectEvent } from 'react';

type Callback = (currentTime: number, duration: number) => void;

/**
 * The media's `play` and `pause` as callbacks with the position (watch metrics). A pause at the
 * end is left out: the media pauses before it fires `ended`, and that is an end, not a pause.
 * Call it before the source is attached, so an autoplay's first `play` is not missed.
 */
export function usePlayPauseEvents(
  video: HTMLVideoElement | null,
  onPlay: Callback | undefined,
  onPause: Callback | undefined,
) {
  const started = useEffectEvent(() => {
    if (video) onPlay?.(video.currentTime, video.duration);
  });
  const paused = useEffectEvent(() => {
    if (video && !video.ended) onPause?.(video.currentTime, video.duration);
  });
  useEffect(() => {
    if (video === null) return;
    const onPlayEvent = () => started();
    const onPauseEvent = () => paused();
    video.addEventListener('play', onPlayEvent);
    video.addEventListener('pause', onPauseEvent);
    // an element that was already playing (the early start of /play) fired its `play` before us
    if (!video.paused) started();
    return () => {
      video.removeEventListener('play', onPlayEvent);
      video.removeEventListener('pause', onPauseEvent);
    };
  }, [video]);
}
