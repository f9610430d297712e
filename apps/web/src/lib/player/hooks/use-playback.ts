import type Hls from 'hls.js/light';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { fromMediaError, fromPlayRejection, type PlaybackError } from '../lib/playback-error';
import { sourceModeFor } from '../lib/source';
import { useHlsSource } from './use-hls-source';
import { usePlaybackHold } from './use-playback-hold';

type Options = {
  autoPlay: boolean;
  /** Something else owns the screen: the content stays paused, autoplay waits. */
  hold: boolean;
  /** Where the source starts, in seconds. */
  startAt: number;
  /** The early start's hls.js instance already playing the source, if any. */
  takeEarlyHls: (src: string) => Hls | null;
  /** The source failed after the player's own retries. */
  onSourceError?: (error: PlaybackError) => void;
  /** Sound back on: the viewer's volume, unmuted. */
  toggleMute: () => void;
};

/**
 * The source on the element and what plays it: play and pause, autoplay (muted when the browser
 * allows no more), the hold, and the failure with its retry. An error belongs to the source it
 * happened to: a new episode starts clean.
 */
export function usePlayback(video: HTMLVideoElement | null, src: string, options: Options) {
  const { autoPlay, hold, startAt, onSourceError } = options;
  const [failure, setFailure] = useState<{ src: string; error: PlaybackError } | null>(null);
  const error = failure?.src === src ? failure.error : null;
  const [reload, setReload] = useState({ key: 0, src: '', at: 0 });
  const attachCount = useRef(0);
  const playAfterAttach = useRef(false);
  const pauseRequested = useRef(false);
  // autoplay that the browser allowed only muted: the viewer is offered to turn sound on
  const [mutedAutoplay, setMutedAutoplay] = useState(false);

  const fail = useCallback(
    (next: PlaybackError) =>
      setFailure((previous) =>
        // tearing down a failed source aborts the pending play(): keep the real cause
        previous?.src === src && next.kind === 'interrupted' ? previous : { src, error: next },
      ),
    [src],
  );

  const sourceFailed = useCallback(
    (next: PlaybackError) => {
      fail(next);
      onSourceError?.(next);
    },
    [fail, onSourceError],
  );

  const play = useCallback(
    (automatic = false) => {
      if (video === null) return;
      pauseRequested.current = false;
      const attachment = attachCount.current;
      const request = video.play() as Promise<void> | undefined;
      request?.catch((reason: unknown) => {
        const next = fromPlayRejection(reason);
        // a new source or the viewer's own pause interrupted it: nothing went wrong
        if (attachment !== attachCount.current) return;
        if (next.kind === 'interrupted' && pauseRequested.current) return;
        if (automatic && next.kind === 'notAllowed' && !video.muted) {
          // autoplay policies let muted video start: play silently rather than not at all
          video.muted = true;
          setMutedAutoplay(true);
          (video.play() as Promise<void> | undefined)?.catch((again: unknown) => {
            if (attachment === attachCount.current) fail(fromPlayRejection(again));
          });
          return;
        }
        fail(next);
      });
    },
    [video, fail],
  );

  const pause = useCallback(() => {
    pauseRequested.current = true;
    video?.pause();
  }, [video]);

  const togglePlay = useCallback(() => {
    if (video === null || hold) return;
    if (video.paused || video.ended) play();
    else pause();
  }, [video, hold, play, pause]);

  const unmute = () => {
    // restores the previous volume, or 0.5
    if (video?.muted) options.toggleMute();
    setMutedAutoplay(false);
  };

  useHlsSource(video, src, {
    takeEarlyHls: options.takeEarlyHls,
    reloadKey: reload.key,
    startPosition: reload.src === src ? reload.at : startAt,
    onAttached: () => {
      attachCount.current += 1;
      if ((autoPlay || playAfterAttach.current) && !hold) {
        play(autoPlay && !playAfterAttach.current);
      }
      playAfterAttach.current = false;
    },
    onError: sourceFailed,
  });

  usePlaybackHold(hold, pause, () => {
    // released before the source attached: the attach starts it (autoplay)
    if (attachCount.current > 0) play(true);
  });

  // hls.js watches the element's errors itself and recovers when it can
  const mediaFailed = useEffectEvent(() => {
    if (video?.error && sourceModeFor(src, video) === 'direct') {
      sourceFailed(fromMediaError(video.error));
    }
  });
  useEffect(() => {
    if (video === null) return;
    const onError = () => mediaFailed();
    video.addEventListener('error', onError);
    return () => video.removeEventListener('error', onError);
  }, [video]);

  /** Retry: the source again, from where it failed, playing once attached. */
  const retry = () => {
    setReload((previous) => ({ key: previous.key + 1, src, at: video?.currentTime ?? 0 }));
    playAfterAttach.current = true;
    setFailure(null);
  };

  return { error, togglePlay, retry, mutedAutoplay, unmute };
}
