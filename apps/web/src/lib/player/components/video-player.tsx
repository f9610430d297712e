import {
  BACKDROP_IMAGE_WIDTH,
  PLAYER_TEXTS,
  resizedImage,
  TIMINGS,
  type CaptionTrack,
} from '@app/contract';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useCaptions } from '../hooks/use-captions';
import { useControlsVisibility } from '../hooks/use-controls-visibility';
import { useForwardIndicator } from '../hooks/use-forward-indicator';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useHlsSource } from '../hooks/use-hls-source';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { usePlayerVideo } from '../hooks/use-player-video';
import { usePlaybackHold } from '../hooks/use-playback-hold';
import { usePlaybackRate } from '../hooks/use-playback-rate';
import { usePlaybackState } from '../hooks/use-playback-state';
import { usePlayPauseEvents } from '../hooks/use-play-pause-events';
import { isNearEnd, useNextStage, useStageNext } from '../hooks/use-stage-next';
import { useVolume } from '../hooks/use-volume';
import { PLAYER_LABELS } from '../lib/labels';
import { fromMediaError, fromPlayRejection, type PlaybackError } from '../lib/playback-error';
import { seekMedia } from '../lib/seek';
import type { ShortcutAction } from '../lib/shortcuts';
import { sourceModeFor } from '../lib/source';
import { PosterImage } from '../../poster-image';
import { ControlBar } from './control-bar';
import { ErrorOverlay } from './error-overlay';
import { ForwardIndicator } from './forward-indicator';
import { MutedIcon, PlayIcon } from './player-icons';
import { PlayerStatus, type PlayerStatusKind } from './player-status';

export type VideoPlayerProps = {
  /** HLS master playlist (…/master.m3u8) or a progressive file (MP4). */
  src: string;
  /** Shown until the source's first frame. */
  poster?: string;
  /**
   * Blurred behind the video, in the side bands a vertical episode leaves on wide screens
   * (the poster unless given): one image for a whole series, so auto-next repaints none.
   */
  backdrop?: string;
  autoPlay?: boolean;
  /**
   * The source likely played next, and playable at once (no lock, no ad first): near the end of
   * this one it loads ahead, and becomes `src` by swapping elements rather than a cold start.
   */
  nextSrc?: string;
  /** Where to start the source, in seconds (continue watching); 0 starts at the beginning. */
  startAt?: number;
  onEnded?: (currentTime: number, duration: number) => void;
  onTimeUpdate?: (currentTime: number, duration: number) => void;
  /** Playback starts or resumes (the media `play` event). */
  onPlay?: (currentTime: number, duration: number) => void;
  /** Playback pauses; not called when the media reached its end (onEnded follows). */
  onPause?: (currentTime: number, duration: number) => void;
  /** Accessible name of the player region. */
  label?: string;
  className?: string;
  /** Overlays drawn over the video, inside fullscreen too (auto-next, ads). */
  children?: ReactNode;
  /**
   * Something else owns the screen (an ad, an access check): the content stays paused,
   * autoplay waits and the viewer's controls do nothing. Releasing it plays on.
   */
  hold?: boolean;
  /** Asked before each seek the viewer makes, with the current and wanted time: where to land. */
  onSeekRequest?: (from: number, to: number) => number;
  /** The episode's caption files: the CC menu offers them (and Off). */
  captions?: readonly CaptionTrack[];
  /**
   * The source failed to load, after the player's own retries (a network or media error; a
   * playback grant that ran out answers 403): the page may hand a new source.
   */
  onSourceError?: (error: PlaybackError) => void;
};

