import {
  markNotificationsReadRoute,
  type NotificationsPage,
  notificationsRoute,
} from '@app/contract';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { INBOX_KEY } from '../../../shared/notifications/unread-count';

const inboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...INBOX_KEY, 'pages'],
    queryFn: ({ pageParam, signal }): Promise<NotificationsPage> =>
      apiCall(notificationsRoute, {
        signal,
        query: pageParam === null ? {} : { cursor: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** The inbox, newest first, a page at a time (docs/product/notifications.md#inbox). */
export const useInbox = () => useInfiniteQuery(inboxQueryOptions());

/**
 * Marks every entry read (the page does on opening), then the bell asks again. The list on screen
 * is not asked again, so its entries keep their Unread mark for this visit.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(markNotificationsReadRoute, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'unread'] }),
  });
}
