import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSearchOptions } from '../components/load-search-options';
import type { SearchEngine } from './search-engine';

export const searchEngineQueryOptions = () =>
  queryOptions({
    queryKey: ['searchIndex'],
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
 * The search engine once `enabled` (first focus or keystroke). A failed index
 * load is silently ignored — the box then finds nothing.
 */
export function useSearchEngine(enabled: boolean): {
  engine: SearchEngine | undefined;
  failed: boolean;
} {
  const { data, isError } = useQuery({ ...searchEngineQueryOptions(), enabled, retry: false });
  return { engine: data, failed: isError };
}
