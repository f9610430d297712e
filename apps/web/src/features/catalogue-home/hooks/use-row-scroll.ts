import { TIMINGS } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ScrollDirection = 'left' | 'right';

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
 * 300 ms are dropped, so a double click does not overshoot mid-animation.
 */
export function useRowScroll({ smooth }: { smooth: boolean }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canLeft: false, canRight: false });
  const coolingDown = useRef<number | undefined>(undefined);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const { scrollLeft, scrollWidth, clientWidth } = track;
    const canLeft = scrollLeft > END_TOLERANCE_PX;
    const canRight = scrollLeft + clientWidth < scrollWidth - END_TOLERANCE_PX;
    setEdges((prev) =>
      prev.canLeft === canLeft && prev.canRight === canRight ? prev : { canLeft, canRight },
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
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
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
        left: direction === 'left' ? -step : step,
        behavior: smooth ? 'smooth' : 'auto',
      });
    },
    [smooth],
  );

  return { trackRef, ...edges, scroll };
}
