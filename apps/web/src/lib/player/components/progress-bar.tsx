import { PLAYER_TEXTS, TIMINGS } from '@app/contract';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PLAYER_LABELS } from '../lib/labels';
import { formatClock, spokenClock } from '../lib/time';

type Props = {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  onSeek: (time: number) => void;
  /** Any interaction keeps the controls up. */
  onActivity?: () => void;
};

const fraction = (value: number, duration: number) =>
  duration > 0 ? Math.min(1, Math.max(0, value / duration)) : 0;

/**
 * Buffered and played parts, a time preview on hover, click and drag to seek
 * (pointer events, so touch and pen work), and a keyboard-operable slider. Physical left and
 * ArrowLeft/ArrowRight on purpose: the timeline runs left to right in RTL pages too, inside the
 * control bar's dir="ltr".
 */
export function ProgressBar({ currentTime, duration, bufferedEnd, onSeek, onActivity }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const known = Number.isFinite(duration) && duration > 0;
  const total = known ? duration : 0;

  const timeAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || !known) return null;
    return fraction(clientX - rect.left, rect.width) * total;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!known || event.button !== 0) return;
    const time = timeAt(event.clientX);
    if (time === null) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag(time);
    onActivity?.();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const time = timeAt(event.clientX);
    setHover(time);
    if (drag !== null && time !== null) setDrag(time);
    onActivity?.();
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag === null) return;
    const time = timeAt(event.clientX) ?? drag;
    setDrag(null);
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    onSeek(time);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const step = TIMINGS.seekStepSeconds;
    const targets: Record<string, number> = {
      ArrowLeft: currentTime - step,
      ArrowDown: currentTime - step,
      ArrowRight: currentTime + step,
      ArrowUp: currentTime + step,
      PageDown: currentTime - step * 3,
      PageUp: currentTime + step * 3,
      Home: 0,
      End: total,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onActivity?.();
    onSeek(Math.min(total, Math.max(0, target)));
  };

  const shown = drag ?? currentTime;
  const played = fraction(shown, total) * 100;
  const buffered = fraction(bufferedEnd, total) * 100;
  const preview = drag ?? hover;

  return (
    <div
      ref={trackRef}
      role="slider"
      tabIndex={0}
      aria-label={PLAYER_LABELS.seek}
      aria-valuemin={0}
      aria-valuemax={Math.floor(total)}
      aria-valuenow={Math.floor(shown)}
      aria-valuetext={PLAYER_TEXTS.time.position(spokenClock(shown), spokenClock(total))}
      aria-disabled={!known || undefined}
      className="group/progress relative flex h-5 cursor-pointer touch-none items-center"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onPointerLeave={() => setHover(null)}
      onKeyDown={onKeyDown}
    >
      <div className="relative h-1 w-full overflow-hidden rounded-full bg-white/25 transition-[height] group-hover/progress:h-1.5">
        <div
          data-testid="progress-buffered"
          className="absolute inset-y-0 left-0 bg-white/45"
          style={{ width: `${buffered}%` }}
        />
        <div
          data-testid="progress-played"
          className="absolute inset-y-0 left-0 bg-[var(--accent)]"
          style={{ width: `${played}%` }}
        />
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white shadow group-hover/progress:size-3.5"
        style={{ left: `${played}%` }}
      />
      {preview !== null && known && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute bottom-6 -translate-x-1/2 rounded bg-black/85 px-2 py-0.5 text-xs font-semibold tabular-nums text-white"
          style={{ left: `${fraction(preview, total) * 100}%` }}
        >
          {formatClock(preview)}
        </div>
      )}
    </div>
  );
}
