import { CATALOGUE_TEXTS } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../i18n/locale-store';
import {
  episodesText,
  freeEpisodesText,
  ReleaseChips,
  releaseTexts,
  runtimeText,
  weekdayName,
} from './series-facts';

const TEXTS = CATALOGUE_TEXTS.transparency;

describe('series facts', () => {
  afterEach(() => setActiveLocale('en'));

  it('writes the runtime in whole minutes, and the episodes of a known end', () => {
    expect(runtimeText(38 * 60 + 20)).toBe('38 min');
    expect(runtimeText(14)).toBe('1 min');
    expect(runtimeText(0)).toBeNull();
    expect(runtimeText(undefined)).toBeNull();
    const ongoing = { episodesCount: 8, release_status: 'ongoing' as const };
    expect(episodesText({ ...ongoing, final_episode_count: 12 })).toBe('8 of 12 episodes');
    expect(episodesText({ ...ongoing, final_episode_count: null })).toBe('8 episodes');
    expect(episodesText({ ...ongoing, release_status: 'completed', final_episode_count: 12 })).toBe(
      '8 episodes',
    );
  });

  it('says Completed, or Ongoing with the next date before the weekday', () => {
    const base = { episodesCount: 3 };
    expect(releaseTexts({ ...base, release_status: 'completed', release_weekday: 5 })).toEqual([
      'Completed',
    ]);
    expect(releaseTexts({ ...base, release_status: 'ongoing', release_weekday: 5 })).toEqual([
      'Ongoing',
      'New episodes every Friday',
    ]);
    expect(
      releaseTexts({
        ...base,
        release_status: 'ongoing',
        release_weekday: 5,
        next_release_date: '2026-12-04',
      }),
    ).toEqual(['Ongoing', 'Next episode on Dec 4, 2026']);
    expect(releaseTexts({ ...base, release_status: 'ongoing' })).toEqual(['Ongoing']);
    expect(releaseTexts(base)).toEqual([]);
  });

  it('names the weekday in the page language', () => {
    setActiveLocale('es');
    expect(weekdayName(5)).toBe('viernes');
    setActiveLocale('en');
    expect(weekdayName(0)).toBe('Sunday');
  });

  it('tells the free episodes of a priced series only', () => {
    expect(
      freeEpisodesText({ episodesCount: 9, free_episodes: 3, coin_price_per_episode: 40 }),
    ).toBe('First 3 episodes free');
    expect(
      freeEpisodesText({ episodesCount: 9, free_episodes: 3, coin_price_per_episode: null }),
    ).toBeNull();
    // a card carries free_episodes only when the series is priced
    expect(freeEpisodesText({ episodesCount: 9, free_episodes: 1 })).toBe('First episode free');
    expect(freeEpisodesText({ episodesCount: 9, free_episodes: null })).toBeNull();
  });

  it('shows the chips, a card without the schedule', () => {
    const facts = {
      episodesCount: 3,
      release_status: 'ongoing' as const,
      release_weekday: 2,
      free_episodes: 1,
    };
    const { unmount } = render(<ReleaseChips facts={facts} />);
    const list = screen.getByRole('list', { name: TEXTS.label });
    expect(list.textContent).toContain('Ongoing · New episodes every Tuesday');
    expect(list.textContent).toContain('First episode free');
    unmount();
    render(<ReleaseChips facts={facts} brief />);
    expect(screen.getByRole('list', { name: TEXTS.label }).textContent).not.toContain('Tuesday');
  });
});
