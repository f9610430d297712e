import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Puts a change's answer into a query's cached data, after cancelling any fetch of that query
 * still in flight: a refetch asked before the change (a page's mount, the window's focus, a poll)
 * would otherwise answer the state before it, after this one, and overwrite it. Every mutation
 * whose answer replaces what a query holds goes through here.
 */
export async function setAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer);
}
