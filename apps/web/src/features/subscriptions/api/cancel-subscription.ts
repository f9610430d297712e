import { cancelSubscriptionRoute } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidatePurchases } from '../../../shared/payments/subscription-queries';

/** Cancel the active plan, then reload the plans and the status. */
export function useCancelSubscription(onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(cancelSubscriptionRoute, {}),
    onSuccess: async () => {
      onCancelled();
      await invalidatePurchases(queryClient);
    },
  });
}
