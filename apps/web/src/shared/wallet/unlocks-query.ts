import { type SeriesId, seriesUnlocksRoute } from '@app/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { invalidateAccess } from '../access/access-query';
import { apiCall } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/session-store';

/** Every series' unlock answers sit under this key: an unlock or a sign-in refreshes them. */
export const UNLOCKS_QUERY_KEY = ['series-unlocks'] as const;

export const seriesUnlocksQueryOptions = (seriesId: SeriesId, uid: string | null) =>
  queryOptions({
    queryKey: [...UNLOCKS_QUERY_KEY, seriesId, uid],
    queryFn: ({ signal }) => apiCall(seriesUnlocksRoute, { params: { id: seriesId }, signal }),
  });

/**
 * GET /api/series/{id}/unlocks: per-episode access, the cost to finish, the balance and the
 * rewarded ads left. Only asked for a series that sells episodes (`priced`).
 */
export function useSeriesUnlocks(seriesId: SeriesId, priced: boolean) {
  const auth = useAuth();
  const uid = auth.isAuthenticated ? auth.uid || auth.username : null;
  return useQuery({ ...seriesUnlocksQueryOptions(seriesId, uid), enabled: priced });
}

export const invalidateUnlocks = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: UNLOCKS_QUERY_KEY });

/** The wallet's answers (balance, history): any coin movement refreshes them. */
export const WALLET_QUERY_KEY = ['wallet'] as const;

/** Access, unlocks and the wallet after coins moved or an episode unlocked. */
export const refreshAfterCoins = (queryClient: QueryClient): Promise<void> =>
  Promise.all([
    invalidateAccess(queryClient),
    invalidateUnlocks(queryClient),
    queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
  ]).then(() => undefined);
