import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown(15));
    expect(result.current).toBe(15);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(14);
    act(() => vi.advanceTimersByTime(13_900));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('keeps to the clock when its timer fires late (a throttled background tab)', () => {
    const { result } = renderHook(() => useCountdown(15));
    // the clock jumps 15 s while the interval fires only once
    vi.setSystemTime(Date.now() + 15_000);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(0);
  });

  it('ends sooner by the seconds already watched, learnt after it started', () => {
    const { result, rerender } = renderHook(({ watched }) => useCountdown(15, watched), {
      initialProps: { watched: 0 },
    });
    act(() => vi.advanceTimersByTime(500));
    rerender({ watched: 4 });
    expect(result.current).toBe(11);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
  });

  it('never ends later for watched seconds that count for less than the time since it started', () => {
    const { result, rerender } = renderHook(({ watched }) => useCountdown(15, watched), {
      initialProps: { watched: 0 },
    });
    act(() => vi.advanceTimersByTime(6000));
    rerender({ watched: 2 });
    expect(result.current).toBe(9);
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current).toBe(0);
  });
});
