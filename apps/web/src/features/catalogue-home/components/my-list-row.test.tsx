import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIEWER_ID_KEY } from '../../../lib/metrics/viewer-id';
import { makeMyListItem } from '../../../test/economy-fixtures';
import { makeCard, makeHome, makeList } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { HomePage } from './home-page';

const home = makeHome({
  series_lists: [
    makeList({
      name: 'trending-now',
      displayName: 'Trending Now',
      series: [makeCard({ id: 'salt-moon', title: 'Salt Moon' })],
    }),
  ],
});

afterEach(() => window.localStorage.clear());

describe('HomePage My List row', () => {
  it('shows a My List row with the kept series when the list has items', async () => {
    window.localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
    const requests = stubApi((request) => {
      if (request.path.startsWith('/api/my-list')) {
        return jsonResponse({ items: [makeMyListItem('neon-heirs', 'Neon Heirs')] });
      }
      if (request.path.startsWith('/api/continue-watching')) return jsonResponse({ items: [] });
      return jsonResponse(home);
    });
    renderPage(<HomePage />);

    const row = await screen.findByRole('region', { name: 'My List' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/video/neon-heirs']);
    expect(requests.find((r) => r.path.startsWith('/api/my-list'))?.path).toBe(
      '/api/my-list?viewer_id=viewer-0001',
    );
  });

  it('shows no row for an empty list, and asks nothing for a first-time guest', async () => {
    const requests = stubApi((request) =>
      request.path.startsWith('/api/my-list') ? jsonResponse({ items: [] }) : jsonResponse(home),
    );
    renderPage(<HomePage />);
    await screen.findByRole('region', { name: 'Trending Now' });
    expect(screen.queryByRole('region', { name: 'My List' })).toBeNull();
    expect(requests.some((r) => r.path.startsWith('/api/my-list'))).toBe(false);
  });
});
