import { describe, expect, it } from 'vitest';
import { clampVolume, isSilent, setVolume, stepVolume, toggleMute } from './volume';

describe('volume rules', () => {
  it('keeps the volume between 0 and 1 in steps of 0.1', () => {
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.34)).toBe(0.3);
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('steps up and down by 0.1 without floating-point drift', () => {
    let state = { volume: 0.1, muted: false };
    state = stepVolume(state, 1);
    state = stepVolume(state, 1);
    expect(state).toEqual({ volume: 0.3, muted: false });
    expect(stepVolume({ volume: 1, muted: false }, 1)).toEqual({ volume: 1, muted: false });
    expect(stepVolume({ volume: 0.1, muted: false }, -1)).toEqual({ volume: 0, muted: true });
  });

  it('raising the volume of a muted player starts from silence', () => {
    expect(stepVolume({ volume: 0.8, muted: true }, 1)).toEqual({ volume: 0.1, muted: false });
  });

  it('treats a slider at 0 as muted', () => {
    expect(setVolume(0)).toEqual({ volume: 0, muted: true });
    expect(setVolume(0.6)).toEqual({ volume: 0.6, muted: false });
  });

  it('mutes without forgetting the volume, and unmute restores it', () => {
    const muted = toggleMute({ volume: 0.7, muted: false });
    expect(muted).toEqual({ volume: 0.7, muted: true });
    expect(toggleMute(muted)).toEqual({ volume: 0.7, muted: false });
  });

  it('unmute restores 0.5 when the volume was 0', () => {
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.5, muted: false });
    expect(toggleMute({ volume: 0, muted: false })).toEqual({ volume: 0.5, muted: false });
  });

  it('is silent when muted or at volume 0', () => {
    expect(isSilent({ volume: 0.5, muted: true })).toBe(true);
    expect(isSilent({ volume: 0, muted: false })).toBe(true);
    expect(isSilent({ volume: 0.5, muted: false })).toBe(false);
  });
});
