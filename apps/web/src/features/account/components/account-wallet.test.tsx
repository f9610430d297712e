import type { CoinEntry, Wallet } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { VIEWER_ID_KEY } from '../../../lib/metrics/viewer-id';
import { makeMyListItem } from '../../../test/economy-fixtures';
import { makeAuthSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { AccountPage } from './account-page';

const renderProfile = () => renderPage(<AccountPage />, { path: '/login' });

const entry = (n: number, overrides: Partial<CoinEntry> = {}): CoinEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'grant',
  coins: 50,
  reason: 'first_sign_in',
  series_id: null,
  episode_number: null,
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-20T10:00:00.000Z',
  ...overrides,
});

const wallet = (overrides: Partial<Wallet> = {}): Wallet => ({
  balance: 15,
  bonus_balance: 15,
  purchased_balance: 0,
  expiring: [{ coins: 15, expires_at: '2026-12-20T10:00:00.000Z' }],
  entries: [
    entry(2, {
      kind: 'spend',
      coins: -40,
      reason: 'episode_unlock',
      series_id: 'neon-heirs',
      episode_number: 3,
      expires_at: null,
    }),
    entry(1, { reason: 'daily_check_in', coins: 5 }),
  ],
  next_cursor: 'page-2',
  ...overrides,
});

afterEach(() => window.localStorage.clear());

describe('AccountPage wallet and My List', () => {
  it('shows a guest the static wallet of 10 and asks no wallet', async () => {
    const requests = stubApi(() => jsonResponse({ items: [] }));
    renderProfile();
    const region = screen.getByRole('region', { name: 'Wallet' });
    expect(region.textContent).toContain('10');
    expect(region.textContent).toContain('Coins');
    await screen.findByRole('region', { name: 'My List' });
    expect(requests.some((r) => r.path.startsWith('/api/wallet'))).toBe(false);
  });

  it('shows a signed-in viewer the real balance, what expires, and the history a page at a time', async () => {
    storeSession(makeAuthSession({ username: 'alice', user_attributes: { sub: 'u-42' } }));
    const requests = stubApi((request) => {
      if (request.path.startsWith('/api/wallet?cursor=page-2')) {
        return jsonResponse(
          wallet({
            entries: [entry(0, { reason: 'first_sign_in', coins: 50 })],
            next_cursor: null,
          }),
        );
      }
      if (request.path.startsWith('/api/wallet')) return jsonResponse(wallet());
      return jsonResponse({ items: [] });
    });
    renderProfile();

    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toContain('15'));
    expect(screen.getByTestId('wallet-balance').textContent).not.toContain('10');
    const region = screen.getByRole('region', { name: 'Wallet' });
    expect(region.textContent).toContain('15 coins · expires Dec 20, 2026');
    const history = within(region).getByRole('list', { name: 'Coin history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Episode unlock · neon-heirs #3Nov 20, 2026−40',
      'Daily check-inNov 20, 2026 · expires Dec 20, 2026+5',
    ]);

    fireEvent.click(within(region).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(within(history).getAllByRole('listitem')[2]!.textContent).toContain(
      'First sign-in bonus (50 coins)',
    );
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.filter((r) => r.path.startsWith('/api/wallet')).map((r) => r.path)).toEqual([
      '/api/wallet?limit=20',
      '/api/wallet?cursor=page-2&limit=20',
    ]);
  });

  it('lists the series in My List, linking to their pages', async () => {
    window.localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
    stubApi(() =>
      jsonResponse({
        items: [makeMyListItem('neon-heirs', 'Neon Heirs'), makeMyListItem('iron-vow', 'Iron Vow')],
      }),
    );
    renderProfile();
    const region = await screen.findByRole('region', { name: 'My List' });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['Neon Heirs', '/video/neon-heirs'],
        ['Iron Vow', '/video/iron-vow'],
      ]),
    );
  });
});