/** Our custom player (docs/product/series-and-play.md#player-controls) over a <video>. */
export function VideoPlayer({
  src,
  poster,
  backdrop = poster,
  autoPlay = false,
  nextSrc,
  startAt = 0,
  onEnded,
  onTimeUpdate,
  onPlay,
  onPause,
  label = PLAYER_LABELS.region,
  className = '',
  children,
  hold = false,
  onSeekRequest,
  captions,
  onSourceError,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const stage = useNextStage();
  // the stage loads a source from its start: one resumed elsewhere loads as usual
  const { videoHostRef, video, takeEarlyHls } = usePlayerVideo(
    src,
    startAt === 0 ? stage : undefined,
  );
  const state = usePlaybackState(video);
  const playing = !state.paused && !state.ended;
  const controls = useControlsVisibility(playing);
  const { indicator, show: showIndicator } = useForwardIndicator();
  const { isFullscreen, toggleFullscreen } = useFullscreen(containerRef, video);
  const volume = useVolume(video);
  const speed = usePlaybackRate(video);
  const captionMenu = useCaptions(video, captions);

  // an error belongs to the source it happened to: a new episode starts clean
  const [failure, setFailure] = useState<{ src: string; error: PlaybackError } | null>(null);
  const error = failure?.src === src ? failure.error : null;
  const [reload, setReload] = useState({ key: 0, src: '', at: 0 });
  const attachCount = useRef(0);
  const playAfterAttach = useRef(false);
  const pauseRequested = useRef(false);

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

  // autoplay that the browser allowed only muted: the viewer is offered to turn sound on
  const [mutedAutoplay, setMutedAutoplay] = useState(false);

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

  const unmute = () => {
    // restores the previous volume, or 0.5
    if (video?.muted) volume.toggleMute();
    setMutedAutoplay(false);
  };

  const pause = useCallback(() => {
    pauseRequested.current = true;
    video?.pause();
  }, [video]);

  usePlayPauseEvents(video, onPlay, onPause);

  useHlsSource(video, src, {
    takeEarlyHls,
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
  const timeUpdated = useEffectEvent(() => {
    if (video) onTimeUpdate?.(video.currentTime, video.duration);
  });
  const ended = useEffectEvent(() => {
    if (video) onEnded?.(video.currentTime, video.duration);
  });
  useEffect(() => {
    if (video === null) return;
    const onError = () => mediaFailed();
    const onTime = () => timeUpdated();
    const onEnd = () => ended();
    video.addEventListener('error', onError);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnd);
    return () => {
      video.removeEventListener('error', onError);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnd);
    };
  }, [video]);

  useStageNext(stage, video, nextSrc, isNearEnd(state.currentTime, state.duration));

  const togglePlay = useCallback(() => {
    if (video === null || hold) return;
    if (video.paused || video.ended) play();
    else pause();
  }, [video, hold, play, pause]);

  /** Where a viewer's seek lands: onSeekRequest may pull it elsewhere (before an ad). */
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
      // a seek moved elsewhere is not the step the indicator announces
      if (seekMedia(video, target) && target === wanted) {
        showIndicator(seconds > 0 ? 'forward' : 'back');
      }
    },
    [video, hold, seekTarget, showIndicator],
  );

  const seekTo = useCallback(
    (time: number) => video !== null && !hold && seekMedia(video, seekTarget(video, time)),
    [video, hold, seekTarget],
  );

  const retry = () => {
    setReload((previous) => ({
      key: previous.key + 1,
      src,
      at: video?.currentTime ?? 0,
    }));
    playAfterAttach.current = true;
    setFailure(null);
  };

  const onShortcut = (action: ShortcutAction) => {
    controls.poke();
    const step = TIMINGS.seekStepSeconds;
    const actions: Record<ShortcutAction, () => void> = {
      togglePlay,
      seekBack: () => seekBy(-step),
      seekForward: () => seekBy(step),
      volumeUp: () => volume.stepVolume(1),
      volumeDown: () => volume.stepVolume(-1),
      toggleFullscreen,
      toggleMute: volume.toggleMute,
      slower: () => speed.stepRate(-1),
      faster: () => speed.stepRate(1),
    };
    actions[action]();
  };
  useKeyboardShortcuts(onShortcut, !hold);

  const onSurfacePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    // on touch, the first tap only brings the controls back
    if (event.pointerType === 'touch' && !controls.visible) {
      controls.poke();
      return;
    }
    controls.poke();
    togglePlay();
  };

  const status: PlayerStatusKind | null = error
    ? null
    : state.seeking
      ? 'seeking'
      : state.loading
        ? 'loading'
        : state.buffering && !state.paused
          ? 'buffering'
          : null;

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      data-controls={controls.visible ? 'visible' : 'hidden'}
      className={`relative isolate overflow-hidden bg-black text-white select-none ${
        controls.visible ? '' : 'cursor-none'
      } ${className}`}
      onPointerMove={controls.poke}
      onPointerDown={controls.poke}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && playing) controls.hide();
      }}
    >
      {backdrop && (
        // a 32 px copy stretched: as soft as a blur filter, which cost the next episode's first
        // frame ~50 ms each time the video's layer was composited over it (software compositing)
        <img
          src={resizedImage(backdrop, BACKDROP_IMAGE_WIDTH)}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-50"
        />
      )}
      {/* the <video> goes in here: made by the player, or adopted from the early start */}
      <div ref={videoHostRef} className="absolute inset-0" />
      {poster && state.loading && (
        // the poster until the source's first frame, over the <video> rather than its poster
        // attribute, which held the early start's first frame back in Chromium
        <PosterImage
          src={poster}
          alt=""
          aria-hidden="true"
          data-testid="player-poster"
          width={400}
          height={600}
          loading="eager"
          className="pointer-events-none absolute inset-0 size-full object-contain"
        />
      )}
      <div
        data-testid="player-surface"
        aria-hidden="true"
        className="absolute inset-0 z-0 flex items-center justify-center"
        onPointerUp={onSurfacePointerUp}
      >
        {!playing && !status && !error && (
          <span className="flex size-16 items-center justify-center rounded-full bg-black/50">
            <PlayIcon width={36} height={36} />
          </span>
        )}
      </div>
      {status && <PlayerStatus kind={status} />}
      {mutedAutoplay && state.muted && !error && (
        <button
          type="button"
          onClick={unmute}
          className="absolute top-3 left-3 z-20 flex items-center gap-2 rounded-full bg-black/70 px-3 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <MutedIcon width={18} height={18} aria-hidden="true" />
          {PLAYER_TEXTS.tapToUnmute}
        </button>
      )}
      {indicator && <ForwardIndicator key={indicator.id} direction={indicator.direction} />}
      <ControlBar
        state={state}
        visible={controls.visible || error !== null}
        isFullscreen={isFullscreen}
        onTogglePlay={() => {
          controls.poke();
          togglePlay();
        }}
        onForward={() => seekBy(TIMINGS.seekStepSeconds)}
        onSeek={seekTo}
        onVolumeChange={volume.changeVolume}
        onToggleMute={volume.toggleMute}
        onToggleFullscreen={toggleFullscreen}
        onActivity={controls.poke}
        speed={{ rate: speed.rate, choose: speed.changeRate }}
        captions={captionMenu}
      />
      {error && <ErrorOverlay error={error} onRetry={retry} />}
      {children}
    </div>
  );
}
