import { afterEach, describe, expect, it } from 'vitest';
import {
  directionOf,
  leftBeforeEnd,
  pageDirection,
  scrolledFromStart,
  towardsEnd,
} from './direction';

/** A 1000 px window onto 2000 px of content, scrolled to `scrollLeft` (jsdom has no layout). */
function scroller(scrollLeft: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 2000 });
  Object.defineProperty(element, 'scrollLeft', { configurable: true, value: scrollLeft });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.body.replaceChildren();
});

describe('directionOf', () => {
  it('is ltr by default and follows <html dir> when it changes, without caching', () => {
    const element = scroller(0);
    expect(directionOf(element)).toBe('ltr');
    document.documentElement.dir = 'rtl';
    expect(directionOf(element)).toBe('rtl');
    document.documentElement.dir = 'ltr';
    expect(directionOf(element)).toBe('ltr');
  });

  it('takes the nearest dir: an ltr island inside an rtl page stays ltr', () => {
    document.documentElement.dir = 'rtl';
    const island = document.createElement('div');
    island.dir = 'ltr';
    const inner = document.createElement('span');
    island.append(inner);
    document.body.append(island);
    expect(directionOf(inner)).toBe('ltr');
  });
});

describe('pageDirection', () => {
  it('reads <html dir>', () => {
    expect(pageDirection()).toBe('ltr');
    document.documentElement.dir = 'rtl';
    expect(pageDirection()).toBe('rtl');
  });
});

describe('horizontal scroll positions', () => {
  it('LTR: scrollLeft counts up from the start', () => {
    const element = scroller(300);
    expect(scrolledFromStart(element)).toBe(300);
    expect(leftBeforeEnd(element)).toBe(700);
    expect(towardsEnd(element, 500)).toBe(500);
    expect(towardsEnd(element, -500)).toBe(-500);
  });

  it('RTL: scrollLeft is 0 at the start (the right) and negative towards the end', () => {
    document.documentElement.dir = 'rtl';
    expect(scrolledFromStart(scroller(0))).toBe(0);
    expect(leftBeforeEnd(scroller(0))).toBe(1000);

    const element = scroller(-300);
    expect(scrolledFromStart(element)).toBe(300);
    expect(leftBeforeEnd(element)).toBe(700);
    expect(leftBeforeEnd(scroller(-1000))).toBe(0);
    // towards the end is towards the left
    expect(towardsEnd(element, 500)).toBe(-500);
    expect(towardsEnd(element, -500)).toBe(500);
  });
});
