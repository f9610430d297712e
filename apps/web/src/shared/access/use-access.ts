import type { SeriesId, SubscriptionStatusResponse } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeAuth, useAuth } from '../../lib/auth/session-store';
import {
  ACCESS_QUERY_KEY,
  accessQueryOptions,
  accessViewer,
  grantsAccess,
  viewerOf,
} from './access-query';

export type Access = {
  /** 'checking' only while a signed-in viewer's status is on its way. */
  state: 'checking' | 'granted' | 'none';
  /** An active monthly or annual plan: no ads anywhere and the premium badge. */
  premium: boolean;
  status: SubscriptionStatusResponse | null;
};

const NO_ACCESS: Access = { state: 'none', premium: false, status: null };
const CHECKING: Access = { state: 'checking', premium: false, status: null };

/**
 * Whether the viewer watches `contentId` (a series id) without ads.
 * Guests have no access and cost no call (the status call needs the bearer). A failed status
 * check means no access.
 */
export function useAccess(contentId?: SeriesId): Access {
  const auth = useAuth();
  const uid = viewerOf(auth);
  const queryClient = useQueryClient();
  const query = useQuery({
    ...accessQueryOptions(uid ?? '', contentId),
    enabled: uid !== null,
  });

  useEffect(() => {
    // sign-in and sign-out forget every answer: the next user (even the same one again) is
    // asked afresh. Before the re-render, so no answer is refetched for the previous user.
    // A token refresh keeps them.
    let last = accessViewer();
    return subscribeAuth(() => {
      const now = accessViewer();
      if (now === last) return;
      last = now;
      queryClient.removeQueries({ queryKey: ACCESS_QUERY_KEY });
    });
  }, [queryClient]);

  if (uid === null) return NO_ACCESS;
  if (query.isPending) return CHECKING;
  if (query.isError) return NO_ACCESS;
  const status = query.data;
  return {
    state: grantsAccess(status, contentId) ? 'granted' : 'none',
    premium: status.has_active_subscription,
    status,
  };
}
