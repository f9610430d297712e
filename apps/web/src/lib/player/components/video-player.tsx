import {
  BACKDROP_IMAGE_WIDTH,
  PLAYER_TEXTS,
  resizedImage,
  TIMINGS,
  type CaptionTrack,
} from '@app/contract';
import { useState, useRef, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCaptions } from '../hooks/use-captions';
import { useCleanMode } from '../hooks/use-clean-mode';
import { useControlsVisibility } from '../hooks/use-controls-visibility';
import { useForwardIndicator } from '../hooks/use-forward-indicator';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { useMediaCallbacks } from '../hooks/use-media-callbacks';
import { usePlayback } from '../hooks/use-playback';
import { usePlaybackRate } from '../hooks/use-playback-rate';
import { usePlaybackState } from '../hooks/use-playback-state';
import { usePictureInPicture } from '../hooks/use-picture-in-picture';
import { usePlayerVideo } from '../hooks/use-player-video';
import { usePlayPauseEvents } from '../hooks/use-play-pause-events';
import { useSeekControls } from '../hooks/use-seek-controls';
import { isNearEnd, useNextStage, useStageNext } from '../hooks/use-stage-next';
import { useVolume } from '../hooks/use-volume';
import { PLAYER_LABELS } from '../lib/labels';
import type { PlaybackError } from '../lib/playback-error';
import type { ShortcutAction } from '../lib/shortcuts';
import { PosterImage } from '../../poster-image';
import { ControlBar } from './control-bar';
import { ErrorOverlay } from './error-overlay';
import { ForwardIndicator } from './forward-indicator';
import { MutedIcon, PlayIcon } from './player-icons';
import { PictureInPictureNote } from './picture-in-picture-note';
import { PlayerStatus, type PlayerStatusKind } from './player-status';
import { ShortcutsSheet } from './shortcuts-sheet';

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
  /**
   * Overlays drawn over the video, inside fullscreen too (auto-next, ads). The player's root is
   * `group/player` with `data-clean` in clean mode: an overlay that is chrome rather than
   * content (a label) hides itself with `group-data-clean/player:hidden`.
   */
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

/** Our custom player (docs/product/play.md#player-controls) over a <video>. */
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
  const pip = usePictureInPicture(video, hold);
  const cleanMode = useCleanMode(controls.poke);
  const [sheetOpen, setSheetOpen] = useState(false);
  const available = (action: ShortcutAction) =>
    action !== 'togglePictureInPicture' || pip.supported;

  // before the source is attached, so that an autoplay's first `play` is seen
  usePlayPauseEvents(video, onPlay, onPause);
  const { error, togglePlay, retry, mutedAutoplay, unmute } = usePlayback(video, src, {
    autoPlay,
    hold,
    startAt,
    takeEarlyHls,
    onSourceError,
    toggleMute: volume.toggleMute,
  });
  useMediaCallbacks(video, onTimeUpdate, onEnded);
  useStageNext(stage, video, nextSrc, isNearEnd(state.currentTime, state.duration));
  const { seekBy, seekTo } = useSeekControls(video, { hold, onSeekRequest, onStep: showIndicator });

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
      togglePictureInPicture: pip.toggle,
      toggleClean: cleanMode.toggle,
      showShortcuts: () => setSheetOpen(true),
    };
    actions[action]();
  };
  useKeyboardShortcuts(onShortcut, {
    // the sheet is modal: its keys are its own (Escape, Tab)
    enabled: !hold && !sheetOpen,
    available,
    onAnyKey: cleanMode.clean ? cleanMode.leave : undefined,
  });

  const sheet = <ShortcutsSheet available={available} onClose={() => setSheetOpen(false)} />;

  const onSurfacePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    // in clean mode a tap only brings the overlays back
    if (cleanMode.clean) {
      cleanMode.leave();
      return;
    }
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
      data-controls={controls.visible && !cleanMode.clean ? 'visible' : 'hidden'}
      data-clean={cleanMode.clean || undefined}
      className={`group/player relative isolate overflow-hidden bg-black text-white select-none ${
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
        {!playing && !status && !error && !cleanMode.clean && !pip.active && (
          <span className="flex size-16 items-center justify-center rounded-full bg-black/50">
            <PlayIcon width={36} height={36} />
          </span>
        )}
      </div>
      {status && <PlayerStatus kind={status} />}
      {pip.active && <PictureInPictureNote onBack={pip.leave} />}
      {mutedAutoplay && state.muted && !error && !cleanMode.clean && (
        <button
          type="button"
          onClick={unmute}
          className="absolute top-3 start-3 z-20 flex items-center gap-2 rounded-full bg-black/70 px-3 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <MutedIcon width={18} height={18} aria-hidden="true" />
          {PLAYER_TEXTS.tapToUnmute}
        </button>
      )}
      {indicator && <ForwardIndicator key={indicator.id} direction={indicator.direction} />}
      <ControlBar
        state={state}
        visible={controls.visible || error !== null}
        clean={cleanMode.clean}
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
        onClean={cleanMode.enter}
        pictureInPicture={pip.supported ? { active: pip.active, toggle: pip.toggle } : undefined}
        speed={{ rate: speed.rate, choose: speed.changeRate }}
        captions={captionMenu}
      />
      {error && <ErrorOverlay error={error} onRetry={retry} />}
      {children}
      {sheetOpen &&
        // inside the player in fullscreen, where nothing else shows; over the page otherwise,
        // above the page's own overlays of the player (its back button)
        (isFullscreen ? sheet : createPortal(sheet, document.body))}
    </div>
  );
}
