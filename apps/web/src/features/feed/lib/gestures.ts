/** -1 back to the previous item, 1 on to the next, 0 stay. */
export type Step = -1 | 0 | 1;

export const SWIPE = {
  /** A slow drag moves on past this share of the screen's height. */
  distanceFraction: 0.18,
  /** A flick moves on past this many px … */
  flickPx: 30,
  /** … at this speed (px/ms). */
  flickSpeed: 0.35,
  /** A touch that moves less than this is a tap. */
  tapPx: 10,
} as const;

/**
 * A finished vertical drag: up (negative `dy`) moves on, down goes back, when it went far enough
 * or fast enough.
 */
export function swipeStep(dy: number, ms: number, height: number): Step {
  const distance = Math.abs(dy);
  const far = distance >= height * SWIPE.distanceFraction;
  const flick = distance >= SWIPE.flickPx && distance / Math.max(ms, 1) >= SWIPE.flickSpeed;
  if (!far && !flick) return 0;
  return dy < 0 ? 1 : -1;
}

export const WHEEL = {
  /** Pixels of scroll (summed) that make one step. */
  threshold: 40,
  /** A gesture ends after this long without wheel events: trackpads keep sending inertia. */
  quietMs: 250,
} as const;

/**
 * Wheel events to steps: one step per gesture, however many events (a trackpad's inertia) it
 * sends. A new gesture starts after WHEEL.quietMs of silence.
 */
export class WheelGesture {
  private sum = 0;
  private stepped = false;
  private last = Number.NEGATIVE_INFINITY;

  push(deltaY: number, now: number): Step {
    if (now - this.last > WHEEL.quietMs) {
      this.sum = 0;
      this.stepped = false;
    }
    this.last = now;
    if (this.stepped) return 0;
    this.sum += deltaY;
    if (Math.abs(this.sum) < WHEEL.threshold) return 0;
    this.stepped = true;
    return this.sum > 0 ? 1 : -1;
  }
}

/** What a key press means in the feed, if anything. */
export type FeedKey = 'next' | 'previous' | 'togglePlay' | 'toggleMute';

const KEYS: Record<string, FeedKey> = {
  ArrowDown: 'next',
  PageDown: 'next',
  ArrowUp: 'previous',
  PageUp: 'previous',
  ' ': 'togglePlay',
  k: 'togglePlay',
  m: 'toggleMute',
};

/** Keys typed into a field, or pressed on a control that uses them itself, are not ours. */
export function feedKeyOf(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): FeedKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const action = KEYS[event.key];
  if (!action) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return null;
  // Space and Enter press buttons and follow links
  if (action === 'togglePlay' && target?.closest('button, a')) return null;
  return action;
}
