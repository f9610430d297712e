import { paymentConfigRoute, simulatePaymentRoute } from '@app/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { invalidatePurchases } from '../../../shared/payments/subscription-queries';

/** GET /api/payments/config: whether payments are simulated (test mode). */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-config'],
    queryFn: ({ signal }) => apiGet(paymentConfigRoute, undefined, { signal }),
    staleTime: Infinity,
  });

/**
 * POST /api/payments/simulate-payment/{paymentId}. Settling twice changes nothing
 * (docs/product/payments.md#settling-a-payment), so a retry after a lost
 * answer is safe. Access is asked again afterwards.
 */
export function useSimulatePayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(simulatePaymentRoute, {}, { paymentId }),
    onSuccess: () => invalidatePurchases(queryClient),
  });
}
