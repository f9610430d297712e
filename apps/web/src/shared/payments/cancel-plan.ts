import { cancelSubscriptionRoute } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { invalidatePurchases } from './subscription-queries';

/**
 * Cancels the running plan: it stops renewing and runs to its end date. Then the plans, the
 * records and the access are asked again (/subscription and the account page both cancel).
 */
export function useCancelPlan(onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(cancelSubscriptionRoute, {}),
    onSuccess: async () => {
      onCancelled();
      await invalidatePurchases(queryClient);
    },
  });
}
