import { coinPackPayRoute } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refreshAfterCoins } from '../../../shared/wallet/unlocks-query';

/**
 * POST /api/wallet/payments/{paymentId}/pay: idempotent, so a retry after a lost answer credits
 * once (docs/product/wallet.md#coin-packs). The wallet is asked again afterwards.
 */
export function useCoinPackPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(coinPackPayRoute, { params: { paymentId }, body: {} }),
    onSuccess: () => refreshAfterCoins(queryClient),
  });
}
