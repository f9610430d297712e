import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCard, makeList } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { SeriesRow } from './series-row';

const list = makeList({
  displayName: 'Trending Now',
  series: Array.from({ length: 10 }, (_, i) => makeCard({ id: `series-${i}`, title: `S ${i}` })),
});

/**
 * jsdom has no layout: give the track a 1000 px window onto 2000 px of cards. scrollLeft as
 * browsers report it: 0 at the start, then up to 1000 in LTR, down to -1000 in RTL.
 */
function layOut(track: HTMLElement) {
  const rtl = getComputedStyle(track).direction === 'rtl';
  let left = 0;
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => 1000 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => 2000 });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => left });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    const [min, max] = rtl ? [-1000, 0] : [0, 1000];
    left = Math.min(max, Math.max(min, left + (options.left ?? 0)));
    fireEvent.scroll(track);
  });
  track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  fireEvent.scroll(track);
  return Object.assign(scrollBy, {
    /** Moves the position the way a browser may on a re-layout: no scroll event. */
    quietlyAt: (position: number) => void (left = position),
  });
}

/** The arrows are named by reading order: back towards the row's start, forward to its end. */
const arrow = (direction: 'back' | 'forward') =>
  screen.queryByRole('button', { name: `Scroll Trending Now ${direction}` });

/** Back hidden at the start, forward at the end, both between: the same in either direction. */
const hidesArrowsAtEachEnd = () => {
  renderWithRouter(<SeriesRow list={list} />);
  layOut(screen.getByRole('list'));
  expect(arrow('back')).toBeNull();
  expect(arrow('forward')).not.toBeNull();

  fireEvent.click(arrow('forward')!);
  expect(arrow('back')).not.toBeNull();
  expect(arrow('forward')).not.toBeNull();

  act(() => void vi.advanceTimersByTime(300));
  fireEvent.click(arrow('forward')!);
  expect(arrow('back')).not.toBeNull();
  expect(arrow('forward')).toBeNull();
};

describe('SeriesRow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('dir');
  });

  it('scrolls by two default card widths (2 × 250 px) and drops clicks within 300 ms', () => {
    renderWithRouter(<SeriesRow list={list} />);
    const scrollBy = layOut(screen.getByRole('list'));

    fireEvent.click(arrow('forward')!);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });

    fireEvent.click(arrow('forward')!);
    act(() => void vi.advanceTimersByTime(299));
    fireEvent.click(arrow('forward')!);
    expect(scrollBy).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(1));
    fireEvent.click(arrow('back')!);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' });
  });

  it('steps by two measured cards plus the gap once laid out', () => {
    renderWithRouter(<SeriesRow list={list} />);
    const track = screen.getByRole('list');
    track.style.columnGap = '16px';
    vi.spyOn(track.firstElementChild!, 'getBoundingClientRect').mockReturnValue({
      width: 200,
    } as DOMRect);
    const scrollBy = layOut(track);

    fireEvent.click(arrow('forward')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 432, behavior: 'smooth' });
  });

  it('hides the back arrow at the start and the forward arrow at the end', () => {
    hidesArrowsAtEachEnd();
  });

  describe('in RTL (<html dir="rtl">), where the row starts at the right', () => {
    beforeEach(() => {
      document.documentElement.dir = 'rtl';
    });

    it('scrolls forward towards the left (negative) and back towards the right', () => {
      renderWithRouter(<SeriesRow list={list} />);
      const scrollBy = layOut(screen.getByRole('list'));

      fireEvent.click(arrow('forward')!);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' });

      act(() => void vi.advanceTimersByTime(300));
      fireEvent.click(arrow('back')!);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });
    });

    it('hides the back arrow at the start (scrollLeft 0) and forward at the end (-1000)', () => {
      hidesArrowsAtEachEnd();
    });

    it('puts the back arrow at the start edge and mirrors its chevron', () => {
      renderWithRouter(<SeriesRow list={list} />);
      const scrollBy = layOut(screen.getByRole('list'));
      fireEvent.click(arrow('forward')!);
      expect(scrollBy).toHaveBeenCalledTimes(1);
      const back = arrow('back')!;
      expect(back.className).toContain('start-0');
      expect(back.className).not.toMatch(/(^|\s)left-0(\s|$)/);
      expect(back.querySelector('svg')!.getAttribute('class')).toContain('rtl:-scale-x-100');
    });
  });

  it('reads the direction when used: a switch to RTL without a reload scrolls the new way', () => {
    renderWithRouter(<SeriesRow list={list} />);
    const scrollBy = layOut(screen.getByRole('list'));
    fireEvent.click(arrow('forward')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });

    act(() => void vi.advanceTimersByTime(300));
    document.documentElement.dir = 'rtl';
    fireEvent.click(arrow('forward')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' });
  });

  it('updates its arrows when <html dir> flips, though no scroll event comes', async () => {
    renderWithRouter(<SeriesRow list={list} />);
    const track = layOut(screen.getByRole('list'));
    expect(arrow('back')).toBeNull();

    // the same 300 px from the start, now counted from the right
    track.quietlyAt(-300);
    await act(async () => {
      document.documentElement.dir = 'rtl';
    });
    expect(arrow('back')).not.toBeNull();
    expect(arrow('forward')).not.toBeNull();
  });

  it('shows no arrows when every card fits', () => {
    renderWithRouter(<SeriesRow list={list} />);
    expect(arrow('back')).toBeNull();
    expect(arrow('forward')).toBeNull();
  });
});
