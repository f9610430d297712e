import { TIMINGS } from '@app/contract';
import { useCallback, useEffect, useState } from 'react';

export type SeekDirection = 'forward' | 'back';

/** The ±10 s indicator shows after a skip and hides 1 s later. */
export function useForwardIndicator() {
  const [shown, setShown] = useState<{ direction: SeekDirection; id: number } | null>(null);

  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), TIMINGS.forwardIndicatorMs);
    return () => clearTimeout(timer);
  }, [shown]);

  const show = useCallback(
    (direction: SeekDirection) =>
      setShown((previous) => ({ direction, id: (previous?.id ?? 0) + 1 })),
    [],
  );

  return { indicator: shown, show };
}
