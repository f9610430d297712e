import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeHero } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { HeroCarousel } from './hero-carousel';

const banners = [
  makeHero({ id: 'neon-heirs', title: 'Neon Heirs' }),
  makeHero({ id: 'salt-moon', title: 'Salt Moon' }),
  makeHero({ id: 'glass-crown', title: 'Glass Crown' }),
];

// only the current slide is exposed; the others are aria-hidden
const currentTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const carousel = () => screen.getByRole('region', { name: 'Featured series' });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-advances every 5 s and wraps around to the first banner', () => {
    renderWithRouter(<HeroCarousel banners={banners} />);
    expect(currentTitle()).toBe('Neon Heirs');

    advance(4999);
    expect(currentTitle()).toBe('Neon Heirs');
    advance(1);
    expect(currentTitle()).toBe('Salt Moon');
    advance(5000);
    expect(currentTitle()).toBe('Glass Crown');
    advance(5000);
    expect(currentTitle()).toBe('Neon Heirs');
  });

  it('holds still while hovered and resumes when the pointer leaves', () => {
    renderWithRouter(<HeroCarousel banners={banners} />);

    fireEvent.mouseEnter(carousel());
    advance(15_000);
    expect(currentTitle()).toBe('Neon Heirs');

    fireEvent.mouseLeave(carousel());
    advance(5000);
    expect(currentTitle()).toBe('Salt Moon');
  });

  it('holds still while focus is inside it', () => {
    renderWithRouter(<HeroCarousel banners={banners} />);

    act(() => screen.getByRole('link', { name: 'More Info' }).focus());
    advance(15_000);
    expect(currentTitle()).toBe('Neon Heirs');

    act(() => (document.activeElement as HTMLElement).blur());
    advance(5000);
    expect(currentTitle()).toBe('Salt Moon');
  });

  it('holds still while the tab is hidden', () => {
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    renderWithRouter(<HeroCarousel banners={banners} />);

    state = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(15_000);
    expect(currentTitle()).toBe('Neon Heirs');

    state = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(5000);
    expect(currentTitle()).toBe('Salt Moon');
  });

  it('does not auto-advance for viewers who prefer reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    renderWithRouter(<HeroCarousel banners={banners} />);

    advance(15_000);
    expect(currentTitle()).toBe('Neon Heirs');
  });

  it('moves with the arrows in both directions, wrapping at the ends', () => {
    renderWithRouter(<HeroCarousel banners={banners} />);

    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentTitle()).toBe('Glass Crown');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentTitle()).toBe('Neon Heirs');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentTitle()).toBe('Salt Moon');
  });

  it('jumps to a banner from its dot and marks that dot current', () => {
    renderWithRouter(<HeroCarousel banners={banners} />);

    const dot = screen.getByRole('button', { name: 'Show banner 3: Glass Crown' });
    fireEvent.click(dot);

    expect(currentTitle()).toBe('Glass Crown');
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(
      screen
        .getByRole('button', { name: 'Show banner 1: Neon Heirs' })
        .hasAttribute('aria-current'),
    ).toBe(false);
  });

  it('shows no arrows or dots, and stays put, with a single banner', () => {
    renderWithRouter(<HeroCarousel banners={[banners[0]!]} />);

    expect(screen.queryByRole('button')).toBeNull();
    advance(15_000);
    expect(currentTitle()).toBe('Neon Heirs');
  });

  it('links Play to the player and More Info to the series page', () => {
    renderWithRouter(<HeroCarousel banners={banners} />);

    const slide = screen.getByRole('group', { name: '1 of 3: Neon Heirs' });
    expect(within(slide).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      '/play?id=neon-heirs',
    );
    expect(within(slide).getByRole('link', { name: 'More Info' }).getAttribute('href')).toBe(
      '/video/neon-heirs',
    );
    expect(within(slide).getByText('Mina Park')).toBeTruthy();
    expect(within(slide).getByText('Jae Lee, Ana Ruiz')).toBeTruthy();
  });

  it('fetches only the first banner image eagerly, with high priority', () => {
    const { container } = renderWithRouter(<HeroCarousel banners={banners} />);

    const images = [...container.querySelectorAll('img')];
    const eager = images.filter((img) => img.getAttribute('loading') === 'eager');
    expect(eager.length).toBeGreaterThan(0);
    for (const img of eager) {
      expect(img.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label')).toBe(
        '1 of 3: Neon Heirs',
      );
      expect(img.getAttribute('fetchpriority')).toBe('high');
    }
    expect(images.filter((img) => img.getAttribute('loading') === 'lazy').length).toBe(
      images.length - eager.length,
    );
  });
});
