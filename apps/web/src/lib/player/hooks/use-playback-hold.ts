import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * An overlay that owns the screen (an ad, an access check) holds playback: `pause` when the
 * hold starts, `release` when it ends. A player that was never held is left alone.
 */
export function usePlaybackHold(hold: boolean, pause: () => void, release: () => void) {
  const wasHeld = useRef(false);
  const onHold = useEffectEvent(pause);
  const onRelease = useEffectEvent(release);
  useEffect(() => {
    if (hold) {
      wasHeld.current = true;
      onHold();
      return;
    }
    if (!wasHeld.current) return;
    wasHeld.current = false;
    onRelease();
  }, [hold]);
}
