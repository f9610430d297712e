import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readCheckoutState } from '../../../shared/payments/checkout-state';
import { NoticeProvider } from '../../../components/ui/notice';
import { renderRoutes } from '../../../test/render';
import {
  makeOrder,
  makePlans,
  makeRecord,
  makeStatus,
  PREMIUM_STATUS,
  signInViewer,
} from '../../../test/monetization-fixtures';
import { jsonResponse, type RecordedRequest, stubApi } from '../../../test/stub-api';
import { SubscriptionPage } from './subscription-page';

type Routes = Partial<Record<string, (request: RecordedRequest) => Response>>;

const ERROR = (status: number, detail = 'Something broke') =>
  jsonResponse({ detail, code: 'ERR' }, status);

function serve(routes: Routes = {}) {
  const defaults: Routes = {
    'GET /api/subscriptions/plans': () => jsonResponse({ plans: makePlans() }),
    'GET /api/subscriptions/my-subscriptions': () => jsonResponse({ subscriptions: [] }),
    'GET /api/subscriptions/status': () => jsonResponse(makeStatus()),
  };
  return stubApi((request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const handler = routes[key] ?? defaults[key];
    return handler ? handler(request) : ERROR(404, `no route ${key}`);
  });
}

const renderSubscription = () =>
  renderRoutes(
    [
      {
        path: '/subscription',
        element: (
          <NoticeProvider>
            <SubscriptionPage />
          </NoticeProvider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/subscription',
  );

const plan = (name: string) => screen.getByRole('article', { name });
const ACTIVE = [makeRecord({ subscription_type: 'monthly', renews: true })];

describe('SubscriptionPage', () => {
  it('shows only the monthly and annual plans in US dollars', async () => {
    serve();
    renderSubscription();

    expect(await screen.findByRole('article', { name: 'Monthly' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(plan('Monthly')).getByText('$30')).toBeTruthy();
    expect(within(plan('Monthly')).getByText('/month')).toBeTruthy();
    expect(within(plan('Annual')).getByText('$280')).toBeTruthy();
    expect(within(plan('Annual')).getByText('/year')).toBeTruthy();
    expect(within(plan('Annual')).getByText('BEST VALUE')).toBeTruthy();
    expect(within(plan('Annual')).getByText('save $80')).toBeTruthy();
    expect(within(plan('Monthly')).queryByText('BEST VALUE')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Subscribe Now' })).toHaveLength(2);
  });

  it('sends a guest who subscribes to sign in, then back to /subscription', async () => {
    const requests = serve();
    const { router } = renderSubscription();
    await screen.findByRole('article', { name: 'Monthly' });

    fireEvent.click(within(plan('Monthly')).getByRole('button', { name: 'Subscribe Now' }));

    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/subscription');
    expect(requests.map((r) => r.path)).toEqual(['/api/subscriptions/plans']);
  });

  it('creates the subscription and goes to /payment with the order', async () => {
    signInViewer();
    const order = makeOrder({ subscription_type: 'annual', amount: 280, amount_cents: 28000 });
    const requests = serve({ 'POST /api/subscriptions/create': () => jsonResponse(order) });
    const { router } = renderSubscription();
    await screen.findByRole('article', { name: 'Annual' });

    fireEvent.click(within(plan('Annual')).getByRole('button', { name: 'Subscribe Now' }));

    await screen.findByText('elsewhere');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      subscription_type: 'annual',
      content_id: null,
    });
    expect(router.state.location.pathname).toBe('/payment');
    expect(readCheckoutState(router.state.location.state)).toEqual({
      order,
      contentTitle: null,
      returnTo: '/',
    });
  });

  it("shows 'Failed to create subscription: …' with the server's detail", async () => {
    signInViewer();
    serve({ 'POST /api/subscriptions/create': () => ERROR(409, 'Already subscribed') });
    renderSubscription();
    await screen.findByRole('article', { name: 'Annual' });

    fireEvent.click(within(plan('Annual')).getByRole('button', { name: 'Subscribe Now' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to create subscription: Already subscribed',
    );
  });

  it('shows the current subscription, its plan as Current Plan, and the premium badge', async () => {
    signInViewer();
    serve({
      'GET /api/subscriptions/my-subscriptions': () => jsonResponse({ subscriptions: ACTIVE }),
      'GET /api/subscriptions/status': () => jsonResponse(PREMIUM_STATUS),
    });
    renderSubscription();

    const current = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(current).getByText('Monthly')).toBeTruthy();
    expect(within(current).getByText('Active')).toBeTruthy();
    expect(within(current).getByText('Jan 1, 2099')).toBeTruthy();
    expect(within(current).getByText('Jan 31, 2099')).toBeTruthy();
    expect(within(current).getByTestId('plan-renewal').textContent).toBe('Renews on Jan 31, 2099');
    const monthly = within(plan('Monthly')).getByRole('button', { name: 'Current Plan' });
    expect((monthly as HTMLButtonElement).disabled).toBe(true);
    expect(within(plan('Annual')).getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(await screen.findByText('✓ Premium Access')).toBeTruthy();
  });

  it('cancels after confirmation, says so, and tells until when access lasts', async () => {
    signInViewer();
    let subscriptions = ACTIVE;
    const requests = serve({
      'GET /api/subscriptions/my-subscriptions': () => jsonResponse({ subscriptions }),
      'POST /api/subscriptions/cancel': () => {
        subscriptions = [makeRecord({ status: 'cancelled', renews: false })];
        return jsonResponse({ success: true, message: 'ok', subscription: subscriptions[0] });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderSubscription();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel your subscription?');
    expect(await screen.findByText('Subscription cancelled successfully')).toBeTruthy();
    // the plan runs to its end date and says so; nothing is left to cancel
    const current = screen.getByRole('region', { name: 'Your subscription' });
    await waitFor(() =>
      expect(within(current).getByTestId('plan-renewal').textContent).toBe(
        'Access until Jan 31, 2099 · Does not renew',
      ),
    );
    expect(within(current).getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    // still the running plan: not offered again as if there were none
    expect(within(plan('Monthly')).getByRole('button', { name: 'Current Plan' })).toBeTruthy();
    const reads = requests.filter((r) => r.path === '/api/subscriptions/my-subscriptions');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('does nothing when the cancellation is not confirmed', async () => {
    signInViewer();
    const requests = serve({
      'GET /api/subscriptions/my-subscriptions': () => jsonResponse({ subscriptions: ACTIVE }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderSubscription();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it.each([
    [
      'the plans',
      { 'GET /api/subscriptions/plans': () => ERROR(500) },
      'Failed to fetch subscription plans',
    ],
    [
      'the subscriptions',
      { 'GET /api/subscriptions/my-subscriptions': () => ERROR(500) },
      'Failed to load subscription data',
    ],
  ] as const)('shows a dismissible error when %s fail to load', async (_name, routes, text) => {
    signInViewer();
    serve(routes);
    renderSubscription();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Failed to cancel subscription' when the cancellation fails", async () => {
    signInViewer();
    serve({
      'GET /api/subscriptions/my-subscriptions': () => jsonResponse({ subscriptions: ACTIVE }),
      'POST /api/subscriptions/cancel': () => ERROR(500),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderSubscription();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to cancel subscription');
  });
});
