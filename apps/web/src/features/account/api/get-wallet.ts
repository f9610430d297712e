import { WALLET, type Wallet, walletRoute } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../shared/wallet/unlocks-query';

/**
 * GET /api/wallet, a page of the ledger at a time (docs/product/account.md#wallet): the balance
 * and what expires come with every page; the first page's are the current ones.
 */
export function useWallet(uid: string) {
  return useInfiniteQuery({
    queryKey: [...WALLET_QUERY_KEY, uid],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<Wallet> =>
      apiCall(walletRoute, {
        query: { cursor: pageParam, limit: WALLET.historyPage.default },
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // coins move on other pages (check-in, unlocks): fetch again on each visit
    staleTime: 0,
  });
}
