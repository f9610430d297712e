/**
 * Playback speed (docs/product/play.md#playback-speed): 0.5× to 2× in steps of 0.25,
 * chosen from the control bar or with `<` and `>`, remembered in this browser and applied to
 * every episode after it.
 */

/** Where the viewer's speed lives: the rate as a decimal string ('1.25'). */
export const PLAYBACK_RATE_STORAGE_KEY = 'reelforge.playbackRate';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const NORMAL_PLAYBACK_RATE = 1;

/** One of the offered rates: the nearest, so a stray value never leaves the menu unchecked. */
export function clampPlaybackRate(rate: number): number {
  if (!Number.isFinite(rate)) return NORMAL_PLAYBACK_RATE;
  return PLAYBACK_RATES.reduce((best, candidate) =>
    Math.abs(candidate - rate) < Math.abs(best - rate) ? candidate : best,
  );
}

/** `>` one step faster, `<` one step slower; stays within 0.5× and 2×. */
export function stepPlaybackRate(rate: number, steps: number): number {
  const index = PLAYBACK_RATES.indexOf(clampPlaybackRate(rate) as (typeof PLAYBACK_RATES)[number]);
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, index + steps));
  return PLAYBACK_RATES[next]!;
}

/** How a rate reads in the menu and on the button: '0.5×', '1×', '1.25×'. */
export const formatPlaybackRate = (rate: number): string => `${rate}×`;

export function readPlaybackRate(): number {
  try {
    const stored = window.localStorage.getItem(PLAYBACK_RATE_STORAGE_KEY);
    return stored === null ? NORMAL_PLAYBACK_RATE : clampPlaybackRate(Number(stored));
  } catch {
    // storage can be blocked (privacy modes): normal speed
    return NORMAL_PLAYBACK_RATE;
  }
}

export function savePlaybackRate(rate: number): void {
  try {
    window.localStorage.setItem(PLAYBACK_RATE_STORAGE_KEY, String(rate));
  } catch {
    // kept for this visit only
  }
}
