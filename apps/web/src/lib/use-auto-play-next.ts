import { useCallback, useState } from 'react';

/**
 * Where the viewer's "auto-play next episode" choice lives. The play page reads the same key;
 * anything but the string 'false' means on (the default).
 */
export const AUTO_PLAY_NEXT_STORAGE_KEY = 'reelforge.autoPlayNext';

function readAutoPlayNext(): boolean {
  try {
    return window.localStorage.getItem(AUTO_PLAY_NEXT_STORAGE_KEY) !== 'false';
  } catch {
    // storage can be blocked (privacy modes): fall back to the default
    return true;
  }
}

export function useAutoPlayNext(): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(readAutoPlayNext);
  const set = useCallback((on: boolean) => {
    setValue(on);
    try {
      window.localStorage.setItem(AUTO_PLAY_NEXT_STORAGE_KEY, String(on));
    } catch {
      // kept for this visit only
    }
  }, []);
  return [value, set];
}
