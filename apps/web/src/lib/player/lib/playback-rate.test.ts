import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clampPlaybackRate,
  formatPlaybackRate,
  PLAYBACK_RATE_STORAGE_KEY,
  PLAYBACK_RATES,
  readPlaybackRate,
  savePlaybackRate,
  stepPlaybackRate,
} from './playback-rate';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('playback rate', () => {
  it('offers 0.5× to 2× in steps of 0.25', () => {
    expect(PLAYBACK_RATES).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(PLAYBACK_RATES.map(formatPlaybackRate)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
  });

  it('steps one rate at a time and stops at 0.5× and 2×', () => {
    expect(stepPlaybackRate(1, 1)).toBe(1.25);
    expect(stepPlaybackRate(1, -1)).toBe(0.75);
    expect(stepPlaybackRate(2, 1)).toBe(2);
    expect(stepPlaybackRate(0.5, -1)).toBe(0.5);
  });

  it('snaps a stray value to the nearest offered rate', () => {
    expect(clampPlaybackRate(1.3)).toBe(1.25);
    expect(clampPlaybackRate(9)).toBe(2);
    expect(clampPlaybackRate(0)).toBe(0.5);
    expect(clampPlaybackRate(Number.NaN)).toBe(1);
  });

  it('remembers the rate in this browser, and reads garbage as normal speed', () => {
    expect(readPlaybackRate()).toBe(1);
    savePlaybackRate(1.5);
    expect(window.localStorage.getItem(PLAYBACK_RATE_STORAGE_KEY)).toBe('1.5');
    expect(readPlaybackRate()).toBe(1.5);
    window.localStorage.setItem(PLAYBACK_RATE_STORAGE_KEY, 'fast');
    expect(readPlaybackRate()).toBe(1);
  });

  it('plays at normal speed when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readPlaybackRate()).toBe(1);
  });
});
