import {
  followSeriesRoute,
  type SeriesFollowState,
  type SeriesId,
  seriesFollowStateRoute,
  unfollowSeriesRoute,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/session-store';

/** A series' follow state for this viewer (the count is everyone's), and following it or not. */
export function useSeriesFollow(seriesId: SeriesId) {
  const auth = useAuth();
  const uid = auth.isAuthenticated ? auth.uid || auth.username : null;
  const queryClient = useQueryClient();
  const key = ['series-follow', seriesId, uid] as const;
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(seriesFollowStateRoute, { params: { id: seriesId }, signal }),
  });
  const mutation = useMutation({
    mutationFn: (follow: boolean) =>
      apiCall(follow ? followSeriesRoute : unfollowSeriesRoute, { params: { id: seriesId } }),
    onSuccess: async (answer: SeriesFollowState) => {
      // a refetch asked before the follow would answer the state before it, after this one
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, answer);
    },
  });
  return { state: state.data, mutation, signedIn: uid !== null };
}
