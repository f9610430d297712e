import { CONTROL_BUTTON_CLASS, PLAYER_LABELS } from '../lib/labels';
import type { PlaybackState } from '../hooks/use-playback-state';
import type { CaptionOption } from '../lib/captions';
import { formatPlaybackRate, PLAYBACK_RATES } from '../lib/playback-rate';
import {
  CaptionsIcon,
  CleanModeIcon,
  ExitFullscreenIcon,
  ExitPictureInPictureIcon,
  ForwardIcon,
  FullscreenIcon,
  PauseIcon,
  PictureInPictureIcon,
  PlayIcon,
} from './player-icons';
import { PlayerMenu, type MenuOption } from './player-menu';
import { ProgressBar } from './progress-bar';
import { TimeDisplay } from './time-display';
import { VolumeControl } from './volume-control';

type Props = {
  state: PlaybackState;
  visible: boolean;
  /** Clean mode: out of sight and out of the tab order until it ends. */
  clean: boolean;
  isFullscreen: boolean;
  onTogglePlay: () => void;
  onForward: () => void;
  onSeek: (time: number) => void;
  onVolumeChange: (volume: number) => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
  onActivity: () => void;
  /** Enters clean mode: every overlay hidden until a tap or a key. */
  onClean: () => void;
  /** Picture-in-picture; absent where the browser has none. */
  pictureInPicture?: { active: boolean; toggle: () => void };
  /** The playback speed and its setter. */
  speed: { rate: number; choose: (rate: number) => void };
  /** The CC menu; absent when the episode has no captions. */
  captions?: {
    options: readonly CaptionOption[];
    active: string | null;
    choose: (language: string | null) => void;
  };
};

const SPEED_OPTIONS: readonly MenuOption<number>[] = PLAYBACK_RATES.map((rate) => ({
  value: rate,
  label: formatPlaybackRate(rate),
}));

/**
 * The bottom bar: progress, play/pause, +10 s, volume, time, speed, captions, clean mode,
 * picture-in-picture, fullscreen.
 * Left to right in every language (dir="ltr"): a media timeline and its transport controls are
 * not mirrored in RTL (Material Design, bidirectionality), so the seek bar's geometry, its
 * arrow keys and the player's ←/→ shortcuts agree in Arabic too. Its menus follow the page.
 */
export function ControlBar({
  state,
  visible,
  clean,
  isFullscreen,
  speed,
  captions,
  pictureInPicture: pip,
  ...on
}: Props) {
  const playing = !state.paused && !state.ended;
  return (
    <div
      data-testid="player-controls"
      data-visible={visible && !clean}
      hidden={clean}
      dir="ltr"
      // hidden controls stay in the tree for screen readers but out of the pointer's way
      className={`absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/85 via-black/45 to-transparent px-3 pt-10 pb-2 transition-opacity duration-300 ${
        visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
      onFocus={on.onActivity}
    >
      <ProgressBar
        currentTime={state.currentTime}
        duration={state.duration}
        bufferedEnd={state.bufferedEnd}
        onSeek={on.onSeek}
        onActivity={on.onActivity}
      />
      {/* 32 px buttons on phones: eight of them and the time fit 360 px */}
      <div className="flex items-center sm:gap-1">
        <button
          type="button"
          className={CONTROL_BUTTON_CLASS}
          aria-label={playing ? PLAYER_LABELS.pause : PLAYER_LABELS.play}
          onClick={on.onTogglePlay}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={CONTROL_BUTTON_CLASS}
          aria-label={PLAYER_LABELS.forward}
          onClick={on.onForward}
        >
          <ForwardIcon />
        </button>
        <VolumeControl
          volume={state.volume}
          muted={state.muted}
          onVolumeChange={on.onVolumeChange}
          onToggleMute={on.onToggleMute}
        />
        <TimeDisplay currentTime={state.currentTime} duration={state.duration} />
        <span className="flex-1" />
        {/* docs/product/play.md#playback-speed */}
        <PlayerMenu
          label={PLAYER_LABELS.speed}
          buttonLabel={PLAYER_LABELS.speedValue(formatPlaybackRate(speed.rate))}
          button={formatPlaybackRate(speed.rate)}
          buttonClassName="w-auto min-w-10 px-2 text-sm font-semibold tabular-nums"
          options={SPEED_OPTIONS}
          selected={speed.rate}
          onChoose={speed.choose}
          onActivity={on.onActivity}
          menuClassName="min-w-28"
        />
        {/* Off and each language of the episode (docs/product/play.md#captions) */}
        {captions && captions.options.length > 0 && (
          <PlayerMenu
            label={PLAYER_LABELS.captions}
            button={<CaptionsIcon />}
            buttonClassName={captions.active === null ? 'opacity-70' : ''}
            pressed={captions.active !== null}
            options={[
              { value: null, label: PLAYER_LABELS.captionsOff },
              ...captions.options.map(({ language, label }) => ({
                value: language,
                label,
                lang: language,
              })),
            ]}
            selected={captions.active}
            onChoose={captions.choose}
            onActivity={on.onActivity}
            menuClassName="max-h-64 min-w-40 overflow-y-auto"
          />
        )}
        <button
          type="button"
          className={CONTROL_BUTTON_CLASS}
          aria-label={PLAYER_LABELS.cleanMode}
          onClick={on.onClean}
        >
          <CleanModeIcon />
        </button>
        {pip && (
          <button
            type="button"
            className={CONTROL_BUTTON_CLASS}
            aria-label={
              pip.active ? PLAYER_LABELS.exitPictureInPicture : PLAYER_LABELS.enterPictureInPicture
            }
            onClick={pip.toggle}
          >
            {pip.active ? <ExitPictureInPictureIcon /> : <PictureInPictureIcon />}
          </button>
        )}
        <button
          type="button"
          className={CONTROL_BUTTON_CLASS}
          aria-label={isFullscreen ? PLAYER_LABELS.exitFullscreen : PLAYER_LABELS.enterFullscreen}
          onClick={on.onToggleFullscreen}
        >
          {isFullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        </button>
      </div>
    </div>
  );
}
