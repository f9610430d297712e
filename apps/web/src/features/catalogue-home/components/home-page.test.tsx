import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard, makeHero, makeHome, makeList } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { SAMPLE_GAME_VIDEOS } from '../data/sample-home';
import { HomePage } from './home-page';

const dots = () => screen.queryAllByRole('button', { name: /^Show banner/ });

describe('HomePage', () => {
  it('renders the hero and one row of cards per series list', async () => {
    const requests = stubApi(() =>
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
    // the row's header links to the rankings
    const [rankings, ...cards] = within(trending).getAllByRole('link');
    expect(rankings?.textContent).toBe('Rankings');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/video/neon-heirs',
      '/video/salt-moon',
    ]);
    expect(within(cards[0]!).getByText('12 episodes')).toBeTruthy();
    expect(within(cards[1]!).getByText('A sea story')).toBeTruthy();

    const releases = screen.getByRole('region', { name: 'New Releases' });
    expect(within(releases).getByRole('link').textContent).toContain('Glass Crown');
    expect(within(releases).getByText('1 episode')).toBeTruthy();

    const hero = screen.getByRole('group', { name: '1 of 1: Neon Heirs' });
    expect(within(hero).getByRole('link', { name: 'More Info' }).getAttribute('href')).toBe(
      '/video/neon-heirs',
    );
    expect(screen.queryByText('Featured Content')).toBeNull();
    expect(requests[0]?.path).toBe('/api/home?lang=en');
  });

  it('shows a Featured Content grid of the game videos when there are no lists', async () => {
    stubApi(() =>
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
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/video/salt-moon', '/video/glass-crown']);
    expect(screen.queryByRole('region', { name: 'Trending Now' })).toBeNull();
  });

  it('uses lazy images with a size, and a placeholder when the image is missing', async () => {
    stubApi(() =>
      jsonResponse(
        makeHome({
          series_lists: [makeList({ series: [makeCard({ id: 'no-poster', image: '' })] })],
        }),
      ),
    );

    renderPage(<HomePage />);

    const row = await screen.findByRole('region', { name: 'Trending Now' });
    const img = within(row)
      .getAllByRole('link')
      .map((link) => link.querySelector('img'))
      .find(Boolean);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('200');
    expect(img?.getAttribute('height')).toBe('300');
    expect(img?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('silently shows sample content, at most 3 game videos, when the home call fails', async () => {
    stubApi(() => jsonResponse({ detail: 'Internal Server Error', code: 'INTERNAL' }, 500));

    renderPage(<HomePage />);

    const featured = await screen.findByRole('region', { name: 'Featured Content' });
    const expected = SAMPLE_GAME_VIDEOS.slice(0, 3).map((card) => card.title);
    expect(SAMPLE_GAME_VIDEOS.length).toBeGreaterThan(3);
    expect(
      within(featured)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(expected.map((title) => expect.stringContaining(title)));
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(
      expected.map((title, i) => `Show banner ${i + 1}: ${title}`),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills the hero with at most 3 game videos when there are no banners', async () => {
    stubApi(() =>
      jsonResponse(
        makeHome({
          hero_banners: [],
          game_videos: ['a', 'b', 'c', 'd', 'e'].map((id) => makeCard({ id, title: `T-${id}` })),
        }),
      ),
    );

    renderPage(<HomePage />);

    await screen.findByRole('region', { name: 'Trending Now' });
    expect(dots()).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'T-a' })).toBeTruthy();
  });

  it('shows every hero banner the server sends', async () => {
    stubApi(() =>
      jsonResponse(
        makeHome({
          hero_banners: ['a', 'b', 'c', 'd'].map((id) => makeHero({ id, title: `H-${id}` })),
        }),
      ),
    );

    renderPage(<HomePage />);

    await screen.findByRole('region', { name: 'Trending Now' });
    expect(dots()).toHaveLength(4);
  });

  it('shows a loading state until the home call answers', () => {
    stubApi(() => new Promise<Response>(() => {}));

    renderPage(<HomePage />);

    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
