import { TIMINGS } from '@app/contract';
import { useCallback, useEffect, useState } from 'react';

/**
 * Controls show on pointer activity and hide 3 s after the last activity while
 * playing; while paused they stay. Each activity starts a new "epoch"; the timer hides
 * only the epoch it was started for.
 */
export function useControlsVisibility(playing: boolean) {
  const [epoch, setEpoch] = useState(0);
  const [hiddenEpoch, setHiddenEpoch] = useState(-1);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setHiddenEpoch(epoch), TIMINGS.controlsAutoHideMs);
    return () => clearTimeout(timer);
  }, [playing, epoch]);

  const poke = useCallback(() => setEpoch((current) => current + 1), []);
  const hide = useCallback(() => setHiddenEpoch(epoch), [epoch]);

  return { visible: !playing || hiddenEpoch !== epoch, poke, hide };
}
