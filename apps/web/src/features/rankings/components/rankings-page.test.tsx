import type { RankingEntry, RankingsResponse } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { RankingsPage } from './rankings-page';

const entry = (id: string, rank: number, previous: number | null): RankingEntry => ({
  id,
  title: `Series ${id}`,
  subtitle: '2026 · Drama',
  image: `/media/posters/${id}.jpg`,
  video_url: '',
  views: 10,
  episodesCount: 3,
  runtime_seconds: 180,
  release_status: 'ongoing',
  free_episodes: null,
  rank,
  previous_rank: previous,
});

const answer = (kind: RankingsResponse['kind'], data: RankingEntry[]): RankingsResponse => ({
  success: true,
  kind,
  computed_at: '2026-01-01T00:00:00.000Z',
  data,
});

const renderRankings = (url = '/rankings') =>
  renderRoutes(
    [
      { path: '*', element: <RankingsPage /> },
      { path: '/video/:id', element: <p>series page</p> },
    ],
    url,
  );

describe('RankingsPage', () => {
  it('shows the trending tab with ranks, change arrows and links to the series', async () => {
    const requests = stubApi(() =>
      jsonResponse(
        answer('trending', [
          entry('a', 1, 3),
          entry('b', 2, 1),
          entry('c', 3, null),
          entry('d', 4, 4),
        ]),
      ),
    );
    renderRankings();

    await screen.findByText('Series a');
    // the ranked series' links, not the tab bar's
    const items = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/video/'));
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Up 2 places')).toBeTruthy();
    expect(within(items[1]!).getByText('Down 1 place')).toBeTruthy();
    expect(within(items[2]!).getByText('New in the ranking')).toBeTruthy();
    expect(within(items[3]!).getByText('Same place as yesterday')).toBeTruthy();
    expect(items.map((link) => link.getAttribute('href'))).toEqual([
      '/video/a',
      '/video/b',
      '/video/c',
      '/video/d',
    ]);
    expect(items[0]!.textContent).toContain('Series a');
    expect(requests[0]!.path).toContain('/api/rankings?kind=trending');
    expect(screen.getByRole('tab', { name: 'Trending' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Trending' })).toBeTruthy();
  });

  it('opens the tab named in ?kind= and moves along the tabs with the arrow keys', async () => {
    const requests = stubApi((request) => {
      const kind = new URL(request.path, 'http://x').searchParams.get('kind');
      return jsonResponse(answer(kind as RankingsResponse['kind'], [entry(`${kind}-1`, 1, 1)]));
    });
    renderRankings('/rankings?kind=new');

    expect(await screen.findByText('Series new-1')).toBeTruthy();
    const newTab = screen.getByRole('tab', { name: 'New' });
    expect(newTab.getAttribute('aria-selected')).toBe('true');
    expect(newTab.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Trending' }).getAttribute('tabindex')).toBe('-1');

    fireEvent.keyDown(newTab, { key: 'ArrowRight' });
    const completed = screen.getByRole('tab', { name: 'Completed series' });
    expect(completed.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(completed);
    expect(await screen.findByText('Series completed-1')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Most finished' }));
    expect(await screen.findByText('Series finished-1')).toBeTruthy();
    expect(requests.map((r) => new URL(r.path, 'http://x').searchParams.get('kind'))).toEqual([
      'new',
      'completed',
      'finished',
    ]);
  });

  it('says so when a ranking is empty, and offers a retry when it fails', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? jsonResponse({ detail: 'boom', code: 'X' }, 500)
        : jsonResponse(answer('trending', [])),
    );
    renderRankings();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the rankings');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Nothing ranked here yet/)).toBeTruthy();
  });
});
