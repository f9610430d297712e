import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { LazyPage } from './lazy-page';

export type WarmArgs = {
  queryClient: QueryClient;
  pathname: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
};

/**
 * One page of one of the router's tables (first load: router.tsx; reach pages: reach-pages.tsx;
 * studio pages: studio-pages.tsx), all of this one shape, all with a path from the contract's
 * one page table (PAGE_ROUTES).
 */
export type PageEntry = {
  path: string;
  page: LazyPage;
  /**
   * Starts the page's first requests in parallel with its code (fresh loads only). Imported
   * lazily, like the pages: the query code and zod stay out of the entry chunk.
   */
  warm?: (args: WarmArgs) => Promise<void>;
  /** The first render waits up to this long for `warm` too: the page then renders complete. */
  warmBudgetMs?: number;
};

/** The entry of `pages` whose path matches `pathname`, with its parameters; null when none does. */
export function findPage(
  pages: readonly PageEntry[],
  pathname: string,
): { entry: PageEntry; params: Record<string, string | undefined> } | null {
  for (const entry of pages) {
    const match = matchPath(entry.path, pathname);
    if (match) return { entry, params: match.params };
  }
  return null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches the page's code, and starts its data when a query client is given (the app's first
 * load does): resolves when the code is here and `warm` has answered or its budget has passed.
 */
export async function preloadPage(
  pages: readonly PageEntry[],
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient?: QueryClient,
): Promise<boolean> {
  const found = findPage(pages, location.pathname);
  if (!found) return false;
  const { entry, params } = found;
  // only an optimisation: the page fetches for itself if this fails
  const warming =
    queryClient &&
    entry
      .warm?.({
        queryClient,
        pathname: location.pathname,
        params,
        search: new URLSearchParams(location.search),
      })
      .catch(() => undefined);
  // a failed chunk shows the route error boundary when React renders the page
  await Promise.all([
    entry.page.preload().catch(() => undefined),
    entry.warmBudgetMs && warming ? Promise.race([warming, sleep(entry.warmBudgetMs)]) : null,
  ]);
  return true;
}
