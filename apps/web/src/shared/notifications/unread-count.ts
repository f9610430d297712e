import { notificationsRoute } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** The inbox's queries: the page's and the bell's, asked again together after a change. */
export const INBOX_KEY = ['notifications'] as const;
// the bell asks again now and then: a new episode may come while the page is open
const UNREAD_REFRESH_MS = 60_000;

/** The unread count for the header's bell: one entry asked, the count is the whole inbox's. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: [...INBOX_KEY, 'unread'],
    queryFn: ({ signal }) => apiCall(notificationsRoute, { signal, query: { limit: 1 } }),
    select: (page) => page.unread,
    refetchInterval: UNREAD_REFRESH_MS,
  });
