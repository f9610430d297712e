import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdGate, type AdGateOptions } from './use-ad-gate';

const FREE: AdGateOptions = {
  viewKey: 'neon-heirs/ep-1',
  kind: 'episode',
  enabled: true,
  checking: false,
};

const renderGate = (options: AdGateOptions = FREE) =>
  renderHook((props: AdGateOptions) => useAdGate(props), { initialProps: options });

describe('useAdGate', () => {
  it('opens ad 1 at the start and holds playback until Continue', () => {
    const { result } = renderGate();
    expect(result.current.adNumber).toBe(1);
    expect(result.current.hold).toBe(true);

    act(() => result.current.close());
    expect(result.current.adNumber).toBeNull();
    expect(result.current.hold).toBe(false);

    // still inside the first second: ad 1 shows once per view
    act(() => result.current.onTimeUpdate(0.4, 60));
    expect(result.current.adNumber).toBeNull();
  });

  it('opens ad 2 when playback reaches half the duration', () => {
    const { result } = renderGate();
    act(() => result.current.close());
    act(() => result.current.onTimeUpdate(29.6, 60));
    expect(result.current.adNumber).toBeNull();
    act(() => result.current.onTimeUpdate(30.2, 60));
    expect(result.current.adNumber).toBe(2);
    // latched: the time moving on does not close it
    act(() => result.current.onTimeUpdate(31.5, 60));
    expect(result.current.adNumber).toBe(2);
    act(() => result.current.close());
    expect(result.current.adNumber).toBeNull();
  });

  it('pulls a forward seek across the midpoint back 5 s and opens its ad', () => {
    const { result } = renderGate();
    act(() => result.current.close());
    act(() => result.current.onTimeUpdate(8, 60));

    let target = 0;
    act(() => {
      target = result.current.onSeekRequest(8, 50);
    });
    expect(target).toBe(25);
    expect(result.current.adNumber).toBe(2);
    expect(result.current.hold).toBe(true);

    act(() => result.current.close());
    // the ad was shown: the same seek now goes through
    expect(result.current.onSeekRequest(25, 50)).toBe(50);
  });

  it('starts over for another episode', () => {
    const { result, rerender } = renderGate();
    act(() => result.current.close());
    expect(result.current.adNumber).toBeNull();
    rerender({ ...FREE, viewKey: 'neon-heirs/ep-2' });
    expect(result.current.adNumber).toBe(1);
  });

  it('gives a reel one ad at 30 s', () => {
    const { result } = renderGate({ ...FREE, kind: 'reel' });
    expect(result.current.adNumber).toBeNull();
    act(() => result.current.onTimeUpdate(30.3, 50));
    expect(result.current.adNumber).toBe(1);
  });

  it('shows nothing to viewers with access and lets every seek through', () => {
    const { result } = renderGate({ ...FREE, enabled: false });
    expect(result.current.adNumber).toBeNull();
    expect(result.current.hold).toBe(false);
    act(() => result.current.onTimeUpdate(30.2, 60));
    expect(result.current.adNumber).toBeNull();
    expect(result.current.onSeekRequest(5, 50)).toBe(50);
  });

  it('holds playback while access is being checked, then opens ad 1 for a free viewer', () => {
    const { result, rerender } = renderGate({ ...FREE, enabled: false, checking: true });
    expect(result.current.adNumber).toBeNull();
    expect(result.current.hold).toBe(true);
    rerender(FREE);
    expect(result.current.adNumber).toBe(1);
  });
});
