import type { CheckInResponse, Rewards } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { WalletPage } from './wallet-page';

const PAYMENT = '0b7c5a4e-3f1d-4c2a-9e8b-6d5f4a3b2c1d';

const rewards = (overrides: Partial<Rewards> = {}): Rewards => ({
  schedule: [5, 5, 10, 10, 15, 15, 30],
  streak_day: 3,
  today_reward: 10,
  checked_in_today: false,
  local_date: '2026-11-27',
  time_zone: 'UTC',
  next_check_in_at: '2026-11-28T00:00:00.000Z',
  balance: 60,
  bonus_balance: 60,
  expiring: [{ coins: 50, expires_at: '2026-12-25T09:00:00.000Z' }],
  ...overrides,
});

const renderRewards = () =>
  renderRoutes(
    [
      { path: '/rewards', element: <WalletPage /> },
      { path: '/payment', element: <p>payment page</p> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    '/rewards',
  );

describe('WalletPage', () => {
  it('shows a guest the schedule, the packs and the sign-in prompt, without calls', async () => {
    const requests = stubApi(() => jsonResponse({}));
    renderRewards();

    expect(screen.getByText('Sign in to collect daily rewards')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?next=%2Frewards',
    );
    const schedule = screen.getByRole('list', { name: '7-day schedule' });
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Day 1+5', 'Day 2+5', 'Day 3+10', 'Day 4+10', 'Day 5+15', 'Day 6+15', 'Day 7+30']);
    expect(screen.getByRole('button', { name: /500 coins for \$4\.99/ })).toBeTruthy();
    expect(requests).toHaveLength(0);

    // buying starts with signing in
    fireEvent.click(screen.getByRole('button', { name: /500 coins for \$4\.99/ }));
    expect(await screen.findByText('auth page')).toBeTruthy();
  });

  it('keeps the bottom tab bar, with Rewards as the current page', () => {
    stubApi(() => jsonResponse({}));
    renderRewards();
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');

    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/',
      '/foryou',
      '/rankings',
      '/rewards',
      '/login',
    ]);
    expect(tabs[3]?.getAttribute('aria-current')).toBe('page');
  });

  it("checks a signed-in viewer in once for today's reward, in their time zone", async () => {
    storeSession(makeAuthSession());
    const requests = stubApi((request) => {
      if (request.path.startsWith('/api/rewards/check-in')) {
        const answer: CheckInResponse = {
          ...rewards({ checked_in_today: true, balance: 70, bonus_balance: 70 }),
          granted: 10,
        };
        return jsonResponse(answer);
      }
      return jsonResponse(rewards());
    });
    renderRewards();

    const button = await screen.findByRole('button', { name: 'Check in for 10 coins' });
    expect(screen.getByText('Day 3 of 7')).toBeTruthy();
    expect(screen.getByTestId('rewards-balance').textContent).toContain('60');
    expect(screen.getByText('50 coins · expires Dec 25, 2026')).toBeTruthy();
    expect(screen.getByText(/Bonus coins expire after 30 days\./)).toBeTruthy();
    const today = screen
      .getByRole('list', { name: '7-day schedule' })
      .querySelector('[aria-current="step"]');
    expect(today?.textContent).toBe('Day 3+10');

    await act(async () => fireEvent.click(button));

    expect(await screen.findByRole('button', { name: 'Checked in today' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('+10 coins')).toBeTruthy();
    expect(screen.getByText(/^Next check-in /)).toBeTruthy();
    expect(screen.getByTestId('rewards-balance').textContent).toContain('70');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const checkIns = requests.filter((r) => r.path === '/api/rewards/check-in');
    expect(checkIns).toEqual([
      expect.objectContaining({ method: 'POST', body: { time_zone: zone } }),
    ]);
    expect(requests[0]!.path).toBe(`/api/rewards?time_zone=${encodeURIComponent(zone)}`);
  });

  it('keeps the checked-in state when a refetch asked before the check-in answers after it', async () => {
    storeSession(makeAuthSession());
    let gets = 0;
    let answerLate!: () => void;
    stubApi((request) => {
      if (request.path.startsWith('/api/rewards/check-in')) {
        return jsonResponse({
          ...rewards({ checked_in_today: true, balance: 70, bonus_balance: 70 }),
          granted: 10,
        } satisfies CheckInResponse);
      }
      // the second GET answers the old state, once the check-in is done
      if (++gets === 1) return jsonResponse(rewards());
      return new Promise<Response>(
        (resolve) => (answerLate = () => resolve(jsonResponse(rewards()))),
      );
    });
    const { queryClient } = renderRewards();
    const button = await screen.findByRole('button', { name: 'Check in for 10 coins' });
    // a refetch under way when the viewer checks in (the page back in view, a reconnect)
    void queryClient.refetchQueries({ queryKey: ['rewards'] });
    await waitFor(() => expect(gets).toBe(2));

    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('button', { name: 'Checked in today' })).toBeTruthy();
    await act(async () => answerLate());
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['rewards'] })).toBe(0));
    expect(screen.getByRole('button', { name: 'Checked in today' })).toBeTruthy();
    expect(screen.getByTestId('rewards-balance').textContent).toContain('70');
  });

  it('keeps the check-in card’s and the expiry section’s boxes while the rewards load', async () => {
    storeSession(makeAuthSession());
    // the rewards call waits until the test answers it
    let answered = false;
    const waiting: (() => void)[] = [];
    const requests = stubApi((request) =>
      !request.path.startsWith('/api/rewards') || answered
        ? jsonResponse(request.path.startsWith('/api/rewards') ? rewards() : {})
        : new Promise<Response>((resolve) => waiting.push(() => resolve(jsonResponse(rewards())))),
    );
    const answer = () => {
      answered = true;
      for (const resolve of waiting) resolve();
    };
    renderRewards();
    const boxes = () => {
      const [checkIn, expiry, packs] = ['Check in', 'Expiring bonus coins', 'Coin packs'].map(
        (name) => screen.getByRole('heading', { name }).closest('section')!,
      );
      // in that order, each card a box of its own above the coin packs
      expect(checkIn!.compareDocumentPosition(expiry!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(expiry!.compareDocumentPosition(packs!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      const rows = [...checkIn!.children];
      return {
        card: checkIn!.className,
        // the heading row, the 7 days, the 44 px button, the status line under it
        rows: rows.map((row, index) =>
          index === 2 ? (row.classList.contains('h-11') ? 'h-11' : row.className) : row.className,
        ),
        days: rows[1]!.children.length,
        expiry: expiry!.className,
        // one row's place for the expiring coins (the answer below has one batch)
        expiryRows: [...expiry!.children].map((row) => row.tagName === 'H2' || row.className),
      };
    };
    const loading = boxes();
    expect(screen.getByRole('heading', { name: 'Check in' }).closest('section')).toHaveProperty(
      'ariaBusy',
      'true',
    );

    await act(async () => answer());
    await screen.findByRole('button', { name: 'Check in for 10 coins' });
    expect(requests.filter((r) => r.path.startsWith('/api/rewards')).length).toBeGreaterThan(0);
    const loaded = boxes();
    expect(loaded.card).toBe(loading.card);
    expect(loaded.rows).toEqual(loading.rows);
    expect(loaded.days).toBe(loading.days);
    expect(loaded.expiry).toBe(loading.expiry);
    expect(loaded.expiryRows.length).toBe(loading.expiryRows.length);
  });

  it('buys a coin pack through /payment with the server’s pending payment', async () => {
    storeSession(makeAuthSession());
    const requests = stubApi((request) =>
      request.path.startsWith('/api/wallet/coin-packs/')
        ? jsonResponse({
            payment_id: PAYMENT,
            pack_id: 'coins-500',
            coins: 500,
            amount: 4.99,
            amount_cents: 499,
            test_mode: true,
          })
        : jsonResponse(rewards()),
    );
    const { router } = renderRewards();

    fireEvent.click(await screen.findByRole('button', { name: /500 coins for \$4\.99/ }));

    await screen.findByText('payment page');
    expect(requests.some((r) => r.path === '/api/wallet/coin-packs/coins-500/purchase')).toBe(true);
    await waitFor(() =>
      expect(router.state.location.state).toEqual({
        coinPack: expect.objectContaining({ payment_id: PAYMENT, coins: 500 }),
        returnTo: '/rewards',
      }),
    );
  });
});
