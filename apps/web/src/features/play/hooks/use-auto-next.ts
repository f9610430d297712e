import { TIMINGS } from '@app/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

const TICK_MS = 1000;
const COUNTDOWN_SECONDS = Math.ceil(TIMINGS.autoNextEpisodeMs / TICK_MS);

type Pending = { key: string; run: number; secondsLeft: number };

/**
 * After an episode ends the next plays automatically after 3 s, with a visible
 * countdown that can be cancelled. A countdown belongs to the episode that started it, so
 * choosing another episode drops it. One timer decides, the ticks only display.
 */
export function useAutoNext(episodeKey: string | undefined, onAdvance: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const active = pending !== null && pending.key === episodeKey ? pending : null;
  const activeRun = active?.run ?? null;
  const advance = useEffectEvent(onAdvance);

  useEffect(() => {
    if (activeRun === null) return;
    const deadline = setTimeout(() => {
      setPending(null);
      advance();
    }, TIMINGS.autoNextEpisodeMs);
    const ticker = setInterval(() => {
      setPending((current) =>
        current && current.run === activeRun
          ? { ...current, secondsLeft: Math.max(1, current.secondsLeft - 1) }
          : current,
      );
    }, TICK_MS);
    return () => {
      clearTimeout(deadline);
      clearInterval(ticker);
    };
  }, [activeRun]);

  const start = useCallback(() => {
    if (episodeKey === undefined) return;
    setPending((current) => ({
      key: episodeKey,
      run: (current?.run ?? 0) + 1,
      secondsLeft: COUNTDOWN_SECONDS,
    }));
  }, [episodeKey]);
  const cancel = useCallback(() => setPending(null), []);
  const playNow = useCallback(() => {
    setPending(null);
    onAdvance();
  }, [onAdvance]);

  return { secondsLeft: active?.secondsLeft ?? null, start, cancel, playNow };
}
