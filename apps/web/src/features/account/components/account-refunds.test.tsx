import type { CoinEntry, SubscriptionRecord, Wallet } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { AccountPage } from './account-page';

const refund: CoinEntry = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'refund',
  coins: 30,
  reason: 'refund',
  series_id: 'neon-heirs',
  episode_number: 3,
  created_at: '2026-11-21T10:00:00.000Z',
  expires_at: '2026-12-20T10:00:00.000Z',
};

const wallet: Wallet = {
  balance: 30,
  bonus_balance: 30,
  purchased_balance: 0,
  expiring: [{ coins: 30, expires_at: '2026-12-20T10:00:00.000Z' }],
  entries: [refund],
  next_cursor: null,
};

const purchase = (id: string, overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id,
  subscription_type: 'individual_series',
  status: 'active',
  start_date: '2026-11-01T10:00:00.000Z',
  end_date: null,
  content_id: 'neon-heirs',
  content_title: 'Neon Heirs',
  content_withdrawn: false,
  ...overrides,
});

afterEach(() => window.localStorage.clear());

describe('AccountPage refunds', () => {
  it('shows a refund in the coin history with its reason, and a withdrawn purchase with its note', async () => {
    storeSession(makeAuthSession({ username: 'alice', user_attributes: { sub: 'u-42' } }));
    stubApi((request) => {
      if (request.path.startsWith('/api/wallet')) return jsonResponse(wallet);
      if (request.path.startsWith('/api/subscriptions/my-subscriptions')) {
        return jsonResponse({
          subscriptions: [
            purchase('00000000-0000-4000-8000-00000000000a', {
              content_id: 'gone-drama',
              content_title: null,
              content_withdrawn: true,
            }),
            purchase('00000000-0000-4000-8000-00000000000b'),
            purchase('00000000-0000-4000-8000-00000000000c', {
              subscription_type: 'monthly',
              end_date: '2026-12-01T10:00:00.000Z',
              content_id: null,
            }),
          ],
        });
      }
      return jsonResponse({ items: [] });
    });
    renderPage(<AccountPage />, { path: '/login' });

    const history = await screen.findByRole('list', { name: 'Coin history' });
    expect(within(history).getByRole('listitem').textContent).toBe(
      'Refund: withdrawn by its editor · neon-heirs #3Nov 21, 2026 · expires Dec 20, 2026+30',
    );

    const purchases = await screen.findByRole('region', { name: 'Purchased series' });
    await waitFor(() => expect(within(purchases).getAllByRole('listitem')).toHaveLength(2));
    const [withdrawn, kept] = within(purchases).getAllByRole('listitem');
    expect(withdrawn!.textContent).toBe(
      'gone-dramaBought Nov 1, 2026Withdrawn by its editor. Payments are refunded by hand: ask support for yours.',
    );
    expect(within(withdrawn!).queryByRole('link')).toBeNull();
    expect(within(kept!).getByRole('link', { name: 'Neon Heirs' }).getAttribute('href')).toBe(
      '/video/neon-heirs',
    );
    expect(kept!.textContent).not.toContain('Withdrawn');
  });

  it('shows no purchases section without a series bought', async () => {
    storeSession(makeAuthSession({ username: 'bob', user_attributes: { sub: 'u-43' } }));
    const requests = stubApi((request) => {
      if (request.path.startsWith('/api/wallet')) return jsonResponse(wallet);
      if (request.path.startsWith('/api/subscriptions/my-subscriptions')) {
        return jsonResponse({ subscriptions: [] });
      }
      return jsonResponse({ items: [] });
    });
    renderPage(<AccountPage />, { path: '/login' });
    await screen.findByRole('list', { name: 'Coin history' });
    await waitFor(() =>
      expect(requests.some((r) => r.path.includes('/api/subscriptions/my-subscriptions'))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Purchased series' })).toBeNull();
  });
});
