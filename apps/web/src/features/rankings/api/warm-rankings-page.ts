import { rankingKindOf } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { rankingsQueryOptions } from './get-rankings';

/**
 * A fresh load of /rankings: the chosen ranking's call starts with the page's code (the server's
 * preload hint has it on the way), so the first render shows the list, where the page's first
 * paint stood its placeholder, instead of a placeholder of its own.
 */
export async function warmRankingsPage(
  queryClient: QueryClient,
  search: URLSearchParams,
): Promise<void> {
  await queryClient.prefetchQuery(rankingsQueryOptions(rankingKindOf(search.get('kind'))));
}
