import { describe, expect, it } from 'vitest';
import { feedKeyOf, swipeStep, SWIPE, WHEEL, WheelGesture } from './gestures';

describe('swipeStep', () => {
  const height = 800;
  it('moves on after a slow drag up past the distance share, back after one down', () => {
    const far = height * SWIPE.distanceFraction;
    expect(swipeStep(-far, 2000, height)).toBe(1);
    expect(swipeStep(far, 2000, height)).toBe(-1);
    expect(swipeStep(-(far - 1), 2000, height)).toBe(0);
  });

  it('moves on after a short fast flick, not after a short slow one', () => {
    expect(swipeStep(-40, 50, height)).toBe(1);
    expect(swipeStep(40, 50, height)).toBe(-1);
    expect(swipeStep(-40, 1000, height)).toBe(0);
    // too short to be anything but a wobbly tap, however fast
    expect(swipeStep(-(SWIPE.flickPx - 1), 1, height)).toBe(0);
  });
});

describe('WheelGesture', () => {
  it('steps once per gesture however many events its inertia sends', () => {
    const wheel = new WheelGesture();
    const steps = [10, 20, 30, 40, 30, 20, 10].map((delta, i) => wheel.push(delta, i * 16));
    expect(steps.filter((s) => s !== 0)).toEqual([1]);
  });

  it('starts a new gesture after a quiet spell, in either direction', () => {
    const wheel = new WheelGesture();
    expect(wheel.push(WHEEL.threshold, 0)).toBe(1);
    expect(wheel.push(WHEEL.threshold, WHEEL.quietMs)).toBe(0);
    expect(wheel.push(-WHEEL.threshold, 2 * WHEEL.quietMs + 1)).toBe(-1);
  });

  it('needs the threshold summed before it steps', () => {
    const wheel = new WheelGesture();
    expect(wheel.push(WHEEL.threshold / 2, 0)).toBe(0);
    expect(wheel.push(WHEEL.threshold / 2, 10)).toBe(1);
  });
});

describe('feedKeyOf', () => {
  const press = (key: string, target: EventTarget | null = document.body, mods = {}) =>
    feedKeyOf({ key, altKey: false, ctrlKey: false, metaKey: false, target, ...mods });

  it('maps the arrow and page keys, Space, k and m', () => {
    expect(press('ArrowDown')).toBe('next');
    expect(press('PageDown')).toBe('next');
    expect(press('ArrowUp')).toBe('previous');
    expect(press('PageUp')).toBe('previous');
    expect(press(' ')).toBe('togglePlay');
    expect(press('k')).toBe('togglePlay');
    expect(press('m')).toBe('toggleMute');
    expect(press('x')).toBeNull();
  });

  it('leaves fields, modified keys and the keys buttons use alone', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    expect(press('ArrowDown', input)).toBeNull();
    expect(press('ArrowDown', document.body, { ctrlKey: true })).toBeNull();
    expect(press(' ', button)).toBeNull();
    expect(press('ArrowDown', button)).toBe('next');
  });
});
