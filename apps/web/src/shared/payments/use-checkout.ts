import {
  type CoinPackId,
  coinPackPurchaseRoute,
  createSubscriptionRoute,
  PAGE_ROUTES,
  type SeriesId,
  type SubscriptionType,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiCall, apiPost } from '../../lib/api-client';
import { useRequireSignIn } from '../auth/require-sign-in';
import type { CheckoutState } from './checkout-state';

/** A plan, a series (or reel) bought alone, or a coin pack. */
export type CheckoutRequest =
  | {
      subscriptionType: SubscriptionType;
      /** The series of a per-content purchase. */
      contentId?: SeriesId;
      contentTitle?: string;
      /** Where the viewer comes back to after paying. */
      returnTo: string;
    }
  | { coinPack: CoinPackId; returnTo: string };

/** The pending payment: plans and series through subscriptions, packs through the wallet. */
async function openCheckout(request: CheckoutRequest): Promise<CheckoutState> {
  if ('coinPack' in request) {
    const coinPack = await apiCall(coinPackPurchaseRoute, {
      params: { pack: request.coinPack },
      body: {},
    });
    return { coinPack, returnTo: request.returnTo };
  }
  const order = await apiPost(createSubscriptionRoute, {
    subscription_type: request.subscriptionType,
    content_id: request.contentId ?? null,
  });
  return { order, contentTitle: request.contentTitle ?? null, returnTo: request.returnTo };
}

/**
 * Start a purchase (docs/product/payments.md#payment-page): a guest goes to
 * /auth first; a signed-in user gets a pending payment and is taken to /payment with it. The
 * caller shows `error` in its own words (the ad modal, the plans and the packs differ).
 */
export function useCheckout() {
  const navigate = useNavigate();
  const requireSignIn = useRequireSignIn();
  const mutation = useMutation({
    mutationFn: openCheckout,
    onSuccess: (state) => void navigate(PAGE_ROUTES.payment, { state }),
  });

  const start = (request: CheckoutRequest) => {
    if (!requireSignIn()) return;
    mutation.mutate(request);
  };

  return {
    start,
    pending: mutation.isPending,
    /** The running or last request: which button is busy. */
    request: mutation.variables,
    error: mutation.error,
    reset: mutation.reset,
  };
}
