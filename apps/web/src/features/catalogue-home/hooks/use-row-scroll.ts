import { TIMINGS } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leftBeforeEnd, scrolledFromStart, towardsEnd } from '../../../lib/direction';

/**
 * Towards the row's start or its end in reading order: the left and right in LTR, the right and
 * left in RTL (Arabic), where a row starts at the right.
 */
export type ScrollDirection = 'start' | 'end';

// sub-pixel scroll positions (zoom, fractional widths) never quite reach the end
const END_TOLERANCE_PX = 2;

/** One step is two cards: the measured card plus the gap, or 250 px before layout. */
function stepOf(track: HTMLElement): number {
  const card = track.firstElementChild;
  const width = card?.getBoundingClientRect().width || TIMINGS.scrollCardWidthPx;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  return 2 * (width + gap);
}

/**
 * Scroll state and arrows for a horizontal row. A click scrolls at once; clicks in the next
 * 300 ms are dropped, so a double click does not overshoot mid-animation. The row's direction
 * is read at each scroll and click, so a language switch without a reload still scrolls the right way.
 */
export function useRowScroll({ smooth }: { smooth: boolean }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canStart: false, canEnd: false });
  const coolingDown = useRef<number | undefined>(undefined);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const canStart = scrolledFromStart(track) > END_TOLERANCE_PX;
    const canEnd = leftBeforeEnd(track) > END_TOLERANCE_PX;
    setEdges((prev) =>
      prev.canStart === canStart && prev.canEnd === canEnd ? prev : { canStart, canEnd },
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    update();
    track.addEventListener('scroll', update, { passive: true });
    // cards arriving or the window resizing move the ends without any scroll event
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(track);
    // a language switch sets <html dir> without any scroll event: the ends trade places
    const flips = typeof MutationObserver === 'function' ? new MutationObserver(update) : null;
    flips?.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
      flips?.disconnect();
    };
  }, [update]);

  useEffect(() => () => window.clearTimeout(coolingDown.current), []);

  const scroll = useCallback(
    (direction: ScrollDirection) => {
      const track = trackRef.current;
      if (!track || coolingDown.current !== undefined) return;
      coolingDown.current = window.setTimeout(() => {
        coolingDown.current = undefined;
      }, TIMINGS.scrollDebounceMs);
      const step = stepOf(track);
      track.scrollBy({
        left: towardsEnd(track, direction === 'start' ? -step : step),
        behavior: smooth ? 'smooth' : 'auto',
      });
    },
    [smooth],
  );

  return { trackRef, ...edges, scroll };
}
