import type {
  EngagementStats,
  SeriesAnalyticsResponse,
  SeriesAnalyticsSummary,
} from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { storeSession } from '../../../lib/auth/session-store';
import { AnalyticsPage } from './analytics-page';

const CURVE = [1, 0.9, 0.8, 0.75, 0.7, 0.6, 0.5, 0.45, 0.4, 0.3, 0.25];
const stats = (overrides: Partial<EngagementStats> = {}): EngagementStats => ({
  views: 1234,
  unique_viewers: 800,
  avg_watch_seconds: 75,
  completion_rate: 0.4567,
  dropoff: CURVE,
  ...overrides,
});

const neon: SeriesAnalyticsSummary = {
  ...stats(),
  series_id: 'neon-heirs',
  title: 'Neon Heirs',
  episodes_count: 2,
};
const bride: SeriesAnalyticsSummary = {
  ...stats({ views: 10, unique_viewers: 4, avg_watch_seconds: 20, completion_rate: 0.25 }),
  series_id: 'the-synthetic-bride',
  title: 'The Synthetic Bride',
  episodes_count: 1,
};
const detailOf = (summary: SeriesAnalyticsSummary): SeriesAnalyticsResponse => ({
  series: summary,
  episodes: [
    {
      ...stats({ views: 700, unique_viewers: 500, avg_watch_seconds: 40, completion_rate: 0.5 }),
      episode_id: `${summary.series_id}-1`,
      episode_number: 1,
      title: 'Pilot',
      duration: 60,
    },
    {
      ...stats({ views: 534, unique_viewers: 300, avg_watch_seconds: 35.4, completion_rate: 0.1 }),
      episode_id: `${summary.series_id}-2`,
      episode_number: 2,
      title: 'Fallout',
      duration: 50,
    },
  ],
});

const moonlit: SeriesAnalyticsSummary = {
  ...stats({ views: 3, unique_viewers: 2, avg_watch_seconds: 12, completion_rate: 0.5 }),
  series_id: 'moonlit-vow',
  title: 'Moonlit Vow',
  episodes_count: 3,
};

/** The list in two pages: Neon Heirs and The Synthetic Bride, then Moonlit Vow. */
function stubAnalytics() {
  return stubApi((request) => {
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname === '/api/analytics/series') {
      return url.searchParams.get('cursor') === 'page-2'
        ? jsonResponse({ series: [moonlit], next_cursor: null })
        : jsonResponse({ series: [neon, bride], next_cursor: 'page-2' });
    }
    const id = url.pathname.split('/').at(-1);
    const summary = [neon, bride, moonlit].find((s) => s.series_id === id);
    return summary
      ? jsonResponse(detailOf(summary))
      : jsonResponse({ detail: 'Video not found' }, 404);
  });
}

const renderAnalytics = (url = '/cms/analytics') =>
  renderRoutes(
    [
      { path: '/cms/analytics', element: <AnalyticsPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    url,
  );

describe('AnalyticsPage', () => {
  it('sends a guest to sign in and back', async () => {
    const requests = stubAnalytics();
    const { router } = renderAnalytics();

    await screen.findByText('auth page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/cms/analytics')}`);
    expect(requests).toEqual([]);
  });

  it('tells a viewer the page is for editors', () => {
    storeSession(makeAuthSession({ role: 'viewer' }));
    const requests = stubAnalytics();
    renderAnalytics();

    expect(screen.getByRole('alert').textContent).toBe('This page is for editors');
    expect(requests).toEqual([]);
  });

  it('shows each series and its episodes with their figures and drop-off curves', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubAnalytics();
    renderAnalytics();

    const seriesTable = await screen.findByRole('table', { name: 'Series' });
    const rows = within(seriesTable).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1,234', '800', '1:15', '45.7%'],
      ['10', '4', '0:20', '25%'],
    ]);
    expect(screen.getByRole('button', { name: 'Neon Heirs' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const episodes = await screen.findByRole('table', { name: 'Episodes' });
    const episodeRows = within(episodes).getAllByRole('row').slice(1);
    expect(
      episodeRows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ]),
    ).toEqual([
      ['Episode 1: Pilot', '700', '500', '0:40', '50%'],
      ['Episode 2: Fallout', '534', '300', '0:35', '10%'],
    ]);

    // the series curve plus one per episode, each an image with a title, a description and data
    const charts = screen.getAllByRole('img', { name: /^Viewers still watching/ });
    expect(charts).toHaveLength(3);
    const seriesChart = screen.getByRole('img', { name: /Viewers still watching: Neon Heirs/ });
    expect(seriesChart.querySelector('desc')?.textContent).toContain('50% of the video: 60%');
    expect(seriesChart.querySelectorAll('circle')).toHaveLength(11);
    const data = screen.getByRole('table', { name: 'Viewers still watching: Episode 1: Pilot' });
    const points = within(data).getAllByRole('row').slice(1);
    expect(points).toHaveLength(11);
    expect(points[10]?.textContent).toBe('100%25%');
  });

  it('switches to another series', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    const requests = stubAnalytics();
    const { router } = renderAnalytics();
    await screen.findByRole('table', { name: 'Episodes' });

    fireEvent.click(screen.getByRole('button', { name: 'The Synthetic Bride' }));

    expect(await screen.findByRole('heading', { name: 'The Synthetic Bride' })).toBeTruthy();
    expect(router.state.location.search).toBe('?series=the-synthetic-bride');
    expect(requests.map((r) => r.path)).toContain('/api/analytics/series/the-synthetic-bride');
  });

  it('loads the next page of series on Load more series, then offers no more', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    const requests = stubAnalytics();
    renderAnalytics();

    const seriesTable = await screen.findByRole('table', { name: 'Series' });
    const names = () =>
      within(seriesTable)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Neon Heirs', 'The Synthetic Bride']);
    const first = requests.find((r) => r.path.startsWith('/api/analytics/series?'));
    expect(first?.path).toBe('/api/analytics/series?limit=50');

    fireEvent.click(screen.getByRole('button', { name: 'Load more series' }));

    await waitFor(() =>
      expect(names()).toEqual(['Neon Heirs', 'The Synthetic Bride', 'Moonlit Vow']),
    );
    expect(requests.map((r) => r.path)).toContain('/api/analytics/series?cursor=page-2&limit=50');
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    // the focus goes to the first series the page brought in
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Moonlit Vow' })),
    );
    // the first series stays chosen
    expect(screen.getByRole('button', { name: 'Neon Heirs' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows a series linked to beyond the loaded pages from its own figures', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubAnalytics();
    renderAnalytics('/cms/analytics?series=moonlit-vow');

    expect(await screen.findByRole('heading', { name: 'Moonlit Vow' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Episodes' })).toBeTruthy();
    // no row of the first page claims to be chosen
    expect(screen.getByRole('button', { name: 'Neon Heirs' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('tells an editor whose role the server no longer grants that the page is for editors', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubApi(() => jsonResponse({ detail: 'This page is for editors', code: 'FORBIDDEN' }, 403));
    renderAnalytics();

    expect((await screen.findByRole('alert')).textContent).toBe('This page is for editors');
  });
});
