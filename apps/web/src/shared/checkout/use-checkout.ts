import { PAGE_ROUTES, type SeriesId, type SubscriptionType } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '../../lib/api-client';
import { useRequireSignIn } from '../auth/require-sign-in';
import type { PaymentState } from './payment-state';

export type CheckoutRequest = {
  subscriptionType: SubscriptionType;
  /** The series of a per-content purchase. */
  contentId?: SeriesId;
  contentTitle?: string;
  returnTo: string;
};

/**
 * Start a purchase: a guest goes to /auth first; a signed-in user gets a pending
 * payment from createSubscription and is taken to /payment with it. The caller shows `error`
 * in its own words (the ad modal and the subscription page differ).
 */
export function useCheckout() {
  const navigate = useNavigate();
  const requireSignIn = useRequireSignIn();
  const mutation = useMutation({
    mutationFn: (request: CheckoutRequest) =>
      apiPost('createSubscription', {
        subscription_type: request.subscriptionType,
        content_id: request.contentId ?? null,
      }),
    onSuccess: (order, request) => {
      const state: PaymentState = {
        order,
        contentTitle: request.contentTitle ?? null,
        returnTo: request.returnTo,
      };
      void navigate(PAGE_ROUTES.payment, { state });
    },
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
