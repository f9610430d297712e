import type { SubscriptionRecord } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../../components/ui/notice';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { makePlans } from '../../../test/monetization-fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { AccountPage } from './account-page';

const monthly = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  subscription_type: 'monthly',
  status: 'active',
  start_date: '2099-01-01T00:00:00.000Z',
  end_date: '2099-01-31T00:00:00.000Z',
  content_id: null,
  renews: true,
  ...overrides,
});

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('AccountPage plan', () => {
  it('tells a subscriber when the plan renews, and cancels it in one click and the confirm', async () => {
    storeSession(makeAuthSession({ username: 'carol', user_attributes: { sub: 'u-44' } }));
    let subscriptions = [monthly()];
    const requests = stubApi((request) => {
      if (request.path.startsWith('/api/subscriptions/my-subscriptions')) {
        return jsonResponse({ subscriptions });
      }
      if (request.path.startsWith('/api/subscriptions/plans')) {
        return jsonResponse({ plans: makePlans() });
      }
      if (request.path === '/api/subscriptions/cancel') {
        subscriptions = [monthly({ status: 'cancelled', renews: false })];
        return jsonResponse({ success: true, message: 'ok', subscription: subscriptions[0] });
      }
      return jsonResponse({ items: [] });
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(
      <NoticeProvider>
        <AccountPage />
      </NoticeProvider>,
      { path: '/login' },
    );

    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(plan).getByTestId('plan-renewal').textContent).toBe('Renews on Jan 31, 2099');
    expect(within(plan).getByRole('link', { name: 'Manage plan' }).getAttribute('href')).toBe(
      '/subscription',
    );

    fireEvent.click(within(plan).getByRole('button', { name: 'Cancel Subscription' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel your subscription?');
    expect(await screen.findByText('Subscription cancelled successfully')).toBeTruthy();
    await waitFor(() =>
      expect(within(plan).getByTestId('plan-renewal').textContent).toBe(
        'Access until Jan 31, 2099 · Does not renew',
      ),
    );
    expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(requests.filter((r) => r.path === '/api/subscriptions/cancel')).toHaveLength(1);
  });

  it('shows no plan without a running monthly or annual one', async () => {
    storeSession(makeAuthSession({ username: 'dave', user_attributes: { sub: 'u-45' } }));
    const requests = stubApi((request) =>
      request.path.startsWith('/api/subscriptions/my-subscriptions')
        ? jsonResponse({
            subscriptions: [
              monthly({ status: 'expired', end_date: '2001-01-31T00:00:00.000Z', renews: false }),
            ],
          })
        : jsonResponse({ items: [] }),
    );
    renderPage(<AccountPage />, { path: '/login' });
    await waitFor(() =>
      expect(requests.some((r) => r.path.includes('/api/subscriptions/my-subscriptions'))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Your plan' })).toBeNull();
  });
});
