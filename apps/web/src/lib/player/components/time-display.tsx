import { PLAYER_TEXTS } from '@app/contract';
import { formatClock } from '../lib/time';

/** Elapsed / total. */
export function TimeDisplay({ currentTime, duration }: { currentTime: number; duration: number }) {
  return (
    <span className="px-1 text-xs font-medium tabular-nums text-white/90 sm:text-sm">
      <span data-testid="time-elapsed">{formatClock(currentTime)}</span>
      <span aria-hidden="true"> / </span>
      <span className="visually-hidden"> {PLAYER_TEXTS.time.of} </span>
      <span data-testid="time-total">{formatClock(duration)}</span>
    </span>
  );
}
