import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoinPackPaymentState } from '../../../shared/payments/checkout-state';
import { NoticeProvider } from '../../../components/ui/notice';
import { PAYMENT_ID, signInViewer } from '../../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { PaymentPage } from './payment-page';

const PACK: CoinPackPaymentState = {
  coinPack: {
    payment_id: PAYMENT_ID,
    pack_id: 'coins-500',
    coins: 500,
    amount: 4.99,
    amount_cents: 499,
    test_mode: true,
  },
  returnTo: '/rewards',
};

function renderPayment(state: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: '/payment', state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.useRealTimers());

describe('PaymentPage for a coin pack', () => {
  it('pays the pack once, shows success, then returns to Rewards with the coins named', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInViewer();
    const requests = stubApi(() =>
      jsonResponse({
        success: true,
        payment_id: PAYMENT_ID,
        status: 'succeeded',
        pack_id: 'coins-500',
        coins: 500,
        balance: 550,
      }),
    );
    const router = renderPayment(PACK);

    expect(await screen.findByText('500 coins')).toBeTruthy();
    expect(screen.getByText('$4.99')).toBeTruthy();
    expect(screen.getByText(/test mode/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/api/wallet/payments/${PAYMENT_ID}/pay`,
        authorization: 'Bearer access-1',
      }),
    ]);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/rewards');
    expect(screen.getByText('500 coins added to your wallet')).toBeTruthy();
  });

  it('sends a coin-pack state that does not fit the contract to the plans', async () => {
    const router = renderPayment({ coinPack: { payment_id: 'nope' }, returnTo: '/rewards' });
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/subscription');
  });
});
