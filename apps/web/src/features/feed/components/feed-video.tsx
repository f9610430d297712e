import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { ErrorOverlay } from '../../../lib/player/components/error-overlay';
import { useHlsSource } from '../../../lib/player/hooks/use-hls-source';
import { usePlayPauseEvents } from '../../../lib/player/hooks/use-play-pause-events';
import {
  fromMediaError,
  fromPlayRejection,
  type PlaybackError,
} from '../../../lib/player/lib/playback-error';
import { sourceModeFor } from '../../../lib/player/lib/source';

type MediaCallback = (currentTime: number, duration: number) => void;

// the element is the browser's, not React state: these change it from effects and events
const setMuted = (video: HTMLVideoElement, muted: boolean) => {
  video.muted = muted;
};
const playFromStart = (video: HTMLVideoElement) => {
  video.currentTime = 0;
  (video.play() as Promise<void> | undefined)?.catch(() => undefined);
};

export type FeedVideoProps = {
  src: string;
  /** The visible item: it plays. A neighbour only loads its start, paused. */
  active: boolean;
  /** An ad or an access check owns the screen: stay paused. */
  hold: boolean;
  /** The viewer paused this item. */
  paused: boolean;
  muted: boolean;
  /** Its first frame can be shown (the poster over it can go). */
  onFrame: () => void;
  /** The browser refused to start it (even muted): the viewer has to press play. */
  onBlocked: () => void;
  /** Playback has begun (the media `playing` event). */
  onPlaying?: () => void;
  // media events, for watch metrics and the ad schedule (the visible item only)
  onPlay?: MediaCallback;
  onPause?: MediaCallback;
  onTimeUpdate?: MediaCallback;
  onEnded?: MediaCallback;
  /** Progress, 0–1, drawn without a render per timeupdate. */
  progressRef?: RefObject<HTMLDivElement | null>;
};

/**
 * One feed item's <video>: the stream attached as soon as the slide exists, so a neighbour has
 * its first segment buffered (and its first frame decoded) before the viewer swipes to it;
 * playing only while it is the visible item. Unmounting stops its downloads and frees it.
 */
export function FeedVideo({
  src,
  active,
  hold,
  paused,
  muted,
  onFrame,
  onBlocked,
  onPlaying,
  onPlay,
  onPause,
  onTimeUpdate,
  onEnded,
  progressRef,
}: FeedVideoProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [attachedSrc, setAttachedSrc] = useState('');
  const [failure, setFailure] = useState<{ src: string; error: PlaybackError } | null>(null);
  // Retry attaches the source again where it failed
  const [reload, setReload] = useState({ key: 0, at: 0 });
  const error = failure?.src === src ? failure.error : null;
  const attached = attachedSrc === src;

  useHlsSource(video, src, {
    reloadKey: reload.key,
    startPosition: reload.at,
    onAttached: () => setAttachedSrc(src),
    onError: (next) => setFailure({ src, error: next }),
  });
  usePlayPauseEvents(video, active ? onPlay : undefined, active ? onPause : undefined);

  const blocked = useEffectEvent(onBlocked);
  const shouldPlay = active && !hold && !paused && error === null;
  useEffect(() => {
    if (video === null || !attached) return;
    setMuted(video, muted);
    if (!shouldPlay) {
      video.pause();
      return;
    }
    (video.play() as Promise<void> | undefined)?.catch((reason: unknown) => {
      const rejection = fromPlayRejection(reason);
      // a pause or a swipe interrupted it: nothing went wrong
      if (rejection.kind === 'interrupted') return;
      if (rejection.kind === 'notAllowed') blocked();
      else setFailure({ src, error: rejection });
    });
  }, [video, attached, shouldPlay, muted, src]);

  const frame = useEffectEvent(onFrame);
  const time = useEffectEvent(() => {
    if (video === null) return;
    const share = video.duration > 0 ? video.currentTime / video.duration : 0;
    progressRef?.current?.style.setProperty('--progress', String(Math.min(1, share)));
    if (active) onTimeUpdate?.(video.currentTime, video.duration);
  });
  const ended = useEffectEvent(() => {
    if (video === null || !active) return;
    onEnded?.(video.currentTime, video.duration);
    // a feed item loops, as feeds do: the next swipe is the viewer's choice
    playFromStart(video);
  });
  const playing = useEffectEvent(() => {
    if (active) onPlaying?.();
  });
  const mediaFailed = useEffectEvent(() => {
    // hls.js watches the element's errors itself and recovers when it can
    if (video?.error && sourceModeFor(src, video) === 'direct') {
      setFailure({ src, error: fromMediaError(video.error) });
    }
  });
  useEffect(() => {
    if (video === null) return;
    const onData = () => frame();
    const onTime = () => time();
    const onEnd = () => ended();
    const onError = () => mediaFailed();
    const onPlayingEvent = () => playing();
    video.addEventListener('loadeddata', onData);
    video.addEventListener('playing', onPlayingEvent);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnd);
    video.addEventListener('error', onError);
    if (video.readyState >= 2) frame();
    return () => {
      video.removeEventListener('loadeddata', onData);
      video.removeEventListener('playing', onPlayingEvent);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnd);
      video.removeEventListener('error', onError);
    };
  }, [video]);

  const retry = () => {
    setReload((previous) => ({ key: previous.key + 1, at: video?.currentTime ?? 0 }));
    setFailure(null);
  };

  return (
    <>
      <video
        ref={setVideo}
        className="absolute inset-0 size-full object-cover"
        playsInline
        muted={muted}
        preload="auto"
        // the controls are the feed's own; the video itself is decoration for screen readers
        aria-hidden="true"
        tabIndex={-1}
        data-feed-video
      />
      {error && active && <ErrorOverlay error={error} onRetry={retry} />}
    </>
  );
}
