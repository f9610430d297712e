/** The sound settings a media element exposes. */
export type VolumeState = { readonly volume: number; readonly muted: boolean };

/** The volume slider runs 0 to 1 in steps of 0.1. */
export const VOLUME_STEP = 0.1;
/** Unmuting at volume 0 restores this volume. */
export const UNMUTE_FALLBACK_VOLUME = 0.5;

/** Rounded to the slider's step so repeated ±0.1 never drifts (0.1 + 0.2 ≠ 0.3). */
export const clampVolume = (volume: number): number =>
  Number.isFinite(volume) ? Math.min(1, Math.max(0, Math.round(volume * 10) / 10)) : 0;

/** The slider moved: 0 means muted, anything else is audible. */
export const setVolume = (volume: number): VolumeState => {
  const next = clampVolume(volume);
  return { volume: next, muted: next === 0 };
};

/** ArrowUp / ArrowDown: one step from what is heard (a muted player is heard at 0). */
export const stepVolume = (state: VolumeState, steps: number): VolumeState =>
  setVolume((state.muted ? 0 : state.volume) + steps * VOLUME_STEP);

/**
 * Mute keeps the volume so unmute can restore it; unmute from 0 restores 0.5.
 * (The element's `volume` is untouched by `muted`, so it is the remembered level.)
 */
export const toggleMute = (state: VolumeState): VolumeState => {
  if (!state.muted && state.volume > 0) return { volume: state.volume, muted: true };
  return { volume: state.volume > 0 ? state.volume : UNMUTE_FALLBACK_VOLUME, muted: false };
};

/** Whether the player should show itself as silent. */
export const isSilent = (state: VolumeState): boolean => state.muted || state.volume === 0;
