import { useEffect } from 'react';
import { prefetchHlsStart } from '../lib/playlist';
import { isHlsUrl } from '../lib/source';

/** How close to the end the next episode's start is fetched. */
export const PREFETCH_LEAD_SECONDS = 10;

export const isNearEnd = (currentTime: number, duration: number): boolean =>
  Number.isFinite(duration) && duration > 0 && duration - currentTime <= PREFETCH_LEAD_SECONDS;

/** Near the end, warm the cache with the start of `nextSrc` so auto-next starts at once. */
export function usePrefetchNext(nextSrc: string | undefined, nearEnd: boolean) {
  useEffect(() => {
    if (!nearEnd || nextSrc === undefined || !isHlsUrl(nextSrc)) return;
    const controller = new AbortController();
    // only an optimisation: the player loads normally if this fails
    prefetchHlsStart(nextSrc, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [nextSrc, nearEnd]);
}
