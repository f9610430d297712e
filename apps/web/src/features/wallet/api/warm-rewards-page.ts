import type { QueryClient } from '@tanstack/react-query';
import { getAuthState } from '../../../lib/auth/session-store';
import { yieldToMain } from '../../../lib/yield-to-main';
import { viewerTimeZone } from '../lib/time-zone';
import { rewardsQueryOptions } from './rewards-queries';

/**
 * A fresh load of /rewards by a signed-in viewer: the rewards call starts with the page's code,
 * so the first render shows the check-in instead of a placeholder, and the viewer's time zone
 * (ICU's zone data, the page's costliest call) is read here, in a task of its own, not in that
 * render. A guest's page asks for nothing.
 */
export async function warmRewardsPage(queryClient: QueryClient): Promise<void> {
  const auth = getAuthState();
  if (!auth.isAuthenticated) return;
  // this call follows the evaluation of the page's code in the same task: the zone's ~20 ms
  // (80 at 4× CPU) would lengthen it, so they are read after a yield
  await yieldToMain();
  // the page's own key (wallet-page.tsx): the uid, else the username
  await queryClient.prefetchQuery(rewardsQueryOptions(auth.uid || auth.username, viewerTimeZone()));
}
