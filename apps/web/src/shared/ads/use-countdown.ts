import { useEffect, useRef, useState } from 'react';

/** How often the display is brought up to date; the deadline, not the ticks, decides. */
const TICK_MS = 250;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left of a countdown from `seconds`, started when the component mounts (key
 * the component to start another). It counts to a deadline on the clock, not ticks: browsers
 * throttle timers in background tabs, and a throttled countdown would run late.
 *
 * `watched`: seconds of the ad already seen when the component learnt of them (an ad that
 * began playing before the countdown did); they count, so the countdown ends that much sooner.
 */
export function useCountdown(seconds: number, watched = 0): number {
  const [left, setLeft] = useState(seconds);
  const endsAt = useRef(0);
  useEffect(() => {
    endsAt.current = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = secondsUntil(endsAt.current);
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds]);
  useEffect(() => {
    if (watched <= 0) return;
    // only ever sooner: the time since mount may already count for more
    endsAt.current = Math.min(endsAt.current, Date.now() + (seconds - watched) * 1000);
    setLeft(secondsUntil(endsAt.current));
  }, [seconds, watched]);
  return left;
}
