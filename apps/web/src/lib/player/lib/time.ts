import { PLAYER_TEXTS } from '@app/contract';

/** The player's clock: whole seconds elapsed, so 59.7 s still reads "0:59". */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Screen readers: "1 minute 5 seconds" reads better than "1:05". */
export function spokenClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  const parts = [];
  if (m > 0) parts.push(PLAYER_TEXTS.time.minutes(m));
  parts.push(PLAYER_TEXTS.time.seconds(s));
  return parts.join(' ');
}

/** The end of the buffered range that holds `time` (or 0): what the progress bar shades. */
export function bufferedEnd(buffered: Pick<TimeRanges, 'length' | 'start' | 'end'>, time: number) {
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= time + 0.5 && time <= buffered.end(i)) return buffered.end(i);
  }
  return 0;
}
