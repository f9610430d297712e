import { PLAYER_TEXTS, TIMINGS } from '@app/contract';
import type { SeekDirection } from '../hooks/use-forward-indicator';

/**
 * The "+10s" bubble after a skip; its hook removes it after 1 s. Physical sides and dir="ltr" on
 * purpose: it points along the media timeline, which runs left to right in RTL too (control-bar),
 * and » / « are mirrored glyphs that an RTL paragraph would turn around.
 */
export function ForwardIndicator({ direction }: { direction: SeekDirection }) {
  const forward = direction === 'forward';
  return (
    <div
      data-testid="seek-indicator"
      aria-hidden="true"
      dir="ltr"
      className={`pointer-events-none absolute top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/60 px-4 py-2 text-sm font-bold text-white ${
        forward ? 'right-[15%]' : 'left-[15%]'
      }`}
    >
      {forward ? '+' : '−'}
      {PLAYER_TEXTS.time.seekStep(TIMINGS.seekStepSeconds)} {forward ? '»' : '«'}
    </div>
  );
}
