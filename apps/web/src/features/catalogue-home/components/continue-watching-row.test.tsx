import type { WatchPosition } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard, makeEpisode, makeHome, makeList, makeVideoDetail } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { VIEWER_ID_KEY } from '../../../lib/metrics/viewer-id';
import { HomePage } from './home-page';

const at = (overrides: Partial<WatchPosition>): WatchPosition => ({
  series_id: 'neon-heirs',
  episode_id: 'ep-2',
  episode_number: 2,
  position: 12,
  duration: 60,
  updated_at: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

const home = makeHome({
  series_lists: [
    makeList({
      displayName: 'Trending Now',
      series: [makeCard({ id: 'neon-heirs', title: 'Neon Heirs', image: '/p/neon.jpg' })],
    }),
  ],
});

// a series no home row shows: its title and poster come from the series itself
const offList = makeVideoDetail({
  id: 'salt-moon',
  title: 'Salt Moon',
  thumbnail: '/p/salt.jpg',
  episodes: [makeEpisode({ episodeId: 'sm-1', episodeNumber: 1, duration: 40 })],
});

function stubServer(items: WatchPosition[]) {
  return stubApi((request) => {
    if (request.path.startsWith('/api/continue-watching')) return jsonResponse({ items });
    if (request.path === '/api/series/salt-moon?lang=en') {
      return jsonResponse({ success: true, data: offList });
    }
    return jsonResponse(home);
  });
}

describe('Continue Watching', () => {
  it('comes first among the rows, with a card per series linking to the episode', async () => {
    localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
    const requests = stubServer([
      at({}),
      at({
        series_id: 'salt-moon',
        episode_id: 'sm-1',
        episode_number: 1,
        position: 30,
        duration: 0,
      }),
    ]);

    renderPage(<HomePage />);

    const row = await screen.findByRole('region', { name: 'Continue Watching' });
    const trending = screen.getByRole('region', { name: 'Trending Now' });
    expect(row.compareDocumentPosition(trending) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const neon = within(row).getByRole('link', { name: /Neon Heirs/ });
    expect(neon.getAttribute('href')).toBe('/play?id=neon-heirs&episode=2&t=12');
    expect(neon.textContent).toContain('Episode 2');
    expect(neon.textContent).toContain('20% watched');
    const bar = within(neon).getByTestId('watch-progress').firstElementChild as HTMLElement;
    expect(bar.style.width).toBe('20%');
    expect(neon.querySelector('img')?.getAttribute('src')).toBe('/p/neon.jpg');

    // the catalogue's 40 s stands in for the duration the player did not report
    const salt = await within(row).findByRole('link', { name: /Salt Moon/ });
    expect(salt.getAttribute('href')).toBe('/play?id=salt-moon&episode=1&t=30');
    expect(salt.textContent).toContain('75% watched');

    expect(requests.map((r) => r.path)).toContain('/api/continue-watching?viewer_id=viewer-0001');
  });

  it('links a finished episode from its start', async () => {
    localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
    stubServer([at({ position: 58 })]);

    renderPage(<HomePage />);

    const row = await screen.findByRole('region', { name: 'Continue Watching' });
    expect(within(row).getByRole('link').getAttribute('href')).toBe(
      '/play?id=neon-heirs&episode=2',
    );
  });

  it('is absent when there is nothing to continue', async () => {
    localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
    stubServer([]);

    renderPage(<HomePage />);

    await screen.findByRole('region', { name: 'Trending Now' });
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).toBeNull();
  });

  it('asks nothing for a guest who never played anything', async () => {
    const requests = stubServer([at({})]);

    renderPage(<HomePage />);

    await screen.findByRole('region', { name: 'Trending Now' });
    expect(requests.some((r) => r.path.startsWith('/api/continue-watching'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).toBeNull();
  });
});
