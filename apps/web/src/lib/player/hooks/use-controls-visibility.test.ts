import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useControlsVisibility } from './use-controls-visibility';

describe('useControlsVisibility', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides the controls 3 s after the last activity while playing', () => {
    const { result } = renderHook(() => useControlsVisibility(true));
    expect(result.current.visible).toBe(true);

    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });

  it('shows them on activity and restarts the 3 s', () => {
    const { result } = renderHook(() => useControlsVisibility(true));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.visible).toBe(false);

    act(() => result.current.poke());
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.poke());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.visible).toBe(false);
  });

  it('keeps them while paused', () => {
    const { result, rerender } = renderHook(({ playing }) => useControlsVisibility(playing), {
      initialProps: { playing: false },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.visible).toBe(true);

    rerender({ playing: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.visible).toBe(false);
    rerender({ playing: false });
    expect(result.current.visible).toBe(true);
  });
});
