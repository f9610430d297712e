import { CONTROL_BUTTON_CLASS, PLAYER_LABELS } from '../lib/labels';
import { isSilent, VOLUME_STEP } from '../lib/volume';
import { MutedIcon, VolumeIcon } from './player-icons';

type Props = {
  volume: number;
  muted: boolean;
  onVolumeChange: (volume: number) => void;
  onToggleMute: () => void;
};

/** Mute toggle and a 0–1 slider in steps of 0.1. */
export function VolumeControl({ volume, muted, onVolumeChange, onToggleMute }: Props) {
  const silent = isSilent({ volume, muted });
  const level = muted ? 0 : volume;
  return (
    <div className="group/volume flex items-center">
      <button
        type="button"
        className={CONTROL_BUTTON_CLASS}
        aria-label={silent ? PLAYER_LABELS.unmute : PLAYER_LABELS.mute}
        onClick={onToggleMute}
      >
        {silent ? <MutedIcon /> : <VolumeIcon />}
      </button>
      <input
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={level}
        aria-label={PLAYER_LABELS.volume}
        aria-valuetext={`${Math.round(level * 100)}%`}
        onChange={(event) => onVolumeChange(Number(event.currentTarget.value))}
        className="hidden h-1 w-20 cursor-pointer accent-white md:block"
      />
    </div>
  );
}
