import { useCallback, useState } from 'react';

/**
 * Clean mode (docs/product/play.md#clean-mode): every overlay of the player hidden, for watching
 * a vertical episode without them, until a tap on the picture or a key brings them back
 * (`onLeave`: shown as on pointer activity, then hidden again after 3 s of playing). A new
 * episode keeps it.
 */
export function useCleanMode(onLeave: () => void) {
  const [clean, setClean] = useState(false);
  const enter = useCallback(() => setClean(true), []);
  const leave = useCallback(() => {
    setClean(false);
    onLeave();
  }, [onLeave]);
  return { clean, enter, leave, toggle: clean ? leave : enter };
}
