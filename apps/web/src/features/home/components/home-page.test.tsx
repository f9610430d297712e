import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard, makeHome, makeList } from '../../../test/fixtures';
import { jsonResponse, renderPage, stubFetch } from '../../../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('renders the hero and one row of cards per series list', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        makeHome({
          series_lists: [
            makeList({
              name: 'trending-now',
              displayName: 'Trending Now',
              series: [
                makeCard({ id: 'neon-heirs', title: 'Neon Heirs', episodesCount: 12 }),
                makeCard({ id: 'salt-moon', title: 'Salt Moon', subtitle: 'A sea story' }),
              ],
            }),
            makeList({
              name: 'new-releases',
              displayName: 'New Releases',
              series: [makeCard({ id: 'glass-crown', title: 'Glass Crown', episodesCount: 1 })],
            }),
          ],
        }),
      ),
    );

    renderPage(<HomePage />);

    const trending = await screen.findByRole('region', { name: 'Trending Now' });
    const cards = within(trending).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/video/neon-heirs',
      '/video/salt-moon',
    ]);
    expect(within(cards[0]!).getByText('12 episodes')).toBeTruthy();
    expect(within(cards[1]!).getByText('A sea story')).toBeTruthy();

    const releases = screen.getByRole('region', { name: 'New Releases' });
    expect(within(releases).getByRole('link').textContent).toContain('Glass Crown');
    expect(within(releases).getByText('1 episode')).toBeTruthy();

    const hero = screen.getByRole('region', { name: 'Neon Heirs' });
    expect(within(hero).getByRole('link', { name: 'More Info' }).getAttribute('href')).toBe(
      '/video/neon-heirs',
    );
    expect(screen.queryByText('Featured Content')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/home');
  });

  it('shows a Featured Content grid of the game videos when there are no lists', async () => {
    stubFetch(() =>
      jsonResponse(
        makeHome({
          series_lists: [],
          game_videos: [
            makeCard({ id: 'salt-moon', title: 'Salt Moon' }),
            makeCard({ id: 'glass-crown', title: 'Glass Crown' }),
          ],
        }),
      ),
    );

    renderPage(<HomePage />);

    const featured = await screen.findByRole('region', { name: 'Featured Content' });
    expect(
      within(featured)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Salt Moon'), expect.stringContaining('Glass Crown')]);
  });

  it('uses lazy images with a size, and a placeholder when the image is missing', async () => {
    stubFetch(() =>
      jsonResponse(
        makeHome({
          series_lists: [makeList({ series: [makeCard({ id: 'no-poster', image: '' })] })],
        }),
      ),
    );

    renderPage(<HomePage />);

    const row = await screen.findByRole('region', { name: 'Trending Now' });
    const img = within(row).getByRole('link').querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('200');
    expect(img?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('shows an error state with a retry when the home call fails', async () => {
    stubFetch(() => jsonResponse({ detail: 'Internal Server Error', code: 'INTERNAL' }, 500));

    renderPage(<HomePage />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Couldn’t load the home page');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a loading state until the home call answers', () => {
    stubFetch(() => new Promise<Response>(() => {}));

    renderPage(<HomePage />);

    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
