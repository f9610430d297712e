import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeGrant,
  makeMyListItem,
  makeUnlocks,
  pricedSeries,
} from '../../../test/economy-fixtures';
import { makeAuthSession, makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { VIEWER_ID_KEY } from '../../../lib/metrics/viewer-id';
import { storeSession } from '../../../lib/auth/session-store';
import { makeStatus } from '../../../test/monetization-fixtures';
import { SeriesPage } from './series-page';

const renderSeries = () =>
  renderPage(<SeriesPage />, { path: '/video/:id', url: '/video/neon-heirs' });

afterEach(() => window.localStorage.clear());

function stubServer(
  series = pricedSeries(),
  unlocks = makeUnlocks(),
  myList: { items: ReturnType<typeof makeMyListItem>[] } = { items: [] },
  unlocked: number[] = [],
) {
  return stubApi((request: RecordedRequest) => {
    if (request.path.startsWith('/api/subscriptions/status')) {
      // the server grants playback of each unlocked episode
      return jsonResponse(
        makeStatus({ unlocked_episodes: unlocked, playback: unlocked.map((n) => makeGrant(n)) }),
      );
    }
    if (request.path.startsWith('/api/videos/'))
      return jsonResponse({ success: true, data: series });
    if (request.path.startsWith('/api/series/neon-heirs/unlocks')) return jsonResponse(unlocks);
    if (request.path.startsWith('/api/my-list/neon-heirs')) {
      return jsonResponse({ series_id: 'neon-heirs', in_list: request.method === 'PUT' });
    }
    if (request.path.startsWith('/api/my-list')) return jsonResponse(myList);
    return jsonResponse({ detail: 'unexpected', code: 'NOT_FOUND' }, 404);
  });
}

/** The grid's card of episode n (Play Now, before the grid, links episode 1 too). */
const card = (n: number) =>
  screen
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href') === `/play?id=neon-heirs&episode=${n}`)
    .at(-1)!;

describe('SeriesPage economy', () => {
  it('shows the price on each episode locked for this viewer, and none on free or unlocked ones', async () => {
    storeSession(makeAuthSession());
    const requests = stubServer(pricedSeries(), makeUnlocks([3]), { items: [] }, [3]);
    renderSeries();
    await screen.findByTestId('cost-upfront');
    await waitFor(() => expect(within(card(5)).queryByTestId('price-badge')).not.toBeNull());
    expect(requests.some((r) => r.path === '/api/subscriptions/status?content_id=neon-heirs')).toBe(
      true,
    );

    expect(within(card(1)).queryByTestId('price-badge')).toBeNull();
    expect(within(card(3)).queryByTestId('price-badge')).toBeNull();
    expect(within(card(4)).getByTestId('price-badge').textContent).toContain('40 coins');
    expect(within(card(5)).getByTestId('price-badge').textContent).toContain('40 coins');
  });

  it('shows a guest the price on every episode past the free ones', async () => {
    stubServer();
    renderSeries();
    await screen.findByTestId('cost-upfront');
    expect(within(card(2)).queryByTestId('price-badge')).toBeNull();
    for (const n of [3, 4, 5]) {
      expect(within(card(n)).getByTestId('price-badge').textContent).toContain('40 coins');
    }
  });

  it('marks an episode its editor locked without a price, and only for a viewer it is locked for', async () => {
    const series = makeVideoDetail({
      episodes: [1, 2, 3].map((n) =>
        makeEpisode({ episodeId: `ep-${n}`, episodeNumber: n, isLocked: n > 1 }),
      ),
      episodesCount: 3,
    });
    const requests = stubServer(series);
    const view = renderSeries();
    await screen.findByRole('heading', { level: 1, name: 'Neon Heirs' });
    expect(within(card(2)).getByTestId('locked-badge').textContent).toBe('Locked');
    expect(within(card(1)).queryByTestId('locked-badge')).toBeNull();
    expect(screen.queryByTestId('price-badge')).toBeNull();
    expect(requests.some((r) => r.path.includes('/unlocks'))).toBe(false);
    view.unmount();

    storeSession(makeAuthSession());
    stubServer(series, makeUnlocks(), { items: [] }, [2]);
    renderSeries();
    // once the access answer is in: its grant opens episode 2, not 3
    await waitFor(() => expect(within(card(3)).queryByTestId('locked-badge')).not.toBeNull());
    expect(within(card(2)).queryByTestId('locked-badge')).toBeNull();
  });

  it('shows the cost to finish both ways with the cheaper one marked', async () => {
    stubServer();
    renderSeries();
    const cost = await screen.findByTestId('cost-upfront');

    const coins = cost.querySelector('[data-option="coins"]')!;
    const buy = cost.querySelector('[data-option="buy"]')!;
    expect(coins.textContent).toBe(
      'Unlock the remaining 3 episodes: 120 coins (about $1.20)Cheaper',
    );
    expect(buy.textContent).toBe('or buy the series for $5');
    expect(cost.textContent).toContain(' — or buy the series for $5');
  });

  it('marks buying as cheaper when it is', async () => {
    stubServer(
      pricedSeries(),
      makeUnlocks([], {
        cost_to_finish: {
          episodes: 3,
          coins: 900,
          usd_cents_equivalent: 900,
          series_price_cents: 500,
          cheaper: 'buy',
        },
      }),
    );
    renderSeries();
    const cost = await screen.findByTestId('cost-upfront');
    expect(cost.querySelector('[data-option="buy"]')!.textContent).toContain('Cheaper');
    expect(cost.querySelector('[data-option="coins"]')!.textContent).not.toContain('Cheaper');
  });

  it('asks nothing about unlocks for a free series and shows no prices', async () => {
    const requests = stubServer(makeVideoDetail());
    renderSeries();
    await screen.findByRole('heading', { level: 1, name: 'Neon Heirs' });

    expect(screen.queryByTestId('price-badge')).toBeNull();
    expect(screen.queryByTestId('cost-upfront')).toBeNull();
    expect(requests.some((r) => r.path.includes('/unlocks'))).toBe(false);
  });

  it('labels a series marked AI-generated, fully or in part', async () => {
    stubServer();
    const view = renderSeries();
    expect((await screen.findByTestId('ai-label')).textContent).toBe('AI-generated');
    view.unmount();

    stubServer(pricedSeries({ ai_disclosure: 'partial' }));
    renderSeries();
    expect((await screen.findByTestId('ai-label')).textContent).toBe('Partly AI-generated');
  });

  it('adds the series to My List and removes it again, as a guest with a viewer id', async () => {
    window.localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
    let items: ReturnType<typeof makeMyListItem>[] = [];
    const requests = stubApi((request) => {
      if (request.path.startsWith('/api/videos/')) {
        return jsonResponse({ success: true, data: makeVideoDetail() });
      }
      if (request.path.startsWith('/api/my-list/neon-heirs')) {
        items = request.method === 'PUT' ? [makeMyListItem('neon-heirs', 'Neon Heirs')] : [];
        return jsonResponse({ series_id: 'neon-heirs', in_list: request.method === 'PUT' });
      }
      return jsonResponse({ items });
    });
    renderSeries();

    // found outside act: inside it, Preact renders nothing until the callback has settled
    const add = await screen.findByRole('button', { name: 'Add to My List' }, { timeout: 5000 });
    await act(async () => fireEvent.click(add));
    await screen.findByRole('button', { name: 'Remove from My List' });
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe(
      '/api/my-list/neon-heirs?viewer_id=viewer-0001',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove from My List' }));
    await screen.findByRole('button', { name: 'Add to My List' });
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('shares the series page: the link copied where the browser cannot share', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    stubServer(makeVideoDetail());
    renderSeries();

    const share = await screen.findByRole('button', { name: 'Share' }, { timeout: 5000 });
    await act(async () => fireEvent.click(share));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/video/neon-heirs`);
    expect(screen.getByText('Link copied')).toBeTruthy();
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
