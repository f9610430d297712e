import {
  type AuthorProfile,
  followAuthorRoute,
  type FollowState,
  unfollowAuthorRoute,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setAnswer } from '../../../lib/set-answer';
import { authorQueryKey, useUid } from './get-author';

const followCall = (name: string, follow: boolean): Promise<FollowState> =>
  follow
    ? apiCall(followAuthorRoute, { params: { name } })
    : apiCall(unfollowAuthorRoute, { params: { name } });

/**
 * Follow or unfollow, optimistically: the button and the count change at once, then take the
 * server's {followerCount, isFollowing}; a failure puts them back as they were.
 */
export function useFollowAuthor(name: string) {
  const queryClient = useQueryClient();
  const key = authorQueryKey(name, useUid());
  return useMutation({
    mutationFn: (follow: boolean) => followCall(name, follow),
    onMutate: async (follow) => {
      // a refetch landing now would overwrite the optimistic state
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AuthorProfile>(key);
      if (before && before.isFollowing !== follow) {
        queryClient.setQueryData<AuthorProfile>(key, {
          ...before,
          isFollowing: follow,
          followerCount: Math.max(0, before.followerCount + (follow ? 1 : -1)),
        });
      }
      return { before };
    },
    onSuccess: (state) =>
      setAnswer<AuthorProfile>(queryClient, key, (data) => (data ? { ...data, ...state } : data)),
    onError: (_error, _follow, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}
