import { checkInRoute, type Rewards, rewardsRoute } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setAnswer } from '../../../lib/set-answer';
import { WALLET_QUERY_KEY } from '../../../shared/wallet/unlocks-query';
import type { KnownTimeZone } from '../lib/time-zone';

const rewardsKey = (uid: string, timeZone: string | undefined) =>
  ['rewards', uid, timeZone ?? 'UTC'] as const;

/** GET /api/rewards (signed in): today's check-in in the viewer's zone, the streak, expiry. */
export const rewardsQueryOptions = (uid: string, timeZone: string | undefined) =>
  queryOptions({
    queryKey: rewardsKey(uid, timeZone),
    queryFn: ({ signal }) => apiCall(rewardsRoute, { query: { time_zone: timeZone }, signal }),
    // the day turns while the page is open: asked again whenever the viewer comes back
    staleTime: 0,
  });

/** Asked once the viewer is signed in (`uid`) and their zone is read (useViewerTimeZone). */
export function useRewards(uid: string | null, timeZone: KnownTimeZone | undefined) {
  return useQuery({
    ...rewardsQueryOptions(uid ?? '', timeZone?.zone),
    enabled: uid !== null && timeZone !== undefined,
  });
}

/**
 * POST /api/rewards/check-in: once per calendar day in the zone, enforced by the server; a
 * repeat answers `granted: 0`. The answer is the new state.
 */
export function useCheckIn(uid: string, timeZone: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(checkInRoute, { body: { time_zone: timeZone } }),
    onSuccess: async ({ granted: _granted, ...state }) => {
      // a refetch asked before the check-in (the page coming back into view) is dropped
      await setAnswer<Rewards>(queryClient, rewardsKey(uid, timeZone), state);
      return queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
    },
  });
}
