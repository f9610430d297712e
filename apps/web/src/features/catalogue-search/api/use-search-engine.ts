import { SEARCH, type SeriesSearchRecord } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { loadSearchOptions } from '../components/load-search-options';
import type { SearchEngine } from './search-engine';
import { contentLanguage } from '../../../i18n/content-language';

export const searchEngineQueryOptions = () =>
  queryOptions({
    queryKey: ['searchIndex', contentLanguage().lang],
    queryFn: async ({ signal }): Promise<SearchEngine> => {
      // the fetch, zod and the matcher stay out of the entry bundle
      const [{ loadSearchEngine }] = await Promise.all([
        import('./search-engine'),
        // the result options' code arrives with the index, not after the first results
        loadSearchOptions(),
      ]);
      return loadSearchEngine(signal);
    },
    // fetched once per visit; the matcher is an object with methods, not JSON to compare
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    refetchOnWindowFocus: false,
  });

/**
 * The search engine once `enabled` (first focus or keystroke). A failed load is silently
 * ignored — the box then finds nothing.
 */
export function useSearchEngine(enabled: boolean): {
  engine: SearchEngine | undefined;
  failed: boolean;
} {
  const { data, isError } = useQuery({ ...searchEngineQueryOptions(), enabled, retry: false });
  return { engine: data, failed: isError };
}

/**
 * One query's results (searchWith); the server's are kept a little for the keystrokes that come
 * back to them.
 */
export const searchQueryOptions = (engine: SearchEngine, query: string) =>
  queryOptions({
    queryKey: ['searchSeries', engine.kind, query, contentLanguage().lang],
    queryFn: async ({ signal }) =>
      (await import('./search-engine')).searchWith(engine, query, signal),
    staleTime: 30_000,
  });

/**
 * The results for `query`: at once from the index in the page, or from the server, where the
 * previous query's results stay up until the new ones arrive. `settled` is false while the
 * current query's own answer is awaited; a failed answer settles with no results.
 */
export function useSearchResults(
  engine: SearchEngine | undefined,
  query: string,
): { results: SeriesSearchRecord[]; settled: boolean } {
  const local = useMemo(
    () =>
      engine?.kind === 'index' && query
        ? engine.index.search(query, SEARCH.maxResults).map((hit) => hit.item)
        : undefined,
    [engine, query],
  );
  const remote = useQuery({
    ...searchQueryOptions(engine ?? { kind: 'server' }, query),
    enabled: engine?.kind === 'server' && query !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (local) return { results: local, settled: true };
  if (engine?.kind !== 'server' || !query) return { results: [], settled: true };
  return {
    results: remote.data ?? [],
    settled: remote.isError || (remote.isSuccess && !remote.isPlaceholderData),
  };
}
