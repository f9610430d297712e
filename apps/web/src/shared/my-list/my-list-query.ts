import {
  addToMyListRoute,
  type MyListResponse,
  myListRoute,
  removeFromMyListRoute,
  type SeriesId,
} from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/session-store';
import { getViewerId, peekViewerId } from '../../lib/metrics/viewer-id';

/**
 * My List (docs/product/play.md#my-list): per user, and per anonymous viewer id for
 * guests; a signed-in read sends the browser's viewer id too, so the server merges the guest's
 * list into the user's.
 */
export const MY_LIST_QUERY_KEY = ['my-list'] as const;

const viewerQuery = (create: boolean) => {
  const id = create ? getViewerId() : peekViewerId();
  return { viewer_id: id ?? undefined };
};

export const myListQueryOptions = (uid: string | null) =>
  queryOptions({
    queryKey: [...MY_LIST_QUERY_KEY, uid],
    queryFn: ({ signal }) => apiCall(myListRoute, { query: viewerQuery(false), signal }),
  });

const useUid = () => {
  const auth = useAuth();
  return auth.isAuthenticated ? auth.uid || auth.username : null;
};

/** The list; a guest who never kept anything (no viewer id yet) costs no call. */
export function useMyList() {
  const uid = useUid();
  return useQuery({
    ...myListQueryOptions(uid),
    enabled: uid !== null || peekViewerId() !== null,
  });
}

/** Whether `seriesId` is in the list, and add/remove, shown at once and put back on failure. */
export function useMyListToggle(seriesId: SeriesId) {
  const uid = useUid();
  const list = useMyList();
  const queryClient = useQueryClient();
  const key = myListQueryOptions(uid).queryKey;
  const inList = list.data?.items.some((item) => item.series_id === seriesId) ?? false;

  const mutation = useMutation({
    mutationFn: (add: boolean) => {
      const options = { params: { id: seriesId }, query: viewerQuery(true) };
      return add ? apiCall(addToMyListRoute, options) : apiCall(removeFromMyListRoute, options);
    },
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MyListResponse>(key);
      if (!add && before) {
        queryClient.setQueryData<MyListResponse>(key, {
          items: before.items.filter((item) => item.series_id !== seriesId),
        });
      }
      return { before };
    },
    onError: (_error, _add, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // the added item's card comes from the server
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_LIST_QUERY_KEY }),
  });

  const pendingAdd = mutation.isPending ? mutation.variables : undefined;
  return {
    inList: pendingAdd ?? inList,
    pending: mutation.isPending,
    error: mutation.error,
    toggle: () => mutation.mutate(!(pendingAdd ?? inList)),
  };
}
