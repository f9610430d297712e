import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutState } from '../../payments/checkout-state';
import { renderRoutes } from '../../../test/render';
import { makeOrder, signInViewer } from '../../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import type { AdOutcome, VastAdVideoProps } from '../vast-ad-video';
import { AdModal, type AdModalProps } from './ad-modal';

// the VAST video has its own tests: here it is an empty slot that reports `slot.outcome`, if set
const slot = vi.hoisted(() => ({ outcome: null as AdOutcome | null }));
vi.mock('../ad-video', () => ({
  AdVideo: ({ onDone }: VastAdVideoProps) => {
    useEffect(() => {
      if (slot.outcome !== null) onDone?.(slot.outcome);
    }, [onDone]);
    return <div data-testid="ad-video" />;
  },
}));

const URL = '/play?id=neon-heirs&episode=1';

function Where() {
  const location = useLocation();
  return <pre data-testid="where">{JSON.stringify(location)}</pre>;
}

function renderModal(props: Partial<AdModalProps> = {}) {
  const onContinue = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/play',
        element: (
          <AdModal
            adNumber={1}
            seriesId="neon-heirs"
            seriesTitle="Neon Heirs"
            kind="episode"
            onContinue={onContinue}
            {...props}
          />
        ),
      },
      { path: '*', element: <Where /> },
    ],
    URL,
  );
  return { ...view, onContinue };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
  slot.outcome = null;
});

describe('AdModal', () => {
  it('counts down 15 s with Continue disabled, then Continue closes it', () => {
    vi.useFakeTimers();
    const { onContinue } = renderModal();

    expect(screen.getByRole('dialog', { name: /Advertisement/ })).toBeTruthy();
    expect(screen.getByTestId('ad-video')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Continue in 15s');
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);

    tick(14_000);
    expect(screen.getByRole('timer').textContent).toBe('Continue in 1s');
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    // a press as the browser delivers it: none on a disabled button (fireEvent would dispatch one)
    act(() => continueButton().click());
    expect(onContinue).not.toHaveBeenCalled();

    tick(1000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('gives way at once when the slot has no ad, and counts down on a failed one', () => {
    vi.useFakeTimers();
    slot.outcome = 'none';
    const { onContinue, unmount } = renderModal();
    expect(onContinue).toHaveBeenCalledTimes(1);
    unmount();

    slot.outcome = 'error';
    const failed = renderModal();
    tick(5000);
    expect(failed.onContinue).not.toHaveBeenCalled();
    expect(screen.getByRole('timer').textContent).toBe('Continue in 10s');
  });

  it('offers a subscription and the series for $5', () => {
    renderModal();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.getByRole('button', { name: 'Buy this series · $5' })).toBeTruthy();
  });

  it('sends a guest who buys to sign in first, and back here after', () => {
    const requests = stubApi(() => jsonResponse({}));
    const { router } = renderModal();

    fireEvent.click(screen.getByRole('button', { name: /Buy this series/ }));

    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(URL);
    expect(requests).toEqual([]);
  });

  it('creates the series purchase and goes to /payment with its order', async () => {
    signInViewer();
    const order = makeOrder({
      subscription_type: 'individual_series',
      content_id: 'neon-heirs',
      amount: 5,
      amount_cents: 500,
    });
    const requests = stubApi(() => jsonResponse(order));
    const { router } = renderModal();

    fireEvent.click(screen.getByRole('button', { name: /Buy this series/ }));

    await screen.findByTestId('where');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/subscriptions/create',
      authorization: 'Bearer access-1',
      body: { subscription_type: 'individual_series', content_id: 'neon-heirs' },
    });
    expect(router.state.location.pathname).toBe('/payment');
    expect(readCheckoutState(router.state.location.state)).toEqual({
      order,
      contentTitle: 'Neon Heirs',
      returnTo: URL,
    });
  });

  it('buys a reel as a reel', async () => {
    signInViewer();
    const requests = stubApi(() =>
      jsonResponse(makeOrder({ subscription_type: 'individual_reel', content_id: 'neon-heirs' })),
    );
    renderModal({ kind: 'reel' });

    fireEvent.click(screen.getByRole('button', { name: 'Buy this movie · $5' }));
    await screen.findByTestId('where');
    expect(requests[0]?.body).toEqual({
      subscription_type: 'individual_reel',
      content_id: 'neon-heirs',
    });
  });

  it("shows 'Failed to create payment: …' with the server's reason", async () => {
    signInViewer();
    stubApi(() =>
      jsonResponse({ detail: 'No published series with that content_id', code: 'NOT_FOUND' }, 404),
    );
    renderModal();

    fireEvent.click(screen.getByRole('button', { name: /Buy this series/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create payment: No published series with that content_id',
    );
  });

  it("says 'No content ID provided' when the page has no series id", () => {
    signInViewer();
    const requests = stubApi(() => jsonResponse({}));
    renderModal({ seriesId: '' });

    fireEvent.click(screen.getByRole('button', { name: /Buy this series/ }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Error: No content ID provided. Please try again.',
    );
    expect(requests).toEqual([]);
  });
});
