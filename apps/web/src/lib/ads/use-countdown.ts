import { useEffect, useState } from 'react';

/** How often the display is brought up to date; the deadline, not the ticks, decides. */
const TICK_MS = 250;

/**
 * Whole seconds left of a countdown from `seconds`, started when the component mounts (key
 * the component to start another). It counts to a deadline on the clock, not ticks: browsers
 * throttle timers in background tabs, and a throttled countdown would run late.
 */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
