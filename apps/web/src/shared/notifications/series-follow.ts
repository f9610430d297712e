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
import { setAnswer } from '../../lib/set-answer';

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
    onSuccess: (answer: SeriesFollowState) => setAnswer(queryClient, key, answer),
  });
  return { state: state.data, mutation, signedIn: uid !== null };
}
