import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { jsonResponse, renderPage, stubFetch } from '../../../test/render';
import { SeriesPage } from './series-page';

const renderSeries = (id: string) =>
  renderPage(<SeriesPage />, { path: '/video/:id', url: `/video/${id}` });

describe('SeriesPage', () => {
  it('shows the series facts and its episodes in order', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        success: true,
        data: makeVideoDetail({
          title: 'Salt Moon',
          year: 2023,
          language: 'Japanese',
          director: 'Ren Aoki',
          description: 'A lighthouse keeper hears the sea talk.',
          episodes: [
            makeEpisode({ episodeId: 'b', episodeNumber: 2, title: 'Low Tide', duration: 61 }),
            makeEpisode({ episodeId: 'a', episodeNumber: 1, title: 'High Tide', duration: 45 }),
          ],
        }),
      }),
    );

    renderSeries('salt-moon');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Salt Moon');
    expect(screen.getByText('2023')).toBeTruthy();
    expect(screen.getByText('Japanese')).toBeTruthy();
    expect(screen.getByText('Ren Aoki')).toBeTruthy();
    expect(screen.getByText('A lighthouse keeper hears the sea talk.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Episodes (2)' })).toBeTruthy();
    const episodes = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(episodes).toEqual(['Episode 1High TideDuration 0:45', 'Episode 2Low TideDuration 1:01']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/videos/salt-moon');
  });

  it("shows 'Video not found' when the API answers 404", async () => {
    stubFetch(() => jsonResponse({ detail: 'Video not found', code: 'NOT_FOUND' }, 404));

    renderSeries('missing-series');

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Video not found');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it("shows 'Failed to load video details' when the call fails otherwise", async () => {
    stubFetch(() => jsonResponse({ detail: 'Internal Server Error', code: 'INTERNAL' }, 500));

    renderSeries('neon-heirs');

    await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Failed to load video details',
    );
  });

  it("shows 'Invalid video ID' for a malformed id without calling the API", () => {
    const fetchMock = stubFetch(() => jsonResponse({}));

    renderSeries('Not%20An%20Id');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invalid video ID');
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
