import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentState } from '../../../shared/payments/checkout-state';
import { NoticeProvider } from '../../../components/ui/notice';
import {
  makeOrder,
  makePlans,
  makeRecord,
  PAYMENT_ID,
  signInViewer,
} from '../../../test/monetization-fixtures';
import { jsonResponse, type RecordedRequest, stubApi } from '../../../test/stub-api';
import { PaymentPage } from './payment-page';

type Routes = Partial<Record<string, (request: RecordedRequest) => Response | Promise<Response>>>;
const SIMULATE = `POST /api/payments/simulate-payment/${PAYMENT_ID}`;

function serve(routes: Routes = {}) {
  const defaults: Routes = {
    'GET /api/subscriptions/plans': () => jsonResponse({ plans: makePlans() }),
    'GET /api/payments/config': () => jsonResponse({ test_mode: true }),
    [SIMULATE]: () =>
      jsonResponse({
        success: true,
        payment_id: PAYMENT_ID,
        status: 'succeeded',
        subscription: makeRecord(),
      }),
  };
  return stubApi((request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const handler = routes[key] ?? defaults[key];
    return handler ? handler(request) : jsonResponse({ detail: 'no route', code: 'X' }, 404);
  });
}

function renderPayment(state?: unknown) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '/subscription', element: <p>plans page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: '/payment', state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const MONTHLY: PaymentState = { order: makeOrder(), contentTitle: null, returnTo: '/play?id=x' };
const SERIES: PaymentState = {
  order: makeOrder({
    subscription_type: 'individual_series',
    content_id: 'neon-heirs',
    amount: 5,
    amount_cents: 500,
  }),
  contentTitle: 'Neon Heirs',
  returnTo: '/play?id=neon-heirs&episode=1',
};

afterEach(() => vi.useRealTimers());

describe('PaymentPage', () => {
  it('sends a visit without a payment to /subscription', () => {
    serve();
    renderPayment();
    expect(screen.getByText('plans page')).toBeTruthy();
  });

  it('refuses state that is not a created payment', async () => {
    serve();
    const { router } = renderPayment({ order: { payment_id: 'x' } });
    expect(await screen.findByText('plans page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('shows the order summary, features, total and the test-mode notice', async () => {
    signInViewer();
    serve();
    renderPayment(MONTHLY);

    expect(await screen.findByText('Monthly')).toBeTruthy();
    expect(screen.getByText('Every series')).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toBe('$30');
    expect(await screen.findByText(/Test mode/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $30' })).toBeTruthy();
  });

  it('names the series of a per-series purchase', async () => {
    signInViewer();
    serve();
    renderPayment(SERIES);
    expect(await screen.findByText('Single series')).toBeTruthy();
    expect(screen.getByText('Neon Heirs')).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toBe('$5');
  });

  it('pays, shows success, then after 2 s returns with the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInViewer();
    const requests = serve();
    const { router } = renderPayment(SERIES);

    fireEvent.click(await screen.findByRole('button', { name: 'Pay $5' }));
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/payments/simulate-payment/${PAYMENT_ID}`,
      authorization: 'Bearer access-1',
    });
    expect(router.state.location.pathname).toBe('/payment');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/play');
    expect(router.state.location.search).toBe('?id=neon-heirs&episode=1');
    expect(
      screen.getByText('Payment successful! You now have access to premium content.'),
    ).toBeTruthy();
  });

  it('reports a failed payment with the server’s reason', async () => {
    signInViewer();
    serve({
      [SIMULATE]: () => jsonResponse({ detail: 'Payment not found', code: 'NOT_FOUND' }, 404),
    });
    renderPayment(MONTHLY);

    fireEvent.click(await screen.findByRole('button', { name: 'Pay $30' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment failed: Payment not found',
    );
    expect(screen.queryByText('Payment Successful!')).toBeNull();
  });

  it("says 'Failed to simulate payment' when the call gets no answer", async () => {
    signInViewer();
    serve({ [SIMULATE]: () => Promise.reject(new TypeError('offline')) });
    renderPayment(MONTHLY);

    fireEvent.click(await screen.findByRole('button', { name: 'Pay $30' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to simulate payment');
  });

  it("says 'Failed to load payment configuration' when the config cannot load", async () => {
    signInViewer();
    serve({ 'GET /api/payments/config': () => jsonResponse({ detail: 'x', code: 'X' }, 500) });
    renderPayment(MONTHLY);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load payment configuration',
    );
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('sends a guest who pays to sign in first', async () => {
    const requests = serve();
    const { router } = renderPayment(MONTHLY);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $30' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
