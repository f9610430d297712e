import { authorNameSchema } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getAuthState } from '../../../lib/auth/session-store';
import { authorNameFromPath } from '../lib/author-name';
import { authorQueryOptions } from './get-author';

/**
 * A fresh load of /author/{name}: the profile request starts with the page's code, so the first
 * render shows the page complete. (The server cannot preload it for us: a signed-in user's call
 * carries a bearer, see modules/web-shell/page-hints.ts.)
 */
export async function warmAuthorPage(queryClient: QueryClient, pathname: string): Promise<void> {
  const name = authorNameSchema.safeParse(authorNameFromPath(pathname));
  if (!name.success) return;
  const auth = getAuthState();
  await queryClient.prefetchQuery(
    authorQueryOptions(name.data, auth.isAuthenticated ? auth.uid : null),
  );
}
