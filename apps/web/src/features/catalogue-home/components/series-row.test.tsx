import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCard, makeList } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { SeriesRow } from './series-row';

const list = makeList({
  displayName: 'Trending Now',
  series: Array.from({ length: 10 }, (_, i) => makeCard({ id: `series-${i}`, title: `S ${i}` })),
});

/** jsdom has no layout: give the track a 1000 px window onto 2000 px of cards. */
function layOut(track: HTMLElement) {
  let left = 0;
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => 1000 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => 2000 });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => left });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    left = Math.min(1000, Math.max(0, left + (options.left ?? 0)));
    fireEvent.scroll(track);
  });
  track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  fireEvent.scroll(track);
  return scrollBy;
}

const arrow = (direction: 'left' | 'right') =>
  screen.queryByRole('button', { name: `Scroll Trending Now ${direction}` });

describe('SeriesRow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls by two default card widths (2 × 250 px) and drops clicks within 300 ms', () => {
    renderWithRouter(<SeriesRow list={list} />);
    const scrollBy = layOut(screen.getByRole('list'));

    fireEvent.click(arrow('right')!);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });

    fireEvent.click(arrow('right')!);
    act(() => void vi.advanceTimersByTime(299));
    fireEvent.click(arrow('right')!);
    expect(scrollBy).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(1));
    fireEvent.click(arrow('left')!);
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

    fireEvent.click(arrow('right')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 432, behavior: 'smooth' });
  });

  it('hides the left arrow at the start and the right arrow at the end', () => {
    renderWithRouter(<SeriesRow list={list} />);
    layOut(screen.getByRole('list'));
    expect(arrow('left')).toBeNull();
    expect(arrow('right')).not.toBeNull();

    fireEvent.click(arrow('right')!);
    expect(arrow('left')).not.toBeNull();
    expect(arrow('right')).not.toBeNull();

    act(() => void vi.advanceTimersByTime(300));
    fireEvent.click(arrow('right')!);
    expect(arrow('left')).not.toBeNull();
    expect(arrow('right')).toBeNull();
  });

  it('shows no arrows when every card fits', () => {
    renderWithRouter(<SeriesRow list={list} />);
    expect(arrow('left')).toBeNull();
    expect(arrow('right')).toBeNull();
  });
});
