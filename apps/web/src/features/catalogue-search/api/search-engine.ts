import {
  SEARCH,
  searchIndexRoute,
  searchSeriesRoute,
  type SeriesSearchRecord,
} from '@app/contract';
import { createFuzzyIndex, type FuzzyIndex } from '@app/contract/fuzzy-search';
import { apiCall, apiGet } from '../../../lib/api-client';
import { contentLanguage } from '../../../i18n/content-language';

/**
 * How the box finds series: over the whole index in the page while the catalogue is small,
 * else by asking the server for each query (docs/product/catalogue.md#server-search).
 */
export type SearchEngine =
  { kind: 'index'; index: FuzzyIndex<SeriesSearchRecord> } | { kind: 'server' };

/**
 * Asks the server how many titles there are, then fetches the search index (GET /api/videos/)
 * and builds the matcher over it, or leaves the matching to the server above
 * SEARCH.clientIndexMaxTitles. Imported lazily on the first focus of the search box: it
 * brings zod and the matcher with it.
 */
export async function loadSearchEngine(signal?: AbortSignal): Promise<SearchEngine> {
  const { titles } = await apiCall(searchSeriesRoute, { signal });
  if (titles > SEARCH.clientIndexMaxTitles) return { kind: 'server' };
  const body = await apiGet(searchIndexRoute, undefined, { signal, query: contentLanguage() });
  return { kind: 'index', index: createFuzzyIndex(body.data) };
}

/** The best matches for `query`, from the index in the page or from the server. */
export async function searchWith(
  engine: SearchEngine,
  query: string,
  signal?: AbortSignal,
): Promise<SeriesSearchRecord[]> {
  if (engine.kind === 'index') {
    return engine.index.search(query, SEARCH.maxResults).map((hit) => hit.item);
  }
  const body = await apiCall(searchSeriesRoute, {
    signal,
    query: { q: query, ...contentLanguage() },
  });
  return body.data;
}
