import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown from `seconds`, started when the component mounts (key
 * the component to start another) and ticking once a second while `running`.
 */
export function useCountdown(seconds: number, running = true): number {
  const [left, setLeft] = useState(seconds);
  const ticking = running && left > 0;
  useEffect(() => {
    if (!ticking) return;
    // one interval for the whole run: fake clocks (tests) advance it in a single step
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return left;
}
