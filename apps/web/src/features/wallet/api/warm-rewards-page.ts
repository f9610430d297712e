import type { QueryClient } from '@tanstack/react-query';
import { getAuthState } from '../../../lib/auth/session-store';
import { viewerTimeZone } from '../lib/time-zone';
import { rewardsQueryOptions } from './rewards-queries';

/**
 * A fresh load of /rewards by a signed-in viewer: the viewer's time zone is read (in a worker,
 * time-zone.ts) and the rewards call starts with the page's code, so the first render shows the
 * check-in instead of a placeholder. A guest's page asks for nothing.
 */
export async function warmRewardsPage(queryClient: QueryClient): Promise<void> {
  const auth = getAuthState();
  if (!auth.isAuthenticated) return;
  const zone = await viewerTimeZone();
  // the page's own key (wallet-page.tsx): the uid, else the username
  await queryClient.prefetchQuery(rewardsQueryOptions(auth.uid || auth.username, zone));
}
