import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type PointerEvent,
  type WheelEvent,
} from 'react';
import {
  feedKeyOf,
  swipeStep,
  SWIPE,
  WheelGesture,
  type FeedKey,
  type Step,
} from '../lib/gestures';

type Drag = { pointerId: number; startY: number; startAt: number };

/**
 * The ways through the feed: the wheel (one item per gesture), the arrow and page keys, and a
 * vertical swipe on touch screens, which the slides follow while the finger is down.
 */
export function useFeedGestures({
  onStep,
  onKey,
}: {
  onStep: (step: Exclude<Step, 0>) => void;
  onKey: (key: Exclude<FeedKey, 'next' | 'previous'>) => void;
}) {
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const wheel = useRef(new WheelGesture());
  const step = useEffectEvent(onStep);
  const key = useEffectEvent(onKey);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = feedKeyOf(event);
      if (action === null || event.repeat) return;
      event.preventDefault();
      if (action === 'next') step(1);
      else if (action === 'previous') step(-1);
      else key(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    // a scrollable box inside (the ad's purchase options) scrolls itself
    if ((event.target as Element).closest('[role="dialog"]')) return;
    const move = wheel.current.push(event.deltaY, event.timeStamp);
    if (move !== 0) onStep(move);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // the mouse has the wheel and the buttons; a drag is for fingers and pens
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    if ((event.target as Element).closest('[role="dialog"]')) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startAt: event.timeStamp };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    const dy = event.clientY - current.startY;
    if (dragOffset !== null || Math.abs(dy) >= SWIPE.tapPx) setDragOffset(dy);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragOffset(null);
    if (event.type === 'pointercancel') return;
    const move = swipeStep(
      event.clientY - current.startY,
      event.timeStamp - current.startAt,
      event.currentTarget.clientHeight,
    );
    if (move !== 0) onStep(move);
  };

  return {
    /** Pixels the slides follow the finger by, or null when no drag is under way. */
    dragOffset,
    handlers: {
      onWheel,
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
