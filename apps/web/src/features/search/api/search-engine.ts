import type { SeriesSearchRecord } from '@app/contract';
import { apiGet } from '../../../lib/api-client';
import { createFuzzyIndex, type FuzzyIndex } from '../../../lib/fuzzy-search/fuzzy-index';

export type SearchEngine = FuzzyIndex<SeriesSearchRecord>;

/**
 * Fetches the search index (GET /api/videos/) and builds the matcher over it. Imported
 * lazily on the first focus of the search box: it brings zod and the matcher with it.
 */
export async function loadSearchEngine(signal?: AbortSignal): Promise<SearchEngine> {
  const body = await apiGet('searchIndex', undefined, { signal });
  return createFuzzyIndex(body.data);
}
