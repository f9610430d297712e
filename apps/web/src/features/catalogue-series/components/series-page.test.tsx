import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { AUTO_PLAY_NEXT_STORAGE_KEY } from '../../../lib/use-auto-play-next';
import { SeriesPage } from './series-page';

const renderSeries = (id: string) =>
  renderPage(<SeriesPage />, { path: '/video/:id', url: `/video/${id}` });

const answer = (...args: Parameters<typeof makeVideoDetail>) =>
  stubApi(() => jsonResponse({ success: true, data: makeVideoDetail(...args) }));

const episodesRegion = () => screen.getByRole('region', { name: /^All Episodes/ });

describe('SeriesPage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('shows the series facts and its episodes in order', async () => {
    const requests = answer({
      title: 'Salt Moon',
      year: 2023,
      language: 'Japanese',
      director: 'Ren Aoki',
      cast: ['Yui Sato', 'Ken Mori'],
      description: 'A lighthouse keeper hears the sea talk.',
      episodes: [
        makeEpisode({ episodeId: 'b', episodeNumber: 2, title: 'Low Tide', duration: 61 }),
        makeEpisode({
          episodeId: 'a',
          episodeNumber: 1,
          title: 'High Tide',
          duration: 45,
          description: 'The sea speaks first.',
        }),
      ],
    });

    renderSeries('salt-moon');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Salt Moon');
    expect(screen.getByText('2023')).toBeTruthy();
    expect(screen.getByText('Japanese')).toBeTruthy();
    // director and cast names open their author pages
    const authorHref = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(authorHref('Ren Aoki')).toBe('/author/Ren%20Aoki');
    expect(authorHref('Yui Sato')).toBe('/author/Yui%20Sato');
    expect(authorHref('Ken Mori')).toBe('/author/Ken%20Mori');
    expect(screen.getByText('Ken Mori').parentElement?.textContent).toBe('Yui Sato, Ken Mori');
    expect(screen.getByText('A lighthouse keeper hears the sea talk.')).toBeTruthy();
    // the episodes mount in a task after the first paint
    expect(await screen.findByRole('heading', { name: 'All Episodes (2)' })).toBeTruthy();
    const episodes = within(episodesRegion())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(episodes).toEqual([
      'Episode 1Duration 0:45High TideThe sea speaks first.',
      'Episode 2Duration 1:01Low TideIt begins.',
    ]);
    expect(requests[0]?.path).toBe('/api/videos/salt-moon?lang=en');
  });

  it('hides list: tags and shows known list names by their labels', async () => {
    answer({ tags: ['Drama', 'list:trending-now', 'top-picks', 'coming-soon', 'Drama'] });

    renderSeries('neon-heirs');

    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Drama', 'Top Picks', 'Coming Soon']);
    expect(screen.queryByText(/list:/)).toBeNull();
  });

  it('counts every episode and links each one to the player', async () => {
    answer({
      episodes: [1, 2, 3].map((n) => makeEpisode({ episodeId: `e${n}`, episodeNumber: n })),
    });

    renderSeries('neon-heirs');

    expect(await screen.findByRole('heading', { name: 'All Episodes (3)' })).toBeTruthy();
    expect(
      within(episodesRegion())
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/play?id=neon-heirs&episode=1',
      '/play?id=neon-heirs&episode=2',
      '/play?id=neon-heirs&episode=3',
    ]);
  });

  it('starts Play Now at the first episode that has a video link', async () => {
    answer({
      episodes: [
        makeEpisode({ episodeId: 'e4', episodeNumber: 4 }),
        makeEpisode({ episodeId: 'e3', episodeNumber: 3 }),
        makeEpisode({ episodeId: 'e1', episodeNumber: 1, videoUrl: '' }),
        makeEpisode({ episodeId: 'e2', episodeNumber: 2, videoUrl: ' ' }),
      ],
    });

    renderSeries('neon-heirs');

    expect((await screen.findByRole('link', { name: 'Play Now' })).getAttribute('href')).toBe(
      '/play?id=neon-heirs&episode=3',
    );
  });

  it('disables Play Now when no episode can be played', async () => {
    answer({ episodes: [makeEpisode({ videoUrl: '' })] });

    renderSeries('neon-heirs');

    const button = await screen.findByRole('button', { name: 'Play Now' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Play Now' })).toBeNull();
  });

  it('keeps auto-play-next on by default and remembers when it is turned off', async () => {
    answer();
    const first = renderSeries('neon-heirs');

    const checkbox = await screen.findByRole('checkbox', { name: 'Auto-play next episode' });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    fireEvent.click(checkbox);
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem(AUTO_PLAY_NEXT_STORAGE_KEY)).toBe('false');
    first.unmount();

    renderSeries('neon-heirs');
    const again = await screen.findByRole('checkbox', { name: 'Auto-play next episode' });
    expect((again as HTMLInputElement).checked).toBe(false);
  });

  it("shows 'Video not found' with Go Home when the API answers 404", async () => {
    stubApi(() => jsonResponse({ detail: 'Video not found', code: 'NOT_FOUND' }, 404));

    renderSeries('missing-series');

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Video not found');
    expect(within(alert).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Failed to load video details' with Go Home when the call fails otherwise", async () => {
    stubApi(() => jsonResponse({ detail: 'Internal Server Error', code: 'INTERNAL' }, 500));

    renderSeries('neon-heirs');

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Failed to load video details',
    );
    expect(within(alert).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Invalid video ID' for a malformed id without calling the API", () => {
    const requests = stubApi(() => jsonResponse({}));

    renderSeries('Not%20An%20Id');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invalid video ID');
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(requests).toEqual([]);
  });
});
